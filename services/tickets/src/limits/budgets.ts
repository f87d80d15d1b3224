import { Injectable } from '@nestjs/common';
import { CURRENCY_CODES, budgetInForce, monthOf, weekOf, type BudgetState, type CurrencyCode } from '@pickwise/lottery';
import { TicketsDatabase, type Sql } from '../database/tickets-database.js';

interface BudgetRow {
  currency: CurrencyCode;
  weekly: number | null;
  monthly: number | null;
  pending_weekly: number | null;
  pending_monthly: number | null;
  /** As the pool's type parsers give it (text); read with `new Date`. */
  pending_effective_at: string | Date | null;
}

const NO_BUDGET: BudgetState = { weekly: null, monthly: null, pending: null };

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
const monthEnd = (month: string) => isoDate(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)));
export const money = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;
export const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** What is spent per week (keyed by its Monday) and per month, from covered draws' dates. */
export interface PeriodSpend {
  weeks: Map<string, number>;
  months: Map<string, number>;
}

function addSpend(spend: PeriodSpend, date: string, amount: number): void {
  spend.weeks.set(weekOf(date), (spend.weeks.get(weekOf(date)) ?? 0) + amount);
  spend.months.set(monthOf(date), (spend.months.get(monthOf(date)) ?? 0) + amount);
}

/** The player's budgets per currency, and the spending they are held against. */
@Injectable()
export class Budgets {
  constructor(private readonly database: TicketsDatabase) {}

  /** Every currency's budgets as stored (a pending change not yet applied). */
  async stored(sql: Sql, userId: string): Promise<Map<CurrencyCode, BudgetState>> {
    const { rows } = await sql.query<BudgetRow>(
      `select currency, weekly::float8, monthly::float8, pending_weekly::float8, pending_monthly::float8, pending_effective_at
         from ${this.database.tables.budgets} where user_id = $1`,
      [userId],
    );
    const budgets = new Map<CurrencyCode, BudgetState>(CURRENCY_CODES.map((currency) => [currency, NO_BUDGET]));
    for (const row of rows) {
      budgets.set(row.currency, {
        weekly: row.weekly,
        monthly: row.monthly,
        pending: row.pending_effective_at ? { weekly: row.pending_weekly, monthly: row.pending_monthly, effectiveAt: new Date(row.pending_effective_at) } : null,
      });
    }
    return budgets;
  }

  async inForce(sql: Sql, userId: string, currency: CurrencyCode, now: Date): Promise<BudgetState> {
    return budgetInForce((await this.stored(sql, userId)).get(currency) ?? NO_BUDGET, now);
  }

  /**
   * The player's spending in one currency on the covered draws from `from` to `to`, by week and
   * month, `excludeTicketId` left out: their saved tickets, and their share of each sealed pool
   * record they are counted in (issue 36, `pool_spend_shares`).
   */
  async spend(sql: Sql, userId: string, currency: CurrencyCode, from: string, to: string, excludeTicketId?: string): Promise<PeriodSpend> {
    const { rows } = await sql.query<{ date: string; spent: number }>(
      `select o.draw_date::text as date, sum(o.cost)::float8 as spent from (
         select c.draw_date, c.cost
           from ${this.database.drawCosts} c
          where c.user_id = $1 and c.currency = $2 and c.draw_date between $3::date and $4::date and ($5::uuid is null or c.ticket_id <> $5::uuid)
         union all
         select s.draw_date, s.amount_minor / 100.0
           from ${this.database.tables.poolSpendShares} s
          where s.user_id = $1 and s.currency = $2 and s.draw_date between $3::date and $4::date
       ) o
       group by o.draw_date`,
      [userId, currency, from, to, excludeTicketId ?? null],
    );
    const spend: PeriodSpend = { weeks: new Map(), months: new Map() };
    for (const row of rows) addSpend(spend, row.date, row.spent);
    return spend;
  }

  /** The first and last day of the weeks and months the dates fall in. */
  static periodsAround(dates: readonly string[]): { from: string; to: string } {
    const first = dates[0]!;
    const last = dates.at(-1)!;
    const from = [weekOf(first), `${monthOf(first)}-01`].sort()[0]!;
    const to = [addDays(weekOf(last), 6), monthEnd(monthOf(last))].sort()[1]!;
    return { from, to };
  }

  /**
   * Why a ticket costing `costPerDraw` on each of `dates` would take a week's or a month's spending
   * in its currency over the budget in force; undefined when it would not. Run inside the saving
   * transaction, after the player's lock, so two saves at once cannot both pass.
   */
  async overBudget(sql: Sql, userId: string, currency: CurrencyCode, dates: readonly string[], costPerDraw: number, now: Date, excludeTicketId?: string): Promise<string | undefined> {
    const budget = await this.inForce(sql, userId, currency, now);
    if (budget.weekly === null && budget.monthly === null) return undefined;
    const { from, to } = Budgets.periodsAround(dates);
    const before = await this.spend(sql, userId, currency, from, to, excludeTicketId);
    const added: PeriodSpend = { weeks: new Map(), months: new Map() };
    for (const date of dates) addSpend(added, date, costPerDraw);
    const over = (kind: 'weekly' | 'monthly', limit: number | null, periods: Map<string, number>, spent: Map<string, number>) => {
      if (limit === null) return undefined;
      for (const [period, amount] of periods) {
        const already = roundCents(spent.get(period) ?? 0);
        const total = roundCents(already + amount);
        if (total > limit) {
          const name = kind === 'weekly' ? `the week of ${period}` : `the month ${period}`;
          return `Over your ${kind} budget of ${money(currency, limit)}: ${name} would reach ${money(currency, total)} with this ticket (${money(currency, already)} already on your tickets and pools, this ticket ${money(currency, roundCents(amount))})`;
        }
      }
      return undefined;
    };
    return over('weekly', budget.weekly, added.weeks, before.weeks) ?? over('monthly', budget.monthly, added.months, before.months);
  }
}
