import { Inject, Injectable, Logger } from '@nestjs/common';
import { TICKET_RESULTS_STREAM_SETTINGS, ticketResultsSubject, type TicketResultsEvent } from '@pickwise/contracts';
import type { GameId } from '@pickwise/lottery';
import { APP_CONFIG, JetStreamConnection, StreamPublisher, ticketResultsMsgId } from '@pickwise/nest-kit';
import type { TicketsConfig } from '../config.js';
import { TicketsDatabase } from '../database/tickets-database.js';

/** A draw is news this long after its date (UTC days); an older one (a history seed, a late correction) is announced to nobody. */
export const RECENT_DRAW_DAYS = 7;

/** The earliest draw date that is still news on `now`'s UTC day. */
export function oldestRecentDrawDate(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - RECENT_DRAW_DAYS));
  return day.toISOString().slice(0, 10);
}

/** `users` (sorted) in parts of at most `size`, numbered from 1: the `tickets.results` events of one draw. */
export function resultsEvents(game: GameId, drawDate: string, users: readonly string[], size: number): TicketResultsEvent[] {
  const parts = Math.ceil(users.length / size);
  return Array.from({ length: parts }, (_, index) => ({ game, drawDate, users: users.slice(index * size, (index + 1) * size), part: index + 1, parts }));
}

/**
 * Tells the notifications service that a recent draw's results are in: after the draw is checked,
 * every user with a saved line on it (not only those whose result changed: the draw is announced
 * once, and a crash between the check and the announcement must not lose it) is published on
 * `tickets.results.<game>` through JetStream (TICKET_RESULTS), in parts, each with the
 * `Nats-Msg-Id` `<game>:<drawDate>:<part>:<hash of its users>`. `checked_draws.results_published_at`
 * is set once every part is stored, and a draw so marked is never announced again (a corrected draw
 * included). A replica that dies before the mark splits the draw's users again when the event is
 * redelivered: a part with the same users is stored once (JetStream's duplicate window), a part
 * whose users shifted (a ticket saved in between) is a new message, so the players who moved into
 * it are told; the notifications outbox sends each player once anyway.
 */
@Injectable()
export class ResultsAnnouncer {
  private readonly logger = new Logger(ResultsAnnouncer.name);
  private readonly stream: StreamPublisher;

  constructor(
    private readonly database: TicketsDatabase,
    connection: JetStreamConnection,
    @Inject(APP_CONFIG) private readonly config: Pick<TicketsConfig, 'RESULTS_USERS_PER_EVENT'>,
  ) {
    this.stream = new StreamPublisher(connection, TICKET_RESULTS_STREAM_SETTINGS);
  }

  /**
   * Announces the checked draws among `dates` of the game that are recent and not announced yet;
   * `working` is called after each part (a long announcement keeps the draw event from being
   * redelivered meanwhile). Rejects when a part was not stored: the caller offers the event again.
   */
  async announce(game: GameId, dates: readonly string[], working: () => void, now = new Date()): Promise<void> {
    const oldest = oldestRecentDrawDate(now);
    const recent = dates.filter((date) => date >= oldest);
    if (recent.length === 0) return;
    const pool = await this.database.pool();
    const { checkedDraws, tickets } = this.database.tables;
    const { rows: unannounced } = await pool.query<{ draw_date: string }>(
      `select to_char(draw_date, 'YYYY-MM-DD') as draw_date from ${checkedDraws}
        where game = $1 and draw_date = any($2::date[]) and results_published_at is null order by draw_date`,
      [game, recent],
    );
    for (const { draw_date: drawDate } of unannounced) {
      // The lines the checker checked on this draw: tickets of the game whose dates span it.
      const { rows } = await pool.query<{ user_id: string }>(
        `select distinct user_id from ${tickets} where game = $1 and first_draw_date <= $2::date and last_draw_date >= $2::date order by user_id`,
        [game, drawDate],
      );
      const events = resultsEvents(
        game,
        drawDate,
        rows.map((row) => row.user_id),
        this.config.RESULTS_USERS_PER_EVENT,
      );
      for (const event of events) {
        await this.publish(event);
        working();
      }
      await pool.query(`update ${checkedDraws} set results_published_at = now() where game = $1 and draw_date = $2::date`, [game, drawDate]);
      if (events.length > 0) this.logger.log(`${game} ${drawDate}: results announced to ${rows.length} players in ${events.length} events`);
    }
  }

  private async publish(event: TicketResultsEvent): Promise<void> {
    const ack = await this.stream.publish(ticketResultsSubject(event.game), JSON.stringify(event), ticketResultsMsgId(event));
    if (ack.duplicate) this.logger.log(`${ticketResultsMsgId(event)} was already in ${ack.stream} (duplicate publish ignored by JetStream)`);
  }
}
