import { Injectable, Logger } from '@nestjs/common';
import { drawsUpsertedSubject, type DrawsUpsertedEvent } from '@pickwise/contracts';
import type { Game } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import { DrawsRepository, type StoredDraw, type UpsertCounts } from './draws.repository.js';
import { StatsCache } from './stats-cache.js';

/**
 * The one way draws are written: an idempotent upsert, after which this replica's statistics of
 * the game are dropped; `announce` then tells everyone else through `draws.upserted.<game>`
 * (generation's cache, jackpots, ingestion's run log).
 */
@Injectable()
export class DrawsWriter {
  private readonly logger = new Logger(DrawsWriter.name);

  constructor(
    private readonly repository: DrawsRepository,
    private readonly statsCache: StatsCache,
    private readonly nats: NatsRequester,
  ) {}

  async upsert(game: Game, draws: readonly StoredDraw[]): Promise<UpsertCounts> {
    const counts = await this.repository.upsert(game.id, draws);
    if (counts.inserted + counts.updated > 0) this.statsCache.invalidate(game.id);
    return counts;
  }

  /** A lost event only delays other caches until their next refresh; the write itself stands. */
  async announce(event: DrawsUpsertedEvent): Promise<void> {
    await this.nats
      .publish(drawsUpsertedSubject(event.game), event)
      .catch((error: unknown) => this.logger.warn(`draws.upserted.${event.game} not published: ${String(error)}`));
  }
}
