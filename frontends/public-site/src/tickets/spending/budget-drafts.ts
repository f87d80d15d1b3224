import type { Budget, LimitsUpdate } from '@pickwise/api-client/spending';
import { CURRENCY_CODES, type CurrencyCode } from '@pickwise/lottery';

/** What the form's two fields of one currency hold, as typed. */
export interface BudgetDraft {
  weekly: string;
  monthly: string;
}

/** A currency the account has never set a budget in: none, nothing spent. */
export const noBudget = (currency: CurrencyCode): Budget => ({ currency, weekly: null, monthly: null, spentThisWeek: 0, spentThisMonth: 0, pending: null });

/** The budgets of every currency, those the account has not set as none. */
export function budgetsByCurrency(budgets: readonly Budget[]): Budget[] {
  return CURRENCY_CODES.map((currency) => budgets.find((budget) => budget.currency === currency) ?? noBudget(currency));
}

/** What a budget will be once any waiting raise applies: what the form starts from and compares with. */
function intended(budget: Budget): { weekly: number | null; monthly: number | null } {
  return budget.pending ?? budget;
}

const fieldText = (amount: number | null) => (amount === null ? '' : String(amount));

export function draftOf(budget: Budget): BudgetDraft {
  const { weekly, monthly } = intended(budget);
  return { weekly: fieldText(weekly), monthly: fieldText(monthly) };
}

/**
 * A typed amount: null for an empty field (no budget), undefined when it is not an amount of 0 or
 * more with at most two decimals. A comma is read as the decimal mark (Spanish). The server checks
 * the upper limit and says so.
 */
export function parseBudget(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(',', '.'));
}

export type BudgetField = keyof BudgetDraft;

/**
 * PUT /api/limits `budgets` for the currencies the player changed (each compared with what it will
 * be, a waiting raise included), or the fields that are not amounts.
 */
export function budgetChanges(budgets: readonly Budget[], drafts: Partial<Record<CurrencyCode, BudgetDraft>>):
  | { ok: true; budgets: NonNullable<LimitsUpdate['budgets']> }
  | { ok: false; invalid: Array<{ currency: CurrencyCode; field: BudgetField }> } {
  const changed: NonNullable<LimitsUpdate['budgets']> = [];
  const invalid: Array<{ currency: CurrencyCode; field: BudgetField }> = [];
  for (const budget of budgetsByCurrency(budgets)) {
    const draft = drafts[budget.currency];
    if (!draft) continue;
    const weekly = parseBudget(draft.weekly);
    const monthly = parseBudget(draft.monthly);
    if (weekly === undefined) invalid.push({ currency: budget.currency, field: 'weekly' });
    if (monthly === undefined) invalid.push({ currency: budget.currency, field: 'monthly' });
    if (weekly === undefined || monthly === undefined) continue;
    const now = intended(budget);
    if (weekly !== now.weekly || monthly !== now.monthly) changed.push({ currency: budget.currency, weekly, monthly });
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, budgets: changed };
}
