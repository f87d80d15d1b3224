import { GAMES, findGame, type Game } from '../games.js';
import { expectedValue } from '../prizes/expected-value.js';
import { prizeTablesOf } from '../prizes/prize-tables.js';
import { budgetInForce, changeBudget, lineExpectedValue, monthOf, weekOf, type BudgetState } from './spending-rules.js';

const DAY = 24 * 3_600_000;
const now = new Date('2026-11-26T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const state = (weekly: number | null, monthly: number | null, pending: BudgetState['pending'] = null): BudgetState => ({ weekly, monthly, pending });

describe('weekOf and monthOf', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-29', '2026-11-23'], // Sunday
    ['2026-11-30', '2026-11-30'],
    ['2027-01-02', '2026-12-28'], // a week across the new year
  ])('%s falls in the week of Monday %s', (date, monday) => expect(weekOf(date)).toBe(monday));

  it('a month is the date’s yyyy-mm', () => expect(monthOf('2026-02-28')).toBe('2026-02'));
});

describe('changeBudget', () => {
  it('a lower budget, or one where there was none, takes effect at once', () => {
    expect(changeBudget(state(50, 200), { weekly: 20, monthly: 200 }, now, DAY)).toEqual(state(20, 200));
    expect(changeBudget(state(null, null), { weekly: 30, monthly: 100 }, now, DAY)).toEqual(state(30, 100));
  });

  it('a raise or a removal waits out the delay, while the rest changes at once', () => {
    expect(changeBudget(state(50, 200), { weekly: 80, monthly: 100 }, now, DAY)).toEqual(state(50, 100, { weekly: 80, monthly: 100, effectiveAt: later(DAY) }));
    expect(changeBudget(state(50, 200), { weekly: null, monthly: 200 }, now, DAY)).toEqual(state(50, 200, { weekly: null, monthly: 200, effectiveAt: later(DAY) }));
  });

  it('asking for the same raise again keeps its time; another raise starts the delay again', () => {
    const raised = changeBudget(state(50, null), { weekly: 80, monthly: null }, now, DAY);
    expect(changeBudget(raised, { weekly: 80, monthly: null }, later(DAY / 2), DAY).pending?.effectiveAt).toEqual(later(DAY));
    expect(changeBudget(raised, { weekly: 90, monthly: null }, later(DAY / 2), DAY).pending?.effectiveAt).toEqual(later(DAY + DAY / 2));
  });

  it('a lowering drops a pending raise of the same budget', () => {
    const raised = changeBudget(state(50, null), { weekly: 80, monthly: null }, now, DAY);
    expect(changeBudget(raised, { weekly: 40, monthly: null }, later(1_000), DAY)).toEqual(state(40, null));
  });

  it('a pending change applies once its time has come, not before', () => {
    const raised = state(50, 100, { weekly: 80, monthly: 100, effectiveAt: later(DAY) });
    expect(budgetInForce(raised, later(DAY - 1))).toBe(raised);
    expect(budgetInForce(raised, later(DAY))).toEqual(state(80, 100));
  });
});

describe('lineExpectedValue', () => {
  it.each(GAMES.flatMap((g) => prizeTablesOf(g.id).map((table) => [g.id, table.since, g, table] as const)))('%s, table of %s: the calculator’s value with the draw’s jackpot, else the estimate', (_id, _since, g: Game, table) => {
    const withEstimate = expectedValue({ table, jackpot: g.estimatedJackpot, ticketPrice: table.ticketPrice, payout: 'annuity', cashShare: 0.45, taxRate: 0 }).perTicket;
    expect(lineExpectedValue(g, table, null)).toBeCloseTo(withEstimate, 10);
    expect(lineExpectedValue(g, table, g.estimatedJackpot * 2)).toBeGreaterThan(withEstimate);
    expect(Number.isFinite(withEstimate) && withEstimate > 0).toBe(true);
  });

  it('Powerball at its estimate returns less than the $2 a line costs', () => {
    const powerball = findGame('powerball')!;
    expect(lineExpectedValue(powerball, prizeTablesOf('powerball').at(-1)!, null)).toBeLessThan(2);
  });
});
