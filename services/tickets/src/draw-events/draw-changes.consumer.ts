import { Inject, Injectable } from '@nestjs/common';
import type { JsMsg } from '@nats-io/jetstream';
import { DRAW_CHANGES_STREAM_SETTINGS, SUBJECTS, drawChangesDurable, drawsRangeResponseSchema, drawsUpsertedEventSchema, type DrawsUpsertedEvent } from '@pickwise/contracts';
import { findGame, type Game, type GameId } from '@pickwise/lottery';
import { APP_CONFIG, DurableStreamConsumer, JetStreamConnection, NatsRequester } from '@pickwise/nest-kit';
import { DrawChecker } from '../checking/draw-checker.js';
import { DrawStatuses } from '../checking/draw-statuses.js';
import { PoolNotices } from '../pools/pool-notices.js';
import type { TicketsConfig } from '../config.js';
import { TicketsDatabase } from '../database/tickets-database.js';
import { startDrawCheck } from './draw-check-metrics.js';
import { ResultsAnnouncer, correctionKey, oldestRecentDrawDate } from './results-announcer.js';
import { RANGE_PAGE, storedDrawsOfDates } from './stored-draws-of-dates.js';

/** Wait before an event whose check failed (draws service or PostgreSQL unreachable) is offered again. */
const RETRY_DELAY_MS = 5_000;
/** A page of draws is read from the draws service's table in milliseconds; the margin is for a busy replica. */
const RANGE_TIMEOUT_MS = 10_000;

/**
 * Durable pull consumer of DRAW_CHANGES (`draws.upserted.<game>`), shared by the service's replicas:
 * for an event naming changed draw dates, the stored draws of those dates are read from the draws
 * service and every saved line covering them is checked (DrawChecker stores a result once per line
 * and draw, so a redelivered event changes nothing). The event is acknowledged only once the results
 * are stored and, for a draw of the last days, announced to the players (ResultsAnnouncer); a
 * failure of either is offered again after RETRY_DELAY_MS. The event is the correction of a draw
 * it changes: the tickets whose results it changed on a recent draw are recorded with the check
 * and their owners told (ResultsAnnouncer.announceCorrections). The checked draws' statuses are
 * asked after the check, and an event saying statuses changed (`statusChanged`, no dates for them)
 * asks again those of the game's recent draws not verified (DrawStatuses). An event without dates
 * or status changes (published before draws named them) has nothing to check; a message that is
 * no event is terminated.
 */
@Injectable()
export class DrawChangesConsumer extends DurableStreamConsumer<typeof drawsUpsertedEventSchema, Game> {
  constructor(
    connection: JetStreamConnection,
    private readonly nats: NatsRequester,
    private readonly checker: DrawChecker,
    private readonly statuses: DrawStatuses,
    private readonly database: TicketsDatabase,
    private readonly results: ResultsAnnouncer,
    private readonly poolNotices: PoolNotices,
    @Inject(APP_CONFIG) config: Pick<TicketsConfig, 'TICKETS_CONSUMER'>,
  ) {
    super(connection, {
      stream: DRAW_CHANGES_STREAM_SETTINGS,
      durable: drawChangesDurable(config.TICKETS_CONSUMER),
      maxMessages: 8,
      schema: drawsUpsertedEventSchema,
      nestEvent: true,
      findGame,
    });
  }

  protected async handleGame(message: JsMsg, event: DrawsUpsertedEvent, game: Game): Promise<void> {
    if (!event.dates?.length && !event.statusChanged) {
      await this.acknowledge(message);
      return;
    }
    const finish = startDrawCheck(game.id);
    try {
      const checked = { draws: 0, lines: 0, corrected: 0 };
      const checkedDates = new Set<string>();
      const dates = await this.coveredDates(game.id, event.dates ?? []);
      const readPage = async (from: string, to: string) =>
        (await this.nats.request(SUBJECTS.drawsRange, { game: game.id, from, to, limit: RANGE_PAGE }, { schema: drawsRangeResponseSchema, timeoutMs: RANGE_TIMEOUT_MS })).draws;
      // Only a recent draw's correction is told, as only a recent draw's results are announced.
      const correction = { key: correctionKey(event), from: oldestRecentDrawDate(new Date()) };
      for await (const draws of storedDrawsOfDates(dates, readPage)) {
        if (draws.length === 0) continue;
        const { linesChecked, ticketsCorrected } = await this.checker.checkDraws(game.id, draws, { correction });
        const pools = await this.checker.checkDraws(game.id, draws, { tickets: 'pool' });
        checked.draws += draws.length;
        checked.lines += linesChecked + pools.linesChecked;
        checked.corrected += ticketsCorrected;
        for (const draw of draws) checkedDates.add(draw.draw_date);
        // A long catch-up (a history seed names thousands of dates) keeps the event from being redelivered meanwhile.
        message.working();
      }
      await this.statuses.refresh(game.id, [...checkedDates]);
      if (event.statusChanged) await this.statuses.refreshUnverified(game.id);
      // Before the acknowledgement: a failed announcement offers the event again, like a failed check.
      await this.results.announce(game.id, [...checkedDates], () => message.working());
      await this.results.announceCorrections(game.id, () => message.working());
      await this.poolNotices.announceResults(game.id, [...checkedDates]);
      finish(checked);
      if (checked.lines > 0) this.logger.log(`${game.id}: ${checked.lines} lines checked against ${checked.draws} draws, ${checked.corrected} tickets' results corrected (run ${event.runId})`);
    } catch (error) {
      finish('failed');
      this.logger.error(`${game.id} run ${event.runId}: tickets not checked, retrying in ${RETRY_DELAY_MS} ms: ${String(error)}`);
      message.nak(RETRY_DELAY_MS);
      return;
    }
    await this.acknowledge(message);
  }

  /**
   * The dates among `dates` that a saved ticket or a pool's ticket of the game covers, oldest first: a history seed
   * names every date of a game (thousands on a new database), and nearly all concern no ticket.
   * A ticket saved later checks the stored draws it covers itself.
   */
  private async coveredDates(game: GameId, dates: readonly string[]): Promise<string[]> {
    const { rows } = await (await this.database.pool()).query<{ date: string }>(
      `select distinct to_char(d, 'YYYY-MM-DD') as date from unnest($2::date[]) d
        where exists (select 1 from ${this.database.tables.tickets} t where t.game = $1 and t.first_draw_date <= d and t.last_draw_date >= d)
           or exists (select 1 from ${this.database.tables.poolTickets} t where t.game = $1 and t.draw_date = d)
        order by 1`,
      [game, dates],
    );
    return rows.map((row) => row.date);
  }
}
