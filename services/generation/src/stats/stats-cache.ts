import { Inject, Injectable, Logger } from '@nestjs/common';
import { SUBJECTS, gameStatsSchema, type DrawsStatsRequest } from '@pickwise/contracts';
import type { Game, GameStats } from '@pickwise/lottery';
import { APP_CONFIG, NatsRequester } from '@pickwise/nest-kit';
import type { GenerationConfig } from '../config.js';

/** Past-date statistics kept for replays (each can hold a game's whole list of past lines). */
const MAX_PAST_STATS = 16;

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
  /** Statistics up to past dates, for replays; the oldest entry goes first. */
  private readonly pastStats = new Map<string, GameStats>();

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

  /**
   * The game's statistics if they are at hand, without waiting: for the methods that do not read
   * them, whose sets must not wait for a slow draws service (the popularity score uses them when
   * present). A missing entry is fetched in the background for the next request.
   */
  peek(game: Game): GameStats | undefined {
    const entry = this.entries.get(game.id) ?? {};
    this.entries.set(game.id, entry);
    if (!entry.stats && !entry.pending && (entry.retryAfter === undefined || Date.now() >= entry.retryAfter)) void this.fetch(game.id, entry);
    return entry.stats;
  }

  /**
   * The statistics over the draws up to `date` (a share link's `statsAsOf`): the cached ones when
   * they end on that date, else asked of the draws service. Kept in a small map, since the draws
   * before a past date do not change; undefined while the draws service cannot answer.
   */
  async asOf(game: Game, date: string): Promise<GameStats | undefined> {
    const current = await this.get(game);
    if (current?.to === date) return current;
    const key = `${game.id}|${date}`;
    const kept = this.pastStats.get(key);
    if (kept) return kept;
    try {
      const stats = (await this.nats.request(SUBJECTS.drawsStats, { game: game.id, includePastLines: true, until: date } satisfies DrawsStatsRequest, {
        timeoutMs: this.config.STATS_TIMEOUT_MS,
        schema: gameStatsSchema,
      })) as GameStats;
      this.pastStats.set(key, stats);
      if (this.pastStats.size > MAX_PAST_STATS) this.pastStats.delete(this.pastStats.keys().next().value as string);
      return stats;
    } catch (error) {
      this.logger.warn(`draws.stats for ${game.id} up to ${date} failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
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
