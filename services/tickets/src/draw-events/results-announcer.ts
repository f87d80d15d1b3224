import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  SUBJECTS,
  TICKET_RESULTS_STREAM_SETTINGS,
  drawChangesMsgId,
  drawCorrectionsResponseSchema,
  ticketResultsSubject,
  type DrawCorrection,
  type DrawsUpsertedEvent,
  type TicketResultsCorrection,
  type TicketResultsEvent,
} from '@pickwise/contracts';
import type { GameId } from '@pickwise/lottery';
import { APP_CONFIG, JetStreamConnection, NatsRequester, StreamPublisher, ticketResultsMsgId } from '@pickwise/nest-kit';
import type { TicketsConfig } from '../config.js';
import { TicketsDatabase } from '../database/tickets-database.js';

/** A draw is news this long after its date (UTC days); an older one (a history seed, a late correction) is announced to nobody. */
export const RECENT_DRAW_DAYS = 7;

/** The earliest draw date that is still news on `now`'s UTC day. */
export function oldestRecentDrawDate(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - RECENT_DRAW_DAYS));
  return day.toISOString().slice(0, 10);
}

/** `users` (sorted) in parts of at most `size`, numbered from 1: the `tickets.results` events of one draw (of one correction of it, with `correction`). */
export function resultsEvents(game: GameId, drawDate: string, users: readonly string[], size: number, correction?: TicketResultsCorrection): TicketResultsEvent[] {
  const parts = Math.ceil(users.length / size);
  return Array.from({ length: parts }, (_, index) => ({
    game,
    drawDate,
    users: users.slice(index * size, (index + 1) * size),
    part: index + 1,
    parts,
    ...(correction ? { correction } : {}),
  }));
}

/** A correction's key: a hash of the draws.upserted event that changed the draw, the same however often it is delivered. */
export const correctionKey = (event: Pick<DrawsUpsertedEvent, 'game' | 'runId' | 'batch'>) => createHash('sha256').update(drawChangesMsgId(event)).digest('base64url').slice(0, 22);

/** `Nats-Msg-Id` of a part: a correction's parts are other messages than the draw's first announcement. */
export const resultsEventMsgId = (event: TicketResultsEvent) => (event.correction ? `${ticketResultsMsgId(event)}:corrected:${event.correction.id}` : ticketResultsMsgId(event));

/** How long a told correction's rows are kept: as long as TICKET_RESULTS keeps its messages. */
const TOLD_CORRECTIONS_KEPT_DAYS = 7;
/** draws.corrections reads one game's newest corrections: milliseconds. */
const CORRECTIONS_TIMEOUT_MS = 5_000;

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
    private readonly nats: NatsRequester,
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

  /**
   * Tells the owners of the game's tickets whose results a correction changed and who were not told
   * yet, one correction at a time; rejects when a part was not stored (the rows stay untold).
   */
  async announceCorrections(game: GameId, working: () => void): Promise<void> {
    const pool = await this.database.pool();
    const { tickets, corrections } = this.database.tables;
    const { rows: untold } = await pool.query<{ draw_date: string; correction_key: string }>(
      `select distinct to_char(draw_date, 'YYYY-MM-DD') as draw_date, correction_key from ${corrections}
        where game = $1 and published_at is null order by 1, 2`,
      [game],
    );
    let recorded: Promise<DrawCorrection[]> | undefined;
    for (const { draw_date: drawDate, correction_key: key } of untold) {
      const { rows } = await pool.query<{ ticket_id: string; user_id: string }>(
        `select c.ticket_id, t.user_id from ${corrections} c join ${tickets} t on t.id = c.ticket_id
          where c.game = $1 and c.draw_date = $2::date and c.correction_key = $3 and c.published_at is null`,
        [game, drawDate, key],
      );
      if (rows.length === 0) continue;
      recorded ??= this.recordedCorrections(game);
      const draw = (await recorded).find((correction) => correction.drawDate === drawDate);
      const users = [...new Set(rows.map((row) => row.user_id))].sort();
      const events = resultsEvents(game, drawDate, users, this.config.RESULTS_USERS_PER_EVENT, { id: key, ...(draw ? { draw } : {}) });
      for (const event of events) {
        await this.publish(event);
        working();
      }
      await pool.query(`update ${corrections} set published_at = now() where game = $1 and draw_date = $2::date and correction_key = $3 and ticket_id = any($4::uuid[])`, [
        game,
        drawDate,
        key,
        rows.map((row) => row.ticket_id),
      ]);
      this.logger.log(`${game} ${drawDate}: a correction (${key}) told to ${users.length} players in ${events.length} events`);
    }
    if (untold.length > 0) await pool.query(`delete from ${corrections} where published_at < now() - make_interval(days => $1)`, [TOLD_CORRECTIONS_KEPT_DAYS]);
  }

  /** The game's newest corrections as the draws service keeps them; none when it does not answer (the players are told without the values). */
  private async recordedCorrections(game: GameId): Promise<DrawCorrection[]> {
    try {
      return (await this.nats.request(SUBJECTS.drawsCorrections, { game }, { schema: drawCorrectionsResponseSchema, timeoutMs: CORRECTIONS_TIMEOUT_MS })).corrections;
    } catch (error) {
      this.logger.warn(`${game}: draws.corrections did not answer, corrections told without their values: ${String(error)}`);
      return [];
    }
  }

  private async publish(event: TicketResultsEvent): Promise<void> {
    const msgId = resultsEventMsgId(event);
    const ack = await this.stream.publish(ticketResultsSubject(event.game), JSON.stringify(event), msgId);
    if (ack.duplicate) this.logger.log(`${msgId} was already in ${ack.stream} (duplicate publish ignored by JetStream)`);
  }
}
