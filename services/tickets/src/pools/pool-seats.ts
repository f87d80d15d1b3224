import { Injectable } from '@nestjs/common';
import { splitPrize, type CurrencyCode, type ShareHolder } from '@pickwise/lottery';
import type { Sql } from '../database/tickets-database.js';
import { TicketsDatabase } from '../database/tickets-database.js';
import { Budgets } from '../limits/budgets.js';

/** A member who would count in a draw: their seat in the record, and whose account it is. */
export interface Seat extends ShareHolder {
  userId: string;
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

  async seated(sql: Sql, seats: readonly Seat[], currency: CurrencyCode, date: string, spendMinor: number, now: Date): Promise<{ counted: Seat[]; sittingOut: SittingOut[] }> {
    const sittingOut: SittingOut[] = [];
    const { playerLimits, budgets } = this.database.tables;
    // One round trip for every seat: who is paused, and who has a budget in the currency at all. A
    // member with none is never over it, so only the others' spending is read (a seal of 20 members
    // made 20 queries here, one per member, most finding no budget).
    const { rows } = await sql.query<{ user_id: string; paused: boolean; budgeted: boolean }>(
      `select u.user_id::text,
              exists (select 1 from ${playerLimits} l where l.user_id = u.user_id and l.paused) as paused,
              exists (select 1 from ${budgets} b where b.user_id = u.user_id and b.currency = $2) as budgeted
         from unnest($1::uuid[]) as u(user_id)`,
      [seats.map((seat) => seat.userId), currency],
    );
    const paused = new Set(rows.filter((row) => row.paused).map((row) => row.user_id));
    const budgeted = new Set(rows.filter((row) => row.budgeted).map((row) => row.user_id));
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
        if (await this.budgets.overBudget(sql, seat.userId, currency, [date], parts[index]!.amount / 100, now)) over.push(seat);
      }
      if (over.length === 0) break;
      for (const seat of over) sittingOut.push({ memberId: seat.memberId, reason: 'budget' });
      counted = counted.filter((seat) => !over.includes(seat));
    }
    return { counted, sittingOut };
  }
}
