import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import type { DrawRecord, DrawsListQuery, DrawsListResponse } from '@pickwise/contracts';
import { GAMES, computeStats, currentRules, type GameStats } from '@pickwise/lottery';
import type { DrawEntity } from './draw.entity.js';
import { DrawsRepository } from './draws.repository.js';
import { requireGame } from './game-lookup.js';
import { monthStartIn } from './month-start.js';
import { StatsCache } from './stats-cache.js';

/** How many newest draws the `last10` and `last50` filters keep. */
const NEWEST_FILTERS = { last10: 10, last50: 50 } as const;

export interface DrawsStatsRequest {
  game: string;
  window?: number;
  /** Also list every past main line that is still a possible line (for the random method's guardrail). */
  includePastLines?: boolean;
}

const toRecord = (draw: DrawEntity): DrawRecord => ({
  game: draw.game,
  draw_date: draw.drawDate,
  main: draw.main,
  special: draw.special,
  jackpot: draw.jackpot ?? null,
  source: draw.source,
});

/** The queries of `draws.list`, `draws.stats` and `draws.counts`. */
@Injectable()
export class DrawsService {
  constructor(
    // Read by @CreateRequestContext: each call runs in its own forked EntityManager.
    readonly em: EntityManager,
    private readonly repository: DrawsRepository,
    private readonly statsCache: StatsCache,
  ) {}

  /**
   * Newest first. `last10`/`last50` narrow the history to its newest 10/50 draws and page within
   * them; `thisMonth` keeps the draws dated in the current month of the game's own time zone.
   */
  @CreateRequestContext()
  async list(query: DrawsListQuery): Promise<DrawsListResponse> {
    const game = requireGame(query.game);
    if (query.filter === 'last10' || query.filter === 'last50') {
      const total = Math.min(await this.repository.countGame(game.id), NEWEST_FILTERS[query.filter]);
      const limit = Math.min(query.limit, total - query.offset);
      const draws = limit > 0 ? await this.repository.newest(game.id, { limit, offset: query.offset }) : [];
      return { draws: draws.map(toRecord), total };
    }
    const since = query.filter === 'thisMonth' ? monthStartIn(game.schedule.timezone) : undefined;
    const [draws, total] = await Promise.all([
      this.repository.newest(game.id, { limit: query.limit, offset: query.offset, since }),
      this.repository.countGame(game.id, since),
    ]);
    return { draws: draws.map(toRecord), total };
  }

  /** Statistics of the current rules (or their newest `window` draws), cached until the game's draws change. */
  @CreateRequestContext()
  async stats(request: DrawsStatsRequest): Promise<GameStats> {
    const game = requireGame(request.game);
    const includePastLines = request.includePastLines ?? false;
    const variant = `${request.window ?? 'all'}|${includePastLines ? 'lines' : ''}`;
    const cached = this.statsCache.get(game.id, variant);
    if (cached) return cached;
    const version = this.statsCache.version(game.id);
    // Past lines span every era, so they need the whole history; otherwise only the current rules'.
    const rows = await this.repository.history(game.id, includePastLines ? undefined : currentRules(game).since);
    const stats = computeStats(game, rows, { window: request.window, includePastLines });
    this.statsCache.set(game.id, variant, version, stats);
    return stats;
  }

  /** Exact number of stored draws for each of the twelve games (0 included). */
  @CreateRequestContext()
  async counts(): Promise<Record<string, number>> {
    const counts = await this.repository.countsByGame();
    return Object.fromEntries(GAMES.map((game) => [game.id, counts.get(game.id) ?? 0]));
  }
}
