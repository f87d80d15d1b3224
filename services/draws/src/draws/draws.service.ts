import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import {
  DomainError,
  type DrawCorrectionsRequest,
  type DrawCorrectionsResponse,
  type DrawDetailsQuery,
  type DrawDetailsResponse,
  type DrawRecord,
  type DrawsLatestRequest,
  type DrawsLatestResponse,
  type DrawsListQuery,
  type DrawsListResponse,
  type DrawsRangeRequest,
  type DrawsRangeResponse,
  type DrawsVerificationPendingRequest,
  type DrawsVerificationPendingResponse,
  type GameStatsDto,
  type TicketCheckRequest,
  type TicketCheckResponse,
} from '@pickwise/contracts';
import { GAMES, checkTicket, computeStats, currentRules, currentRulesDraws, drawDetails, ticketLineProblem, type Game, type GameId, type StatsDraw } from '@pickwise/lottery';
import { prizeTableNote } from '@pickwise/site/copy';
import { DrawsRepository } from './draws.repository.js';
import { requireGame } from './game-lookup.js';
import { monthStartIn } from './month-start.js';
import { DrawsCache } from './draws-cache.js';

/** How many newest draws the `last10` and `last50` filters keep. */
const NEWEST_FILTERS = { last10: 10, last50: 50 } as const;

export interface DrawsStatsRequest {
  game: string;
  window?: number;
  /** Also list every past main line that is still a possible line (for the random method's guardrail). */
  includePastLines?: boolean;
  /** Only draws up to this date (yyyy-mm-dd): the statistics a share link's sets were made with. */
  until?: string;
}

/** The queries of `draws.list`, `draws.stats`, `draws.details`, `draws.check`, `draws.counts`, `draws.latest`, `draws.verification.pending` and `draws.corrections`. */
@Injectable()
export class DrawsService {
  constructor(
    // Read by @CreateRequestContext: each ORM read runs in its own forked EntityManager.
    readonly em: EntityManager,
    private readonly repository: DrawsRepository,
    private readonly cache: DrawsCache,
  ) {}

  /**
   * Newest first. `last10`/`last50` narrow the history to its newest 10/50 draws and page within
   * them; `thisMonth` keeps the draws dated in the current month of the game's own time zone.
   * Pages and totals are cached until the game's draws change (the month start is part of the
   * `thisMonth` key, so a new month reads afresh).
   */
  async list(query: DrawsListQuery): Promise<DrawsListResponse> {
    const game = requireGame(query.game);
    const since = query.filter === 'thisMonth' ? monthStartIn(game.schedule.timezone) : undefined;
    return this.cache.getOrCompute(game.id, `page|${query.filter ?? ''}|${since ?? ''}|${query.limit}|${query.offset}`, async () => {
      if (query.filter === 'last10' || query.filter === 'last50') {
        const total = Math.min(await this.total(game.id), NEWEST_FILTERS[query.filter]);
        const limit = Math.min(query.limit, total - query.offset);
        return { draws: limit > 0 ? await this.repository.newest(game.id, { limit, offset: query.offset }) : [], total };
      }
      const [draws, total] = await Promise.all([this.repository.newest(game.id, { limit: query.limit, offset: query.offset, since }), this.total(game.id, since)]);
      return { draws, total };
    });
  }

  /** Rows of the game (from `since` on), shared by every page of the same filter. */
  private total(game: GameId, since?: string): Promise<number> {
    return this.cache.getOrCompute(game, `total|${since ?? ''}`, () => this.repository.countGame(game, since));
  }

  /**
   * Statistics of the current rules (or their newest `window` draws, or those up to `until`), cached
   * until the game's draws change. They are computed from the game's history kept in memory
   * (`everyDraw`): a share link's replay asks for the statistics of a past date no one asked for
   * before, and reading that date's rows through the ORM took 0.35-0.6 s per date for SuperEnalotto's
   * ~4,000 draws (generation waits STATS_TIMEOUT_MS, 1 s); filtering the kept history takes under 1 ms.
   * `verifiedDraws` counts the verified among the counted draws (issue 39: the page says how many).
   */
  async stats(request: DrawsStatsRequest): Promise<GameStatsDto> {
    const game = requireGame(request.game);
    const includePastLines = request.includePastLines ?? false;
    const variant = `stats|${request.window ?? 'all'}|${includePastLines ? 'lines' : ''}|${request.until ?? ''}`;
    return this.cache.getOrCompute(game.id, variant, async () => {
      // Past lines span every era, so they need the whole history; otherwise only the current rules'.
      const since = includePastLines ? undefined : currentRules(game).since;
      const until = request.until;
      const [history, verified] = await Promise.all([this.everyDraw(game.id), this.verifiedDraws(game.id)]);
      const rows: (StatsDraw & { verified: boolean })[] = [];
      for (const draw of history) {
        if ((since === undefined || draw.draw_date >= since) && (until === undefined || draw.draw_date <= until))
          rows.push({ drawDate: draw.draw_date, main: draw.main, special: draw.special, verified: verified.has(drawKey(draw.draw_date, draw.main)) });
      }
      return { ...computeStats(game, rows, { window: request.window, includePastLines }), verifiedDraws: verifiedAmongCounted(game, rows, request.window) };
    });
  }

