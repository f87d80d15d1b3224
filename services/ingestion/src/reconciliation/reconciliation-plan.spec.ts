import type { PendingDraw } from '@pickwise/contracts';
import { RECONCILIATION_BACKOFF_MINUTES, nextAttemptAt, providersToAsk, unverifiedReason, type AttemptRecord } from './reconciliation-plan.js';

const now = new Date('2026-12-03T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const draw = (overrides: Partial<PendingDraw> = {}): PendingDraw => ({
  game: 'eurojackpot',
  drawDate: '2026-12-01',
  status: 'provisional',
  firstSeenAt: minutesAgo(10).toISOString(),
  providers: ['lottoland'],
  ...overrides,
});
const attempt = (outcome: AttemptRecord['outcome'], nextAttemptInMinutes: number, attempts = 1): AttemptRecord => ({
  attempts,
  outcome,
  nextAttemptAt: new Date(now.getTime() + nextAttemptInMinutes * 60_000),
});

describe('nextAttemptAt', () => {
  it('waits longer after each answer without the draw, then keeps the last wait', () => {
    const waits = [1, 2, 3, 7, 8, 20].map((attempts) => (nextAttemptAt(attempts, now).getTime() - now.getTime()) / 60_000);
    expect(waits).toEqual([5, 10, 20, 240, 240, 240]);
    expect(RECONCILIATION_BACKOFF_MINUTES.at(-1)).toBe(240);
  });
});

describe('providersToAsk', () => {
  const usable = ['lottoland', 'magayo'];

  it('asks the providers that have not reported the draw, in the game’s order', () => {
    expect(providersToAsk(draw(), usable, new Map(), now)).toEqual(['magayo']);
    expect(providersToAsk(draw({ game: 'euromillions', providers: ['uk-national-lottery'] }), ['euromillions-api', 'uk-national-lottery', 'magayo'], new Map(), now)).toEqual([
      'euromillions-api',
      'magayo',
    ]);
  });

  it('waits out a provider’s backoff, and never asks again one whose answer was published', () => {
    expect(providersToAsk(draw(), usable, new Map([['magayo', attempt('missing', 3)]]), now)).toEqual([]);
    expect(providersToAsk(draw(), usable, new Map([['magayo', attempt('failed', 0)]]), now)).toEqual(['magayo']);
    expect(providersToAsk(draw(), usable, new Map([['magayo', attempt('answered', -600)]]), now)).toEqual([]);
  });

  it('stops asking 48 hours after the draw was first seen', () => {
    expect(providersToAsk(draw({ firstSeenAt: minutesAgo(47 * 60).toISOString() }), usable, new Map(), now)).toEqual(['magayo']);
    expect(providersToAsk(draw({ firstSeenAt: minutesAgo(49 * 60).toISOString() }), usable, new Map(), now)).toEqual([]);
  });

  it('leaves a draw dated more than a week ago alone: a history import, not a new result', () => {
    expect(providersToAsk(draw({ drawDate: '2026-11-26' }), usable, new Map(), now)).toEqual(['magayo']);
    expect(providersToAsk(draw({ drawDate: '2026-08-21' }), usable, new Map(), now)).toEqual([]);
  });

  it('has nobody to ask when the game’s only usable provider reported it', () => {
    expect(providersToAsk(draw({ game: 'florida-lotto', providers: ['magayo'] }), ['magayo'], new Map(), now)).toEqual([]);
  });
});

describe('unverifiedReason', () => {
  const usable = ['lottoland', 'magayo'];

  it('counts a provisional draw only from 60 minutes after it was first seen', () => {
    expect(unverifiedReason(draw({ firstSeenAt: minutesAgo(59).toISOString() }), usable, now)).toBeUndefined();
    expect(unverifiedReason(draw({ firstSeenAt: minutesAgo(60).toISOString() }), usable, now)).toBe('unconfirmed');
  });

  it('counts a disputed draw at once', () => {
    expect(unverifiedReason(draw({ status: 'disputed', providers: ['lottoland', 'magayo'], firstSeenAt: minutesAgo(1).toISOString() }), usable, now)).toBe('disputed');
  });

  it('tells a draw no other source can confirm (the paid provider alone) from one still waiting for a second source', () => {
    const old = minutesAgo(120).toISOString();
    expect(unverifiedReason(draw({ game: 'florida-lotto', providers: ['magayo'], firstSeenAt: old }), ['magayo'], now)).toBe('single-source');
    expect(unverifiedReason(draw({ providers: ['lottoland'], firstSeenAt: old }), ['lottoland'], now)).toBe('single-source');
    expect(unverifiedReason(draw({ firstSeenAt: old }), usable, now)).toBe('unconfirmed');
  });

  it('does not count a draw dated more than a week ago', () => {
    expect(unverifiedReason(draw({ drawDate: '2026-08-21', status: 'disputed' }), usable, now)).toBeUndefined();
  });
});
