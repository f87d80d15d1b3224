import { jackpotChangesMsgId, type JackpotEntry } from '@pickwise/contracts';
import { changedFigures } from './jackpot-changes.js';

const entry = (amount: number, drawDate: string): JackpotEntry => ({ amount, formatted: '', currencyCode: 'EUR', drawDate, source: 'live' });
const FRIDAY = '2026-11-27T20:00:00.000Z';

describe('changedFigures', () => {
  it('names a game whose amount or draw differs from the figure shown, and only those', () => {
    const shown = new Map([
      ['eurojackpot', jackpotChangesMsgId({ game: 'eurojackpot', drawDate: FRIDAY, amount: 57_000_000 })],
      ['euromillions', jackpotChangesMsgId({ game: 'euromillions', drawDate: FRIDAY, amount: 17_000_000 })],
    ] as const);
    const changed = changedFigures(shown, {
      eurojackpot: entry(57_000_000, FRIDAY),
      euromillions: entry(17_000_000, '2026-12-01T20:00:00.000Z'),
      'lotto-6aus49': entry(9_000_000, FRIDAY),
    });
    expect(changed).toEqual([
      { game: 'euromillions', amount: 17_000_000, currencyCode: 'EUR', drawDate: '2026-12-01T20:00:00.000Z', source: 'live' },
      { game: 'lotto-6aus49', amount: 9_000_000, currencyCode: 'EUR', drawDate: FRIDAY, source: 'live' },
    ]);
  });
});
