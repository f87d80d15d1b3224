import { Inject, Injectable, Logger } from '@nestjs/common';
import { SUBJECTS, gameStatsSchema, type DrawsStatsRequest } from '@pickwise/contracts';
import type { Game, GameStats } from '@pickwise/lottery';
import { APP_CONFIG, NatsRequester } from '@pickwise/nest-kit';
import type { GenerationConfig } from '../config.js';

interface CacheEntry {
  stats?: GameStats;
  /** A fetch in flight; concurrent requests for the same game share it. */
  pending?: Promise<GameStats | undefined>;
  /** Until when a failed fetch is not retried (requests use the methods' no-stats fallback meanwhile). */
  retryAfter?: number;
}

/**
 * Current-rules statistics per game, fetched lazily from the draws service (`draws.stats`) and kept
 * until that game's draws change. A draws outage never fails a request: it answers without stats
 * (the methods fall back) and asks again after STATS_RETRY_MS.
 */
@Injectable()
export class StatsCache {
  private readonly logger = new Logger(StatsCache.name);
  private readonly entries = new Map<string, CacheEntry>();

  constructor(
    private readonly nats: NatsRequester,
    @Inject(APP_CONFIG) private readonly config: GenerationConfig,
  ) {}

  /** The game's statistics, or undefined while the draws service cannot provide them. */
  async get(game: Game): Promise<GameStats | undefined> {
    const entry = this.entries.get(game.id) ?? {};
    this.entries.set(game.id, entry);
    if (entry.stats) return entry.stats;
    if (entry.pending) return entry.pending;
    if (entry.retryAfter !== undefined && Date.now() < entry.retryAfter) return undefined;
    return this.fetch(game.id, entry);
  }

  /** Drops a game's statistics after its draws changed and fetches them again in the background. */
  invalidate(gameId: string): void {
    const entry: CacheEntry = {};
    this.entries.set(gameId, entry);
    void this.fetch(gameId, entry);
  }

  private fetch(gameId: string, entry: CacheEntry): Promise<GameStats | undefined> {
    const pending = this.nats
      .request(SUBJECTS.drawsStats, { game: gameId, includePastLines: true } satisfies DrawsStatsRequest, { timeoutMs: this.config.STATS_TIMEOUT_MS, schema: gameStatsSchema })
      .then(
        (stats) => {
          // A newer invalidation replaced this entry: keep what it fetches instead.
          if (this.entries.get(gameId) === entry) {
            entry.stats = stats;
            entry.retryAfter = undefined;
          }
          return stats as GameStats;
        },
        (error: unknown) => {
          entry.retryAfter = Date.now() + this.config.STATS_RETRY_MS;
          this.logger.warn(`draws.stats for ${gameId} failed, answering without statistics: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        },
      )
      .finally(() => {
        entry.pending = undefined;
      });
    entry.pending = pending;
    return pending;
  }
}
