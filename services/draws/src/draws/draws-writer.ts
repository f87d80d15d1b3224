import { Injectable, Logger } from '@nestjs/common';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { drawsUpsertedSubject, type DrawsUpsertedEvent } from '@pickwise/contracts';
import type { Game } from '@pickwise/lottery';
import { JetStreamConnection, drawChangesMsgId, ensureDrawChangesStream } from '@pickwise/nest-kit';
import { DrawsRepository, type StoredDraw, type UpsertResult } from './draws.repository.js';
import { DrawsCache } from './draws-cache.js';

/** How long one publish waits for JetStream's acknowledgement. */
const ACK_TIMEOUT_MS = 5_000;

/**
 * The one way draws are written: an idempotent upsert, after which what this replica derived from
 * the game's draws is dropped; `announce` then tells everyone else through `draws.upserted.<game>`
 * (generation's cache, jackpots, ingestion's run log, the tickets service's checks).
 */
@Injectable()
export class DrawsWriter {
  private readonly logger = new Logger(DrawsWriter.name);
  private streamReady?: Promise<void>;

  constructor(
    private readonly repository: DrawsRepository,
    private readonly cache: DrawsCache,
    private readonly connection: JetStreamConnection,
  ) {}

  async upsert(game: Game, draws: readonly StoredDraw[]): Promise<UpsertResult> {
    const result = await this.repository.upsert(game.id, draws);
    if (result.inserted + result.updated > 0) this.cache.invalidate(game.id);
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
    const nats = await this.connection.get();
    // The stream is made once per process, before the first event (the history seed's, at start).
    this.streamReady ??= jetstreamManager(nats)
      .then((manager) => ensureDrawChangesStream(manager, this.connection.streamReplicas))
      .catch((error: unknown) => {
        this.streamReady = undefined;
        throw error;
      });
    await this.streamReady;
    const subject = drawsUpsertedSubject(event.game);
    // Nest's event format (`{ pattern, data }`), which the services' @BroadcastEventPattern handlers read.
    const ack = await jetstream(nats).publish(subject, JSON.stringify({ pattern: subject, data: event }), { msgID: drawChangesMsgId(event), timeout: ACK_TIMEOUT_MS });
    if (ack.duplicate) this.logger.log(`${subject} of run ${event.runId} was already in ${ack.stream} (duplicate publish ignored by JetStream)`);
  }
}
