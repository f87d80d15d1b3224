import { ProviderPayloadError } from '../provider.js';
import { readJsonSample } from '../stand-in/samples.js';
import { lottolandJackpotReader } from './jackpot-reader.js';

// The saved Lottoland response of docs/providers.md §4: real numbers of the 2026-08-21 draw, `next` empty.
const sample = readJsonSample<{ last: Record<string, unknown> }>('lottoland', 'lottoland-eurojackpot.json');
// With a next draw announced; its fields are assumed to mirror `last` (the saved response had none).
const withNext = (next: Record<string, unknown>) => lottolandJackpotReader.read(JSON.stringify({ ...sample, next: { ...sample.last, ...next } }));
const nextDate = { day: 25, month: 8, year: 2026, hour: 21, minute: 0, dayOfWeek: 'Dienstag' };

describe('lottoland jackpot reader', () => {
  it('gives no live value for the real sample: its next draw is empty and the last draw does not count', () => {
    expect(lottolandJackpotReader.read(JSON.stringify(sample))).toEqual({ kind: 'none', reason: 'no jackpot for the next draw' });
    expect(withNext({ jackpot: null })).toEqual({ kind: 'none', reason: 'no jackpot for the next draw' });
  });

  it('reads the next jackpot in millions with its currency and draw date', () => {
    expect(withNext({ jackpot: '57', date: nextDate })).toEqual({
      kind: 'advertised',
      figure: { amount: 57_000_000, currency: 'EUR', drawDate: '2026-08-25' },
    });
    expect(withNext({ jackpot: '10,5', currency: 'GBP', date: nextDate })).toMatchObject({ figure: { amount: 10_500_000, currency: 'GBP' } });
  });

  it('refuses what it cannot read as a next jackpot', () => {
    expect(withNext({ jackpot: 'circa 57', date: nextDate })).toEqual({ kind: 'none', reason: 'next jackpot "circa 57" is not an amount in millions' });
    expect(withNext({ jackpot: '57', currency: 'CHF', date: nextDate })).toEqual({ kind: 'none', reason: 'next jackpot in an unknown currency (CHF)' });
    expect(withNext({ jackpot: '57', date: null })).toEqual({ kind: 'none', reason: 'no date for the next draw' });
    expect(withNext({ jackpot: '57', date: { day: 31, month: 2, year: 2026 } })).toEqual({ kind: 'none', reason: 'no date for the next draw' });
  });

  it('throws for a body that is not a drawing', () => {
    expect(() => lottolandJackpotReader.read('<html>maintenance</html>')).toThrow(ProviderPayloadError);
    expect(() => lottolandJackpotReader.read('[]')).toThrow('lottoland: expected a drawing object, got an array of 0: []');
  });

  it('asks the drawings of EuroMillions and EuroJackpot only', () => {
    const settings = { baseUrl: 'https://media.lottoland.com/api/drawings' };
    expect(lottolandJackpotReader.games).toEqual(['euromillions', 'eurojackpot']);
    expect(lottolandJackpotReader.requestUrl('eurojackpot', settings)).toBe('https://media.lottoland.com/api/drawings/euroJackpot');
    expect(lottolandJackpotReader.requestUrl('euromillions', settings)).toBe('https://media.lottoland.com/api/drawings/euroMillions');
  });
});
