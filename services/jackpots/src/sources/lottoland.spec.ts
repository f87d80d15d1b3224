import { readFileSync } from 'node:fs';
import { lottolandProvider, readLottolandJackpot } from './lottoland.js';

// The saved Lottoland response of docs/providers.md §4: real numbers of the 2026-08-21 draw, `next` empty.
const fixture = JSON.parse(readFileSync(new URL('../../test/fixtures/lottoland-eurojackpot.json', import.meta.url), 'utf8')) as { last: Record<string, unknown> };
// With a next draw announced; its fields are assumed to mirror `last` (the saved response had none).
const withNext = (next: Record<string, unknown>) => JSON.stringify({ ...fixture, next: { ...fixture.last, ...next } });
const nextDate = { day: 25, month: 8, year: 2026, hour: 21, minute: 0, dayOfWeek: 'Dienstag' };

describe('readLottolandJackpot', () => {
  it('gives no live value for the real sample: its next draw is empty and the last draw does not count', () => {
    expect(readLottolandJackpot(JSON.stringify(fixture))).toEqual({ kind: 'none', reason: 'no jackpot for the next draw' });
    expect(readLottolandJackpot(withNext({ jackpot: null }))).toEqual({ kind: 'none', reason: 'no jackpot for the next draw' });
  });

  it('reads the next jackpot in millions with its currency and draw date', () => {
    expect(readLottolandJackpot(withNext({ jackpot: '57', date: nextDate }))).toEqual({
      kind: 'advertised',
      figure: { amount: 57_000_000, currency: 'EUR', drawDate: '2026-08-25' },
    });
    expect(readLottolandJackpot(withNext({ jackpot: '10,5', currency: 'GBP', date: nextDate }))).toMatchObject({ figure: { amount: 10_500_000, currency: 'GBP' } });
  });

  it('refuses what it cannot read as a next jackpot', () => {
    expect(readLottolandJackpot(withNext({ jackpot: 'circa 57', date: nextDate }))).toEqual({ kind: 'none', reason: 'next jackpot "circa 57" is not an amount in millions' });
    expect(readLottolandJackpot(withNext({ jackpot: '57', currency: 'CHF', date: nextDate }))).toEqual({ kind: 'none', reason: 'next jackpot in an unknown currency (CHF)' });
    expect(readLottolandJackpot(withNext({ jackpot: '57', date: null }))).toEqual({ kind: 'none', reason: 'no date for the next draw' });
    expect(readLottolandJackpot('<html>maintenance</html>')).toEqual({ kind: 'none', reason: 'the answer is not a Lottoland drawing' });
  });
});

describe('lottolandProvider', () => {
  it('asks the drawings of EuroJackpot and EuroMillions only', () => {
    const provider = lottolandProvider('https://media.lottoland.com/api/drawings');
    expect(provider.games).toEqual(['euromillions', 'eurojackpot']);
    expect(provider.requestUrl('eurojackpot')).toBe('https://media.lottoland.com/api/drawings/euroJackpot');
    expect(provider.requestUrl('euromillions')).toBe('https://media.lottoland.com/api/drawings/euroMillions');
  });
});
