import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { GameId } from '@pickwise/lottery';
import { DrawChecker } from '../checking/draw-checker.js';
import { DrawStatuses } from '../checking/draw-statuses.js';
import { CoveredDraws } from '../covered-draws/covered-draws.js';
import { TicketsDatabase } from '../database/tickets-database.js';

/** A saved ticket whose already-stored draws are to be checked, as the row stood when it was read. */
export interface UncheckedTicket {
  id: string;
  game: GameId;
  firstDrawDate: string;
  lastDrawDate: string;
  draws: number;
  /** The row's `updated_at` (text): the mark is set only if the ticket has not changed since. */
  updatedAt: string;
}

/** How often the sweep looks for tickets saved without their stored draws checked. */
const SWEEP_INTERVAL_MS = 60_000;
/** A ticket this recent may still be checked by the request that saved it. */
const SWEEP_GRACE_SECONDS = 30;
const SWEEP_BATCH = 100;

/**
 * Checks a ticket against the draws that were in the history when it was saved. A save commits the
 * ticket, then checks (a draw stored meanwhile is among those read, one stored later finds the
 * ticket through its event), asks the status of draws whose status it does not know yet, and marks
 * `stored_draws_checked_at`. Whatever stops that in between (the
 * replica dies, the draws service does not answer) leaves the mark null, and the sweep, on every
 * replica once a minute, checks those tickets again: the checker is idempotent, so two replicas
 * sweeping the same ticket store its results once.
 */
@Injectable()
export class StoredDrawsCheck {
  private readonly logger = new Logger(StoredDrawsCheck.name);
  private sweeping = false;

  constructor(
    private readonly database: TicketsDatabase,
    private readonly covered: CoveredDraws,
    private readonly checker: DrawChecker,
    private readonly statuses: DrawStatuses,
  ) {}

  /** Checks the ticket's stored draws and marks it checked; rejects (mark left null) when that fails. */
  async run(ticket: UncheckedTicket): Promise<void> {
    const stored = await this.covered.stored({ game: ticket.game, from: ticket.firstDrawDate, to: ticket.lastDrawDate, limit: ticket.draws * 4 });
    if (stored.length > 0) {
      await this.checker.checkDraws(ticket.game, stored, { ticketId: ticket.id });
      // Draws no event checked before (a ticket saved over older draws) have no status yet.
      await this.statuses.refreshUnknown(
        ticket.game,
        stored.map((draw) => draw.draw_date),
      );
    }
    const pool = await this.database.pool();
    await pool.query(`update ${this.database.tables.tickets} set stored_draws_checked_at = now() where id = $1 and updated_at = $2::timestamptz`, [ticket.id, ticket.updatedAt]);
  }

  /** `run`, a failure logged: the sweep checks the ticket again. */
  async runOrLeaveToSweep(ticket: UncheckedTicket): Promise<void> {
    await this.run(ticket).catch((error: unknown) =>
      this.logger.warn(`ticket ${ticket.id}: checking its stored draws failed, the sweep will check it again: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  @Interval('tickets-stored-draws-sweep', SWEEP_INTERVAL_MS)
  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const pool = await this.database.pool();
      const { rows } = await pool.query<UncheckedTicket>(
        `select id, game, first_draw_date::text as "firstDrawDate", last_draw_date::text as "lastDrawDate", draws, updated_at::text as "updatedAt"
           from ${this.database.tables.tickets}
          where stored_draws_checked_at is null and updated_at < now() - make_interval(secs => $1)
          order by updated_at
          limit $2`,
        [SWEEP_GRACE_SECONDS, SWEEP_BATCH],
      );
      for (const ticket of rows) await this.runOrLeaveToSweep(ticket);
      if (rows.length > 0) this.logger.log(`checked the stored draws of ${rows.length} ticket(s) left unchecked by their save`);
      return rows.length;
    } finally {
      this.sweeping = false;
    }
  }
}
