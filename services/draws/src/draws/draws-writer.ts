import { Injectable, Logger } from '@nestjs/common';
import { drawsUpsertedSubject, type DrawsUpsertedEvent } from '@pickwise/contracts';
import type { Game } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import { DrawsRepository, type StoredDraw, type UpsertCounts } from './draws.repository.js';
import { DrawsCache } from './draws-cache.js';

/**
 * The one way draws are written: an idempotent upsert, after which what this replica derived from
 * the game's draws is dropped; `announce` then tells everyone else through `draws.upserted.<game>`
 * (generation's cache, jackpots, ingestion's run log).
 */
@Injectable()
export class DrawsWriter {
  private readonly logger = new Logger(DrawsWriter.name);

  constructor(
    private readonly repository: DrawsRepository,
    private readonly cache: DrawsCache,
    private readonly nats: NatsRequester,
  ) {}

  async upsert(game: Game, draws: readonly StoredDraw[]): Promise<UpsertCounts> {
    const counts = await this.repository.upsert(game.id, draws);
    if (counts.inserted + counts.updated > 0) this.cache.invalidate(game.id);
    return counts;
  }

  /** A lost event only delays other caches until their next refresh; the write itself stands. */
  async announce(event: DrawsUpsertedEvent): Promise<void> {
    await this.nats
      .publish(drawsUpsertedSubject(event.game), event)
      .catch((error: unknown) => this.logger.warn(`draws.upserted.${event.game} not published: ${String(error)}`));
  }
}
