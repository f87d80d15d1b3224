import { Injectable } from '@nestjs/common';
import { splitPrize, type CurrencyCode, type ShareHolder } from '@pickwise/lottery';
import type { Sql } from '../database/tickets-database.js';
import { TicketsDatabase } from '../database/tickets-database.js';
import { Budgets } from '../limits/budgets.js';

/** A member who would count in a draw: their seat in the record, and whose account it is. */
export interface Seat extends ShareHolder {
  userId: string;
}

/** A member account's standing: My tickets' pause on, a budget in the draw's currency. */
export interface SeatStanding {
  userId: string;
  paused: boolean;
  budgeted: boolean;
}

/**
 * What a seal knows before it seats: the members' standing (read in its own query), and the spend
 * shares in the draw's currency on its date of the records sealed before in the same batch, by
 * account, which are not stored yet so the budgets do not read them.
 */
export interface SealingContext {
  standing: readonly SeatStanding[];
  unstoredSpend: ReadonlyMap<string, number>;
}

/** Why a member who agreed sits a draw out: My tickets' pause is on, or their share would pass a budget. */
export type SittingOut = { memberId: string; reason: 'paused' | 'budget' };

/**
 * Who counts in a pool's draw (issue 36) among the active members who accepted the agreement in
 * force: a member whose My tickets pause is on sits it out, and so does one whose share of the
 * draw's spend (split by the stated rule) would take a week's or month's spending in the game's
 * currency over their budget, with their saved tickets and other pools. Leaving one out raises the
 * others' shares, so the check runs again until nobody more sits out.
 */
@Injectable()
export class PoolSeats {
  constructor(
    private readonly database: TicketsDatabase,
    private readonly budgets: Budgets,
  ) {}

  /**
   * The two facts about a member's account the seat depends on, as SQL columns for the account id
   * `userId` (an SQL expression) and the currency `currency` (a parameter): whether My tickets'
   * pause is on, and whether they have a budget in the currency at all (one with none is never over
   * it, so only the others' spending is read). The seal reads them in its own query; `seated` reads
   * them itself when it is not given them.
   */
  standingColumns(userId: string, currency: string): string {
    const { playerLimits, budgets } = this.database.tables;
    return `exists (select 1 from ${playerLimits} l where l.user_id = ${userId} and l.paused) as paused,
            exists (select 1 from ${budgets} b where b.user_id = ${userId} and b.currency = ${currency}) as budgeted`;
  }

  async seated(
    sql: Sql,
    seats: readonly Seat[],
    currency: CurrencyCode,
    date: string,
    spendMinor: number,
    now: Date,
    sealing?: SealingContext,
  ): Promise<{ counted: Seat[]; sittingOut: SittingOut[] }> {
    const sittingOut: SittingOut[] = [];
    // One round trip for every seat, not one per member.
    const rows =
      sealing?.standing ??
      (
        await sql.query<SeatStanding>(`select u.user_id::text as "userId", ${this.standingColumns('u.user_id', '$2')} from unnest($1::uuid[]) as u(user_id)`, [
          seats.map((seat) => seat.userId),
          currency,
        ])
      ).rows;
    const paused = new Set(rows.filter((row) => row.paused).map((row) => row.userId));
    const budgeted = new Set(rows.filter((row) => row.budgeted).map((row) => row.userId));
    let counted = seats.filter((seat) => {
      if (!paused.has(seat.userId)) return true;
      sittingOut.push({ memberId: seat.memberId, reason: 'paused' });
      return false;
    });
    while (counted.length > 0 && spendMinor > 0) {
      const parts = splitPrize(spendMinor, counted);
      const over: Seat[] = [];
      for (const [index, seat] of counted.entries()) {
        if (!budgeted.has(seat.userId)) continue;
        const unstored = sealing?.unstoredSpend.get(seat.userId) ?? 0;
        if (await this.budgets.overBudget(sql, seat.userId, currency, [date], (parts[index]!.amount + unstored) / 100, now)) over.push(seat);
      }
      if (over.length === 0) break;
      for (const seat of over) sittingOut.push({ memberId: seat.memberId, reason: 'budget' });
      counted = counted.filter((seat) => !over.includes(seat));
    }
    return { counted, sittingOut };
  }
}
