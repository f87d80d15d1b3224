import { Inject, Injectable } from '@nestjs/common';
import type { JsMsg } from '@nats-io/jetstream';
import { POOL_NOTICES_STREAM_SETTINGS, poolNoticeEventSchema, poolNoticesDurable, type PoolNoticeEvent } from '@pickwise/contracts';
import { findGame, type Game } from '@pickwise/lottery';
import { APP_CONFIG, DurableStreamConsumer, JetStreamConnection } from '@pickwise/nest-kit';
import type { NotificationsConfig } from '../config.js';
import { Outbox, type OutboxMessages } from '../outbox/outbox.js';

/** Wait before a notice whose messages could not be stored (PostgreSQL unreachable) is offered again. */
const RETRY_DELAY_MS = 5_000;

/**
 * A pool notice's messages (issue 36): a seal's to every member named, by mail whatever their
 * alerts and by push where their pool results alert of the game has push on; a results notice's to
 * the members whose pool results alert is on. The occasion names the pool and the draw, so each
 * member gets each once per channel and target.
 */
export function poolNoticeMessages(game: Game, event: PoolNoticeEvent): OutboxMessages {
  const occasion = `${event.poolId}:${event.drawDate}`;
  const facts = { drawDate: event.drawDate, poolId: event.poolId, poolName: event.poolName };
  if (event.kind === 'seal') {
    return { kind: 'pool-seal', game: game.id, userIds: event.users, occasion, facts: { ...facts, sealHash: event.sealHash, sequence: event.sequence }, mailEveryUser: { pushRule: 'pool-results' } };
  }
  return { kind: 'pool-results', game: game.id, userIds: event.users, occasion, facts };
}

/**
 * Durable pull consumer of POOL_NOTICES (`pools.notices.<game>`, the bare JSON event the tickets
 * service publishes), shared by the replicas. The notice is acknowledged once its messages are
 * stored: a redelivery finds their dedupe keys taken and adds nothing.
 */
@Injectable()
export class PoolNoticesConsumer extends DurableStreamConsumer<typeof poolNoticeEventSchema, Game> {
  constructor(
    connection: JetStreamConnection,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) config: Pick<NotificationsConfig, 'NOTIFICATIONS_POOLS_CONSUMER'>,
  ) {
    super(connection, {
      stream: POOL_NOTICES_STREAM_SETTINGS,
      durable: poolNoticesDurable(config.NOTIFICATIONS_POOLS_CONSUMER),
      maxMessages: 8,
      schema: poolNoticeEventSchema,
      nestEvent: false,
      findGame,
    });
  }

  protected async handleGame(message: JsMsg, event: PoolNoticeEvent, game: Game): Promise<void> {
    try {
      const added = await this.outbox.enqueue(poolNoticeMessages(game, event));
      if (added > 0) this.logger.log(`pool ${event.poolId} ${game.id} ${event.drawDate} ${event.kind}: ${added} messages enqueued`);
    } catch (error) {
      this.logger.error(`pool ${event.poolId} ${game.id} ${event.drawDate} ${event.kind}: messages not enqueued, retrying in ${RETRY_DELAY_MS} ms: ${String(error)}`);
      message.nak(RETRY_DELAY_MS);
      return;
    }
    await this.acknowledge(message);
  }
}