  /** The game's verified draws by date and main numbers (UK Lotto's two rounds of a night differ by them), kept until its draws change. */
  private verifiedDraws(game: GameId): Promise<Set<string>> {
    return this.cache.getOrCompute(game, 'verified-draws', async () => new Set((await this.repository.verifiedDraws(game)).map((draw) => drawKey(draw.draw_date, draw.main))));
  }

  /** The game's whole history, oldest first, kept in memory until its draws change (details and the ticket checker read it). */
  private everyDraw(game: GameId): Promise<DrawRecord[]> {
    return this.cache.getOrCompute(game, 'every-draw', () => this.repository.everyDraw(game));
  }

  /** Every draw of the game on a date, with the rules and prize table of that day and how often its numbers came again. */
  async details(query: DrawDetailsQuery): Promise<DrawDetailsResponse> {
    const game = requireGame(query.game);
    const details = drawDetails(game, await this.everyDraw(game.id), query.date);
    if (details.length === 0) throw new DomainError('NOT_FOUND', `No ${game.name} draw on ${query.date}`);
    // Read from the table, not the cached history: a status changes without the numbers the details count with.
    const provenance = await this.repository.provenanceOn(game.id, query.date);
    const draws = details.map((detail) => {
      const found = provenance.find((entry) => entry.main.join() === detail.draw.main.join());
      // Only a draw deleted between the two reads has none: it is answered as its one source said it.
      const { status, firstSeenAt, verifiedAt, sources } = found?.provenance ?? { status: 'provisional' as const, firstSeenAt: new Date(0).toISOString(), verifiedAt: null, sources: [] };
      // The prize table's note, where it has one, is a text of the site's (libs/site), not of the domain.
      const note = detail.prizeTable ? prizeTableNote(game.id, detail.prizeTable.since) : undefined;
      const withNote = detail.prizeTable && note ? { ...detail, prizeTable: { ...detail.prizeTable, note } } : detail;
      return { ...withNote, draw: { ...detail.draw, status, firstSeenAt, verifiedAt, sources } };
    });
    return { game: game.id, date: query.date, draws };
  }

  /** The ticket checker: the line against every stored draw, by the prize table in force on each draw's date. */
  async check(request: TicketCheckRequest): Promise<TicketCheckResponse> {
    const game = requireGame(request.game);
    const line = { main: [...request.main].sort((a, b) => a - b), special: [...request.special].sort((a, b) => a - b) };
    const problem = ticketLineProblem(game, line);
    if (problem) throw new DomainError('VALIDATION', problem);
    return { game: game.id, line, ...checkTicket(game, await this.everyDraw(game.id), line) };
  }

  /**
   * The game's stored draws from `from` to `to`, oldest first, at most `limit`: what the tickets
   * service checks saved lines against. Read from the table, not the cache: it is asked right after
   * an upsert, maybe on another replica than the one that wrote it.
   */
  async range(request: DrawsRangeRequest): Promise<DrawsRangeResponse> {
    const game = requireGame(request.game);
    if (request.to !== undefined && request.to < request.from) throw new DomainError('VALIDATION', `to (${request.to}) is before from (${request.from})`);
    return { draws: await this.repository.range(game.id, request) };
  }

  /** Draws not verified yet, oldest first: what ingestion's reconciliation asks the other sources for (not cached). */
  async pendingVerification(request: DrawsVerificationPendingRequest): Promise<DrawsVerificationPendingResponse> {
    return { draws: await this.repository.pendingVerification(request) };
  }

  /** A game's corrections, newest first (not cached: asked rarely, and a correction must show at once). */
  async corrections(request: DrawCorrectionsRequest): Promise<DrawCorrectionsResponse> {
    const game = requireGame(request.game);
    return this.repository.corrections(game.id, request);
  }

  /** The newest stored draw of each requested game (the jackpots service's fallback); not cached, it is asked rarely. */
  async latest(request: DrawsLatestRequest): Promise<DrawsLatestResponse> {
    const games = request.games.map((id) => requireGame(id).id);
    const rows = await this.repository.newestOfEach(games);
    return Object.fromEntries(rows.map(({ game, ...draw }) => [game, draw]));
  }

  /** Exact number of stored draws for each of the twelve games (0 included). */
  @CreateRequestContext()
  async counts(): Promise<Record<string, number>> {
    const counts = await this.repository.countsByGame();
    return Object.fromEntries(GAMES.map((game) => [game.id, counts.get(game.id) ?? 0]));
  }
}

const drawKey = (date: string, main: readonly number[]) => `${date}|${main.join('-')}`;

/** The verified among the draws computeStats counts: the current rules' draws in date order, the newest `window` of them. */
function verifiedAmongCounted(game: Game, rows: readonly (StatsDraw & { verified: boolean })[], window: number | undefined): number {
  const current = currentRulesDraws(game, rows);
  const counted = window === undefined ? current : current.slice(Math.max(0, current.length - window));
  return counted.filter((draw) => draw.verified).length;
}
