/**
 * The rules of a player's spending, for the ledger and the budgets alike: what a line is expected to
 * return on a draw, the week and month a draw's spending falls in, and how a budget change takes
 * effect (responsible play as the UK and Irish lotteries set it: a lower budget at once, a higher
 * one, or none, only after a cooling-off delay).
 */
import type { Game } from '../games.js';
import { DEFAULT_CASH_SHARE, expectedValue } from '../prizes/expected-value.js';
import type { PrizeTable } from '../prizes/types.js';

/**
 * What one line is expected to win on a draw, before tax, as the odds page's calculator computes it
 * with its defaults (annuity, the table's ticket price for the sales estimate): the draw's jackpot
 * where it is known in the game's currency, else the game's static estimate.
 */
export function lineExpectedValue(game: Game, table: PrizeTable, drawJackpot: number | null): number {
  const jackpot = drawJackpot ?? game.estimatedJackpot;
  return expectedValue({ table, jackpot, ticketPrice: table.ticketPrice, payout: 'annuity', cashShare: DEFAULT_CASH_SHARE, taxRate: 0 }).perTicket;
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** The Monday (yyyy-mm-dd) of the week, Monday to Sunday, a draw date falls in. */
export function weekOf(date: string): string {
  const day = utcDate(date);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The month (yyyy-mm) of a draw date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** One currency's weekly and monthly budgets; null: none. */
export interface BudgetAmounts {
  weekly: number | null;
  monthly: number | null;
}

export interface BudgetState extends BudgetAmounts {
  /** The budgets as they will stand once a raise (or removal) waits out its delay. */
  pending: (BudgetAmounts & { effectiveAt: Date }) | null;
}

/** The budgets in force at `now`: a pending change whose time has come applies. */
export function budgetInForce(state: BudgetState, now: Date): BudgetState {
  if (state.pending && state.pending.effectiveAt.getTime() <= now.getTime()) return { weekly: state.pending.weekly, monthly: state.pending.monthly, pending: null };
  return state;
}

/** Whether going from `current` to `wanted` loosens a budget: a higher amount, or none where there was one. */
const loosens = (current: number | null, wanted: number | null) => current !== null && (wanted === null || wanted > current);

/**
 * The state after the player asks for `wanted` at `now`: each budget lowered (or set where there was
 * none) takes effect at once; each raised or removed waits `raiseDelayMs`. The same raise asked again
 * keeps its original time, so asking twice does not push it back.
 */
export function changeBudget(state: BudgetState, wanted: BudgetAmounts, now: Date, raiseDelayMs: number): BudgetState {
  const current = budgetInForce(state, now);
  const weekly = loosens(current.weekly, wanted.weekly) ? current.weekly : wanted.weekly;
  const monthly = loosens(current.monthly, wanted.monthly) ? current.monthly : wanted.monthly;
  if (weekly === wanted.weekly && monthly === wanted.monthly) return { weekly, monthly, pending: null };
  const earlier = current.pending;
  const sameAsEarlier = earlier !== null && earlier.weekly === wanted.weekly && earlier.monthly === wanted.monthly;
  const effectiveAt = sameAsEarlier ? earlier.effectiveAt : new Date(now.getTime() + raiseDelayMs);
  return { weekly, monthly, pending: { weekly: wanted.weekly, monthly: wanted.monthly, effectiveAt } };
}
