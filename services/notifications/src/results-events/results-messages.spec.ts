import { findGame } from '@pickwise/lottery';
import { resultsMessages } from './ticket-results.consumer.js';

const eurojackpot = findGame('eurojackpot')!;
const users = ['6f1d3b7e-58a4-4c47-9d8e-2b1c0a9e7f10'];
const event = { game: 'eurojackpot' as const, drawDate: '2026-07-10', users, part: 1, parts: 1 };
const values = { main: [4, 17, 23, 38, 49], special: [3, 12], bonus: [], jackpot: 10_000_000, jackpotCurrency: 'EUR' as const };

describe('resultsMessages', () => {
  it("makes a draw's results the occasion of its date", () => {
    expect(resultsMessages(eurojackpot, event)).toEqual({ kind: 'results', game: 'eurojackpot', userIds: users, occasion: '2026-07-10', facts: { drawDate: '2026-07-10' } });
  });

  it("gives each correction an occasion of its own, with the numbers drawn since and no amount", () => {
    const correction = { id: 'abc', draw: { drawDate: '2026-07-10', before: { ...values, special: [3, 11] }, after: values, provider: 'lottoland', correctedAt: '2026-07-11T08:00:00.000Z' } };
    expect(resultsMessages(eurojackpot, { ...event, correction })).toEqual({
      kind: 'results',
      game: 'eurojackpot',
      userIds: users,
      occasion: '2026-07-10:corrected:abc',
      facts: { drawDate: '2026-07-10', correction: { id: 'abc', numbers: { main: [4, 17, 23, 38, 49], special: [3, 12], bonus: [] } } },
    });
    expect(resultsMessages(eurojackpot, { ...event, correction: { id: 'other' } }).occasion).toBe('2026-07-10:corrected:other');
    expect(resultsMessages(eurojackpot, { ...event, correction: { id: 'other' } }).facts).toEqual({ drawDate: '2026-07-10', correction: { id: 'other' } });
  });
});
