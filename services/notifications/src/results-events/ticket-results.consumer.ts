import { Inject, Injectable } from '@nestjs/common';
import type { JsMsg } from '@nats-io/jetstream';
import { TICKET_RESULTS_STREAM_SETTINGS, ticketResultsDurable, ticketResultsEventSchema, type TicketResultsEvent } from '@pickwise/contracts';
import { findGame, type Game } from '@pickwise/lottery';
import { APP_CONFIG, DurableStreamConsumer, JetStreamConnection } from '@pickwise/nest-kit';
import type { NotificationsConfig } from '../config.js';
import type { CorrectionFacts } from '../messages/notification-texts.js';
import { Outbox, type OutboxMessages } from '../outbox/outbox.js';

/** Wait before an event whose messages could not be stored (PostgreSQL unreachable) is offered again. */
const RETRY_DELAY_MS = 5_000;

/**
 * The messages of a results event: the draw's (its occasion the draw's date), or with `correction`
 * a correction's (occasion `<date>:corrected:<id>`, so each correction reaches a player once per
 * channel and target, apart from the draw's first message), on the channels the results rule allows.
 */
export function resultsMessages(game: Game, event: TicketResultsEvent): OutboxMessages {
  const base = { kind: 'results' as const, game: game.id, userIds: event.users };
  if (!event.correction) return { ...base, occasion: event.drawDate, facts: { drawDate: event.drawDate } };
  const after = event.correction.draw?.after;
  const correction: CorrectionFacts = { id: event.correction.id, ...(after ? { numbers: { main: after.main, special: after.special, bonus: after.bonus } } : {}) };
  return { ...base, occasion: `${event.drawDate}:corrected:${event.correction.id}`, facts: { drawDate: event.drawDate, correction } };
}

/**
 * Durable pull consumer of TICKET_RESULTS (`tickets.results.<game>`, the bare JSON event the
 * tickets service publishes), shared by the replicas: a draw was checked and these users have
 * lines on it (with `correction`: the draw was corrected and these users' results changed). Each
 * user whose results rule for the game is on gets a message per channel; users without one are
 * passed over. The event is acknowledged once its messages are stored: a
 * redelivery (or the same part published again) finds their dedupe keys taken and adds nothing.
 */
@Injectable()
export class TicketResultsConsumer extends DurableStreamConsumer<typeof ticketResultsEventSchema, Game> {
  constructor(
    connection: JetStreamConnection,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) config: Pick<NotificationsConfig, 'NOTIFICATIONS_RESULTS_CONSUMER'>,
  ) {
    super(connection, {
      stream: TICKET_RESULTS_STREAM_SETTINGS,
      durable: ticketResultsDurable(config.NOTIFICATIONS_RESULTS_CONSUMER),
      maxMessages: 8,
      schema: ticketResultsEventSchema,
      nestEvent: false,
      findGame,
    });
  }

  protected async handleGame(message: JsMsg, event: TicketResultsEvent, game: Game): Promise<void> {
    try {
      const added = await this.outbox.enqueue(resultsMessages(game, event));
      if (added > 0) this.logger.log(`${game.id} ${event.drawDate}${event.correction ? ` correction ${event.correction.id}` : ''} part ${event.part}/${event.parts}: ${added} result messages enqueued`);
    } catch (error) {
      this.logger.error(`${game.id} ${event.drawDate} part ${event.part}: result messages not enqueued, retrying in ${RETRY_DELAY_MS} ms: ${String(error)}`);
      message.nak(RETRY_DELAY_MS);
      return;
    }
    await this.acknowledge(message);
  }
}
