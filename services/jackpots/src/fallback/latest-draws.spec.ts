import { latestJackpotFigures } from './latest-draws.js';

describe('latestJackpotFigures', () => {
  it('gives each jackpot in the currency stored with it, whatever the row’s source now is', () => {
    const figures = latestJackpotFigures(['euromillions', 'powerball'], {
      // A row of the UK archive (jackpot in pounds) whose numbers a later source updated, keeping its jackpot.
      euromillions: { draw_date: '2026-11-20', jackpot: 42_251_861, jackpot_currency: 'GBP', source: 'magayo' },
      powerball: { draw_date: '2026-11-21', jackpot: 510_000_000, jackpot_currency: 'USD', source: 'ny-open-data' },
    });
    expect(figures.get('euromillions')).toEqual({ amount: 42_251_861, currency: 'GBP', drawDate: '2026-11-20' });
    expect(figures.get('powerball')).toEqual({ amount: 510_000_000, currency: 'USD', drawDate: '2026-11-21' });
  });

  it('gives no figure for a draw without a jackpot or a game without draws', () => {
    const figures = latestJackpotFigures(['uk-lotto', 'texas-lotto'], { 'uk-lotto': { draw_date: '2026-11-21', jackpot: null, jackpot_currency: null, source: 'uk-national-lottery' } });
    expect([...figures]).toEqual([
      ['uk-lotto', undefined],
      ['texas-lotto', undefined],
    ]);
  });
});
