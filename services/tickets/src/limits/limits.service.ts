import { Injectable } from '@nestjs/common';
import { BUDGET_RAISE_DELAY_MS, type Limits, type LimitsUpdate, type SignedInCaller } from '@pickwise/contracts';
import { CURRENCY_CODES, budgetInForce, changeBudget, monthOf, weekOf } from '@pickwise/lottery';
import { TicketsDatabase, type Sql } from '../database/tickets-database.js';
import { Budgets, roundCents } from './budgets.js';

/** The player's budgets per currency and the pause that hides jackpots. */
@Injectable()
export class LimitsService {
  constructor(
    private readonly database: TicketsDatabase,
    private readonly budgets: Budgets,
  ) {}

  async get(caller: SignedInCaller): Promise<Limits> {
    return this.read(await this.database.pool(), caller.userId, new Date());
  }

  /** What the player set (the export): the budgets of the currencies they kept one for, each as `get` shows it, and the pause. */
  async keptBy(caller: SignedInCaller): Promise<Limits> {
    const pool = await this.database.pool();
    const [limits, { rows }] = await Promise.all([
      this.read(pool, caller.userId, new Date()),
      pool.query<{ currency: string }>(`select currency from ${this.database.tables.budgets} where user_id = $1`, [caller.userId]),
    ]);
    const kept = new Set(rows.map((row) => row.currency));
    return { ...limits, budgets: limits.budgets.filter((budget) => kept.has(budget.currency)) };
  }

  /** Each budget named is lowered at once or raised (removed) after BUDGET_RAISE_DELAY_MS; the pause changes at once. */
  async update(caller: SignedInCaller, update: LimitsUpdate): Promise<Limits> {
    const now = new Date();
    return this.database.transaction(async (sql) => {
      await this.database.lockPlayer(sql, caller.userId);
      const stored = await this.budgets.stored(sql, caller.userId);
      for (const wanted of update.budgets ?? []) {
        const next = changeBudget(stored.get(wanted.currency)!, wanted, now, BUDGET_RAISE_DELAY_MS);
        await sql.query(
          `insert into ${this.database.tables.budgets} (user_id, currency, weekly, monthly, pending_weekly, pending_monthly, pending_effective_at)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (user_id, currency) do update
              set weekly = excluded.weekly, monthly = excluded.monthly, pending_weekly = excluded.pending_weekly,
                  pending_monthly = excluded.pending_monthly, pending_effective_at = excluded.pending_effective_at, updated_at = now()`,
          [caller.userId, wanted.currency, next.weekly, next.monthly, next.pending?.weekly ?? null, next.pending?.monthly ?? null, next.pending?.effectiveAt ?? null],
        );
      }
      if (update.paused !== undefined) {
        await sql.query(
          `insert into ${this.database.tables.playerLimits} (user_id, paused) values ($1, $2)
           on conflict (user_id) do update set paused = excluded.paused, updated_at = now()`,
          [caller.userId, update.paused],
        );
      }
      return this.read(sql, caller.userId, now);
    });
  }

  /** Which of `userIds` have the pause on (their jackpot messages are silenced). */
  async pausedAmong(userIds: readonly string[]): Promise<string[]> {
    const { rows } = await (await this.database.pool()).query<{ user_id: string }>(
      `select user_id from ${this.database.tables.playerLimits} where user_id = any($1::uuid[]) and paused`,
      [userIds],
    );
    return rows.map((row) => row.user_id);
  }

  private async read(sql: Sql, userId: string, now: Date): Promise<Limits> {
    const today = now.toISOString().slice(0, 10);
    const week = weekOf(today);
    const month = monthOf(today);
    const { from, to } = Budgets.periodsAround([today]);
    const stored = await this.budgets.stored(sql, userId);
    const budgets: Limits['budgets'] = [];
    // One after another: `sql` may be a transaction's single connection.
    for (const currency of CURRENCY_CODES) {
      const budget = budgetInForce(stored.get(currency)!, now);
      const spend = await this.budgets.spend(sql, userId, currency, from, to);
      budgets.push({
        currency,
        weekly: budget.weekly,
        monthly: budget.monthly,
        spentThisWeek: roundCents(spend.weeks.get(week) ?? 0),
        spentThisMonth: roundCents(spend.months.get(month) ?? 0),
        pending: budget.pending && { weekly: budget.pending.weekly, monthly: budget.pending.monthly, effectiveAt: budget.pending.effectiveAt.toISOString() },
      });
    }
    const { rows } = await sql.query<{ paused: boolean }>(`select paused from ${this.database.tables.playerLimits} where user_id = $1`, [userId]);
    return { budgets, paused: rows[0]?.paused ?? false };
  }
}
