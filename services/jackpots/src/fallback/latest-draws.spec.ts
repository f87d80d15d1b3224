import type { DrawsLatestResponse } from '@pickwise/contracts';
import type { NatsRequester } from '@pickwise/nest-kit';
import { LatestDraws } from './latest-draws.js';

/** LatestDraws over a draws service that answers `answer` to `draws.latest`. */
const latestDraws = (answer: DrawsLatestResponse) => new LatestDraws({ request: async () => answer } as unknown as NatsRequester);

describe('LatestDraws', () => {
  it('gives each jackpot in the currency stored with it, whatever the row’s source now is', async () => {
    const figures = await latestDraws({
      // A row of the UK archive (jackpot in pounds) whose numbers a later source updated, keeping its jackpot.
      euromillions: { draw_date: '2026-11-20', jackpot: 42_251_861, jackpot_currency: 'GBP', source: 'magayo' },
      powerball: { draw_date: '2026-11-21', jackpot: 510_000_000, jackpot_currency: 'USD', source: 'ny-open-data' },
    }).jackpots(['euromillions', 'powerball']);
    expect(figures.get('euromillions')).toEqual({ amount: 42_251_861, currency: 'GBP', drawDate: '2026-11-20' });
    expect(figures.get('powerball')).toEqual({ amount: 510_000_000, currency: 'USD', drawDate: '2026-11-21' });
  });

  it('gives no figure for a draw without a jackpot or a game without draws', async () => {
    const figures = await latestDraws({ 'uk-lotto': { draw_date: '2026-11-21', jackpot: null, jackpot_currency: null, source: 'uk-national-lottery' } }).jackpots(['uk-lotto', 'texas-lotto']);
    expect([...figures]).toEqual([
      ['uk-lotto', undefined],
      ['texas-lotto', undefined],
    ]);
  });
});
