import { Inject, Injectable } from '@nestjs/common';
import type { JsMsg } from '@nats-io/jetstream';
import { JACKPOT_CHANGES_STREAM_SETTINGS, jackpotChangedEventSchema, jackpotChangesDurable, type JackpotChangedEvent } from '@pickwise/contracts';
import { findGame, type Game } from '@pickwise/lottery';
import { APP_CONFIG, DurableStreamConsumer, JetStreamConnection } from '@pickwise/nest-kit';
import type { NotificationsConfig } from '../config.js';
import { comparableJackpot } from './comparable-jackpot.js';
import { JackpotCrossings } from './jackpot-crossings.js';

/** Wait before a change that could not be applied (PostgreSQL or the tickets service unreachable) is offered again. */
const RETRY_DELAY_MS = 5_000;

/**
 * Durable pull consumer of JACKPOT_CHANGES (`jackpots.changed.<game>`, the bare JSON event the
 * jackpots service publishes), shared by the replicas and taken one at a time in order (the
 * durable allows one unacknowledged message): whether a figure crossed a player's amount depends
 * on the figure before it. A change is acknowledged once applied; one that fails is offered again.
 */
@Injectable()
export class JackpotChangesConsumer extends DurableStreamConsumer<typeof jackpotChangedEventSchema, Game> {
  constructor(
    connection: JetStreamConnection,
    private readonly crossings: JackpotCrossings,
    @Inject(APP_CONFIG) config: Pick<NotificationsConfig, 'NOTIFICATIONS_JACKPOTS_CONSUMER'>,
  ) {
    super(connection, {
      stream: JACKPOT_CHANGES_STREAM_SETTINGS,
      durable: jackpotChangesDurable(config.NOTIFICATIONS_JACKPOTS_CONSUMER),
      maxMessages: 1,
      schema: jackpotChangedEventSchema,
      nestEvent: false,
      findGame,
    });
  }

  protected async handleGame(message: JsMsg, event: JackpotChangedEvent, game: Game): Promise<void> {
    const figure = comparableJackpot(game, event);
    if (figure === null) {
      await this.acknowledge(message);
      return;
    }
    try {
      // A crossing of many rules asks the tickets service many times: working() keeps the message
      // this replica's meanwhile, rather than offered to another one after the ack wait.
      const added = await this.crossings.apply(game, figure, event.currencyCode, () => message.working());
      if (added > 0) this.logger.log(`${game.id} jackpot ${figure.amount} ${event.currencyCode} for ${figure.drawDate}: ${added} alerts enqueued`);
    } catch (error) {
      this.logger.error(`${game.id} jackpot change not applied, retrying in ${RETRY_DELAY_MS} ms: ${String(error)}`);
      message.nak(RETRY_DELAY_MS);
      return;
    }
    await this.acknowledge(message);
  }
}
