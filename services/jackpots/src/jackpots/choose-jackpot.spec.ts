import { findGame, storedJackpotCurrency, type Game } from '@pickwise/lottery';
import type { JackpotReading } from '@pickwise/providers';
import { chooseJackpot, refreshedLiveFigure } from './choose-jackpot.js';

const game = (id: string) => findGame(id) as Game;
// Monday 23 November 2026, 14:30 UTC. Powerball draws tonight and UK Lotto on Wednesday 25th (both last
// drew Saturday 21st); EuroMillions draws Tuesday 24th (last drew Friday 20th).
const now = new Date('2026-11-23T14:30:00Z');

describe('chooseJackpot', () => {
  it('shows a provider’s jackpot for the next draw as live', () => {
    const live = { amount: 510_000_000, currency: 'USD' as const, drawDate: '2026-11-23' };
    expect(chooseJackpot(game('powerball'), { live }, now)).toEqual({ source: 'live', ...live });
  });

  it('does not show a provider’s jackpot for a draw that has taken place, or in another currency', () => {
    const stale = { amount: 510_000_000, currency: 'USD' as const, drawDate: '2026-11-21' };
    expect(chooseJackpot(game('powerball'), { live: stale }, now).source).toBe('estimated');
    const inPounds = { amount: 90_000_000, currency: 'GBP' as const, drawDate: '2026-11-24' };
    expect(chooseJackpot(game('euromillions'), { live: inPounds }, now).source).toBe('estimated');
  });

  it('falls back to the latest draw’s jackpot, only while it is the latest scheduled draw', () => {
    const latest = { amount: 4_354_203, currency: 'GBP' as const, drawDate: '2026-11-21' };
    expect(chooseJackpot(game('uk-lotto'), { fallback: latest }, now)).toEqual({ source: 'fallback', ...latest });
    expect(chooseJackpot(game('uk-lotto'), { fallback: { ...latest, drawDate: '2026-11-18' } }, now).source).toBe('estimated');
    // After Wednesday's draw its result is due: Saturday's figure is no longer the latest draw's.
    expect(chooseJackpot(game('uk-lotto'), { fallback: latest }, new Date('2026-11-25T21:00:00Z')).source).toBe('estimated');
  });

  it('never shows a EuroMillions jackpot stored from a UK source: it is in pounds', () => {
    const euromillions = game('euromillions');
    const stored = { amount: 42_251_861, currency: storedJackpotCurrency(euromillions, 'CostaCory/uk-lottery-dashboard'), drawDate: '2026-11-20' };
    expect(stored.currency).toBe('GBP');
    expect(chooseJackpot(euromillions, { fallback: stored }, now).source).toBe('estimated');
    expect(storedJackpotCurrency(euromillions, 'uk-national-lottery')).toBe('GBP');
    expect(storedJackpotCurrency(euromillions, 'magayo')).toBe('EUR');
  });

  it('prefers live to the fallback, and shows the spec’s estimate otherwise', () => {
    const live = { amount: 12_500_000, currency: 'GBP' as const, drawDate: '2026-11-25' };
    const fallback = { amount: 11_000_000, currency: 'GBP' as const, drawDate: '2026-11-21' };
    expect(chooseJackpot(game('uk-lotto'), { live, fallback }, now).source).toBe('live');
    expect(chooseJackpot(game('lotto-6aus49'), {}, now)).toEqual({ source: 'estimated', amount: 22_000_000, currency: 'EUR', drawDate: null });
  });
});

describe('refreshedLiveFigure', () => {
  const euromillions = game('euromillions');
  const advertised = (amount: number, drawDate = '2026-11-24'): JackpotReading => ({ kind: 'advertised', figure: { amount, currency: 'EUR', drawDate } });
  const previous = { amount: 60_000_000, currency: 'EUR' as const, drawDate: '2026-11-24' };

  it('takes the first provider’s current figure', () => {
    expect(refreshedLiveFigure(euromillions, [advertised(70_000_000), advertised(71_000_000)], previous, now)?.amount).toBe(70_000_000);
    expect(refreshedLiveFigure(euromillions, [advertised(70_000_000, '2026-11-20'), advertised(71_000_000)], previous, now)?.amount).toBe(71_000_000);
  });

  it('keeps the last known figure while a provider cannot answer', () => {
    expect(refreshedLiveFigure(euromillions, [{ kind: 'failed', reason: 'HTTP 500' }], previous, now)).toBe(previous);
    expect(refreshedLiveFigure(euromillions, [{ kind: 'none', reason: 'no jackpot' }, { kind: 'failed', reason: 'timeout' }], previous, now)).toBe(previous);
  });

  it('forgets it when every provider answered without a current jackpot, or none is asked', () => {
    expect(refreshedLiveFigure(euromillions, [{ kind: 'none', reason: 'no jackpot for the next draw' }], previous, now)).toBeUndefined();
    expect(refreshedLiveFigure(euromillions, [], previous, now)).toBeUndefined();
  });
});
