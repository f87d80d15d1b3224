import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  PAID_PROVIDER,
  SUBJECTS,
  drawCountsResponseSchema,
  drawDetailsResponseSchema,
  type AdminUnverifiedDraw,
  serviceProviderUsageSchema,
  type AdminHealthResponse,
  type PaidProviderUsage,
} from '@pickwise/contracts';
import { ZERO_ROW_FETCHES_COMPARED, findGame } from '@pickwise/lottery';
import { APP_CONFIG, NatsRequester, ProviderUsageStore, usageMonth } from '@pickwise/nest-kit';
import { DRAW_READERS } from '@pickwise/providers';
import type { IngestionConfig } from '../config.js';
import { IngestLogRepository } from '../ingest-log/ingest-log.repository.js';
import { Reconciler } from '../reconciliation/reconciler.js';
import { unverifiedReason } from '../reconciliation/reconciliation-plan.js';
import { gameHealthCards, unverifiedByGame, withSources, type UnverifiedOfGame } from './game-health.js';

/** How long a report waits for another service's part before leaving it out (the panel shows it as unknown). */
const PART_TIMEOUT_MS = 2_000;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The admin panel's reports that ingestion composes: game health, and the paid provider's usage. */
@Injectable()
export class AdminReports {
  private readonly logger = new Logger(AdminReports.name);

  constructor(
    private readonly logs: IngestLogRepository,
    private readonly nats: NatsRequester,
    private readonly usage: ProviderUsageStore,
    private readonly reconciler: Reconciler,
    @Inject(APP_CONFIG) private readonly config: IngestionConfig,
  ) {}

  /**
   * Every game's card: its log (this service), its stored draws (the draws service's `draws.counts`)
   * and its unverified draws (`draws.verification.pending`, each with its sources from `draws.details`).
   */
  async gamesHealth(): Promise<AdminHealthResponse> {
    const now = new Date();
    const [summaries, counts, unverified] = await Promise.all([
      this.logs.summaryByGame(ZERO_ROW_FETCHES_COMPARED),
      this.nats.request(SUBJECTS.drawsCounts, {}, { schema: drawCountsResponseSchema, timeoutMs: PART_TIMEOUT_MS }).catch((error: unknown) => {
        this.logger.warn(`Game health without draw counts: ${reason(error)}`);
        return null;
      }),
      this.unverifiedDraws(now).catch((error: unknown) => {
        this.logger.warn(`Game health without unverified draws: ${reason(error)}`);
        return null;
      }),
    ]);
    return { checkedAt: now.toISOString(), drawsAvailable: counts !== null, games: gameHealthCards(summaries, counts, unverified, now) };
  }

  /** The draws the unverified gauge counts, by game, with what each source said of them. */
  private async unverifiedDraws(now: Date): Promise<Map<string, { count: number; draws: AdminUnverifiedDraw[] }>> {
    const pending = await this.reconciler.pendingDraws();
    const byGame = unverifiedByGame(pending, (draw) => {
      const game = findGame(draw.game);
      return game && unverifiedReason(draw, this.reconciler.usableProviders(game), now);
    });
    const games = await Promise.all([...byGame].map(async ([game, unverified]) => [game, { count: unverified.count, draws: await this.withSources(game, unverified) }] as const));
    return new Map(games);
  }

  /** The shown draws of a game with their sources, a date's details asked once (null sources when they do not come). */
  private async withSources(game: string, unverified: UnverifiedOfGame): Promise<AdminUnverifiedDraw[]> {
    const dates = [...new Set(unverified.shown.map((draw) => draw.drawDate))];
    const byDate = await Promise.all(
      dates.map(async (date) => {
        const details = await this.nats.request(SUBJECTS.drawsDetails, { game, date }, { schema: drawDetailsResponseSchema, timeoutMs: PART_TIMEOUT_MS }).catch((error: unknown) => {
          this.logger.warn(`Game health without the sources of ${game} ${date}: ${reason(error)}`);
          return null;
        });
        return withSources(
          unverified.shown.filter((draw) => draw.drawDate === date),
          details ? details.draws : null,
        );
      }),
    );
    // Back in the pending order: oldest first seen first.
    return byDate.flat().sort((a, b) => a.firstSeenAt.localeCompare(b.firstSeenAt));
  }

  /** The paid provider's calls this UTC month: this service's, plus the jackpots service's (null when it does not answer). */
  async paidProviderUsage(): Promise<PaidProviderUsage> {
    const month = usageMonth();
    const [own, jackpots] = await Promise.all([
      this.usage.usage(month),
      this.nats.request(SUBJECTS.jackpotsProviderUsage, { month }, { schema: serviceProviderUsageSchema, timeoutMs: PART_TIMEOUT_MS }).catch((error: unknown) => {
        this.logger.warn(`Paid provider usage without the jackpots service: ${reason(error)}`);
        return null;
      }),
    ]);
    const ingestionCalls = own.calls[PAID_PROVIDER] ?? 0;
    const jackpotsCalls = jackpots ? (jackpots.calls[PAID_PROVIDER] ?? 0) : null;
    return {
      provider: PAID_PROVIDER,
      month,
      keyConfigured: this.config.MAGAYO_API_KEY !== undefined,
      monthlyQuota: this.config.MAGAYO_MONTHLY_QUOTA ?? null,
      calls: ingestionCalls + (jackpotsCalls ?? 0),
      byService: { ingestion: ingestionCalls, jackpots: jackpotsCalls },
      onlySourceFor: onlyPaidProviderGames(),
    };
  }
}

/** Admin ids of the games whose draws only the paid provider serves. */
function onlyPaidProviderGames(): string[] {
  const paid = DRAW_READERS.find((reader) => reader.id === PAID_PROVIDER);
  if (!paid) return [];
  return paid.games
    .filter((game) => DRAW_READERS.every((reader) => reader === paid || !reader.games.includes(game)))
    .map((game) => findGame(game)!.adminId);
}
