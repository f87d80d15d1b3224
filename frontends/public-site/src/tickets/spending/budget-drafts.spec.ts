import { describe, expect, it } from '@jest/globals';
import type { Budget } from '@pickwise/api-client/spending';
import { budgetChanges, budgetsByCurrency, draftOf, parseBudget } from './budget-drafts.js';

const usd = (over: Partial<Budget> = {}): Budget => ({ currency: 'USD', weekly: 20, monthly: 60, spentThisWeek: 4, spentThisMonth: 12, pending: null, ...over });

describe('parseBudget', () => {
  it('reads amounts with a point or a comma, and an empty field as no budget', () => {
    expect(parseBudget(' 25 ')).toBe(25);
    expect(parseBudget('12.5')).toBe(12.5);
    expect(parseBudget('12,05')).toBe(12.05);
    expect(parseBudget('')).toBeNull();
  });

  it('refuses what is not an amount of 0 or more with at most two decimals', () => {
    for (const text of ['-5', '1.234', 'ten', '1e3', '1,000.50', '.5']) expect(parseBudget(text)).toBeUndefined();
  });
});

describe('budgetsByCurrency', () => {
  it('lists every currency, with no budget where the account has none', () => {
    const budgets = budgetsByCurrency([usd()]);
    expect(budgets.map((budget) => budget.currency)).toEqual(['USD', 'EUR', 'GBP']);
    expect(budgets[1]).toEqual({ currency: 'EUR', weekly: null, monthly: null, spentThisWeek: 0, spentThisMonth: 0, pending: null });
  });
});

describe('budgetChanges', () => {
  it('sends only the currencies whose budgets changed, an emptied field as null', () => {
    const result = budgetChanges([usd()], { USD: { weekly: '20', monthly: '' }, EUR: { weekly: '', monthly: '' }, GBP: { weekly: '10', monthly: '' } });
    expect(result).toEqual({ ok: true, budgets: [{ currency: 'USD', weekly: 20, monthly: null }, { currency: 'GBP', weekly: 10, monthly: null }] });
  });

  it('compares with a waiting raise: the form starts from it, and going back to today’s budget is a change', () => {
    const raising = usd({ pending: { weekly: 50, monthly: 60, effectiveAt: '2026-11-27T12:00:00.000Z' } });
    expect(draftOf(raising)).toEqual({ weekly: '50', monthly: '60' });
    expect(budgetChanges([raising], { USD: draftOf(raising) })).toEqual({ ok: true, budgets: [] });
    expect(budgetChanges([raising], { USD: { weekly: '20', monthly: '60' } })).toEqual({ ok: true, budgets: [{ currency: 'USD', weekly: 20, monthly: 60 }] });
  });

  it('names every field that is not an amount and sends nothing', () => {
    expect(budgetChanges([usd()], { USD: { weekly: 'abc', monthly: '60' }, EUR: { weekly: '', monthly: '-1' } })).toEqual({
      ok: false,
      invalid: [{ currency: 'USD', field: 'weekly' }, { currency: 'EUR', field: 'monthly' }],
    });
  });
});
