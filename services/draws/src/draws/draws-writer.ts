import { Injectable, Logger } from '@nestjs/common';
import { DRAW_CHANGES_STREAM_SETTINGS, drawChangesMsgId, drawsUpsertedSubject, type DrawsUpsertedEvent } from '@pickwise/contracts';
import type { Game } from '@pickwise/lottery';
import { JetStreamConnection, StreamPublisher } from '@pickwise/nest-kit';
import { DrawsRepository, type SourceReport, type StoredDraw, type UpsertResult } from './draws.repository.js';
import { DrawsCache } from './draws-cache.js';

/**
 * The one way draws are written: an idempotent upsert, after which what this replica derived from
 * the game's draws is dropped; `announce` then tells everyone else through `draws.upserted.<game>`
 * (generation's cache, jackpots, ingestion's run log, the tickets service's checks).
 */
@Injectable()
export class DrawsWriter {
  private readonly logger = new Logger(DrawsWriter.name);
  /** The stream is made once per process, before the first event (the history seed's, at start). */
  private readonly stream: StreamPublisher;

  constructor(
    private readonly repository: DrawsRepository,
    private readonly cache: DrawsCache,
    connection: JetStreamConnection,
  ) {
    this.stream = new StreamPublisher(connection, DRAW_CHANGES_STREAM_SETTINGS);
  }

  /** Stores what one source reported (each draw's `source`, fetched as `report` says), with the draws' provenance and corrections. */
  async upsert(game: Game, draws: readonly StoredDraw[], report: SourceReport = {}): Promise<UpsertResult> {
    const result = await this.repository.upsert(game.id, draws, report);
    if (result.inserted + result.updated + result.statusChanged > 0) this.cache.invalidate(game.id);
    return result;
  }

  /**
   * Published through JetStream into DRAW_CHANGES, so the tickets service, which must check every
   * changed draw, finds the event even if it was down; core subscribers (caches, ingestion's run
   * log) receive the same message as a plain event. The `Nats-Msg-Id` (game, run, batch) stores an
   * event published again within the duplicate window once. Rejects when JetStream did not confirm
   * it: the caller keeps what tells it to announce again (the unacknowledged batch, the seed's
   * unrecorded file).
   */
  async announce(event: DrawsUpsertedEvent): Promise<void> {
    const subject = drawsUpsertedSubject(event.game);
    // Nest's event format (`{ pattern, data }`), which the services' @BroadcastEventPattern handlers read.
    const ack = await this.stream.publish(subject, JSON.stringify({ pattern: subject, data: event }), drawChangesMsgId(event));
    if (ack.duplicate) this.logger.log(`${subject} of run ${event.runId} was already in ${ack.stream} (duplicate publish ignored by JetStream)`);
  }
}
