import { Injectable } from '@nestjs/common';
import type { LedgerRow, SignedInCaller, TicketsSummary } from '@pickwise/contracts';
import { findGame, lineExpectedValue, monthOf, prizeTableOn, type CurrencyCode, type GameId } from '@pickwise/lottery';
import { TicketsDatabase } from '../database/tickets-database.js';
import { roundCents } from '../limits/budgets.js';

/** One game's covered draw on one date across the player's tickets. */
interface DrawRow {
  game: GameId;
  currency: CurrencyCode;
  date: string;
  spent: number;
  lines: number;
  jackpot: number | null;
  checked: boolean;
  won: number;
  wins_without_amount: number;
}

/** The spend ledger: what the player's tickets cost, won and were expected to lose, per month and game. */
@Injectable()
export class LedgerService {
  constructor(private readonly database: TicketsDatabase) {}

  async summary(caller: SignedInCaller): Promise<TicketsSummary> {
    const { tickets, results, checkedDraws } = this.database.tables;
    const pool = await this.database.pool();
    const { rows } = await pool.query<DrawRow>(
      `with covered as (
         select c.game, c.currency, c.draw_date, sum(c.cost) as spent, sum(c.lines) as lines
           from ${this.database.drawCosts} c
          where c.user_id = $1
          group by c.game, c.currency, c.draw_date
       ),
       outcomes as (
         select t.game, r.draw_date,
                sum(r.prize_amount) filter (where r.prize_kind = 'fixed') as won,
                count(*) filter (where r.prize_kind in ('jackpot', 'pari-mutuel')) as wins_without_amount
           from ${results} r join ${tickets} t on t.id = r.ticket_id
          where t.user_id = $1
          group by t.game, r.draw_date
       )
       select c.game, c.currency, c.draw_date::text as date, c.spent::float8, c.lines::int, k.jackpot::float8,
              o.draw_date is not null as checked, coalesce(o.won, 0)::float8 as won, coalesce(o.wins_without_amount, 0)::int as wins_without_amount
         from covered c
         left join outcomes o on o.game = c.game and o.draw_date = c.draw_date
         left join ${checkedDraws} k on k.game = c.game and k.draw_date = c.draw_date`,
      [caller.userId],
    );
    const months = new Map<string, LedgerRow>();
    const expectedValues = new Map<string, number>();
    for (const row of rows) {
      const key = `${monthOf(row.date)}|${row.game}`;
      const month = months.get(key) ?? { month: monthOf(row.date), game: row.game, currency: row.currency, spent: 0, won: 0, winsWithoutAmount: 0, expectedLoss: 0, drawsChecked: 0, drawsPending: 0 };
      months.set(key, month);
      month.spent += row.spent;
      month.won += row.won;
      month.winsWithoutAmount += row.wins_without_amount;
      if (row.checked) month.drawsChecked += 1;
      else month.drawsPending += 1;
      const game = findGame(row.game);
      const table = prizeTableOn(row.game, row.date);
      // A date without a known prize table has no expected value to set against its cost.
      if (!game || !table) continue;
      const evKey = `${row.game}|${table.since}|${row.jackpot}`;
      let perLine = expectedValues.get(evKey);
      if (perLine === undefined) expectedValues.set(evKey, (perLine = lineExpectedValue(game, table, row.jackpot)));
      month.expectedLoss += row.spent - row.lines * perLine;
    }
    const ledger = [...months.values()]
      .map((month) => ({ ...month, spent: roundCents(month.spent), won: roundCents(month.won), expectedLoss: roundCents(month.expectedLoss) }))
      .sort((a, b) => b.month.localeCompare(a.month) || a.game.localeCompare(b.game));
    const totals = new Map<CurrencyCode, TicketsSummary['totals'][number]>();
    for (const month of ledger) {
      const total = totals.get(month.currency) ?? { currency: month.currency, spent: 0, won: 0, winsWithoutAmount: 0, expectedLoss: 0 };
      totals.set(month.currency, total);
      total.spent = roundCents(total.spent + month.spent);
      total.won = roundCents(total.won + month.won);
      total.winsWithoutAmount += month.winsWithoutAmount;
      total.expectedLoss = roundCents(total.expectedLoss + month.expectedLoss);
    }
    return { months: ledger, totals: [...totals.values()] };
  }
}
