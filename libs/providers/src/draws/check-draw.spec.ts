import { findGame, type Game, type GameId } from '@pickwise/lottery';
import { checkDraw, type CandidateDraw } from './check-draw.js';

const game = (id: GameId) => findGame(id) as Game;
const candidate = (drawDate: string, main: number[], special: number[], jackpot: number | null = null): CandidateDraw => ({ drawDate, main, special, jackpot });
const reason = (id: GameId, draw: CandidateDraw) => {
  const checked = checkDraw(game(id), draw, 'magayo');
  return checked.ok ? undefined : checked.reason;
};

describe('checkDraw', () => {
  it('returns the draw with numbers ascending and the provider as source', () => {
    expect(checkDraw(game('euromillions'), candidate('2026-08-21', [45, 10, 19, 14, 15], [12, 4], 17_000_000), 'euromillions-api')).toEqual({
      ok: true,
      draw: { draw_date: '2026-08-21', main: [10, 14, 15, 19, 45], special: [4, 12], bonus: [], jackpot: 17_000_000, source: 'euromillions-api' },
    });
  });

  it('keeps a bonus ball in drawn order and refuses one that is a main number, out of range or one too many', () => {
    const lotto = game('uk-lotto');
    const withBonus = (bonus: number[]) => checkDraw(lotto, { ...candidate('2026-08-19', [41, 12, 25, 29, 40, 1], []), bonus }, 'magayo');
    expect(withBonus([16])).toEqual({ ok: true, draw: expect.objectContaining({ main: [1, 12, 25, 29, 40, 41], bonus: [16] }) });
    expect(withBonus([])).toEqual({ ok: true, draw: expect.objectContaining({ bonus: [] }) });
    expect(withBonus([12])).toEqual({ ok: false, reason: 'bonus: 12 not a further number of the main drum 1-59' });
    expect(withBonus([60])).toEqual({ ok: false, reason: 'bonus: 60 not a further number of the main drum 1-59' });
    expect(withBonus([16, 17])).toEqual({ ok: false, reason: 'bonus: 2 numbers, expected 1' });
    expect(checkDraw(game('powerball'), { ...candidate('2026-08-19', [10, 21, 58, 61, 64], [17]), bonus: [3] }, 'magayo')).toEqual({
      ok: false,
      reason: 'bonus: 1 numbers, expected 0',
    });
  });

  it('does not change the candidate it was given', () => {
    const main = [59, 40, 13, 42, 41, 51];
    checkDraw(game('uk-lotto'), candidate('2024-06-12', main, []), 'uk-national-lottery');
    expect(main).toEqual([59, 40, 13, 42, 41, 51]);
  });

  it('checks the date is a calendar date with known rules', () => {
    expect(reason('powerball', candidate('2026-02-30', [1, 2, 3, 4, 5], [1]))).toBe("draw date '2026-02-30' is not a yyyy-mm-dd date");
    expect(reason('powerball', candidate('19-08-2026', [1, 2, 3, 4, 5], [1]))).toBe("draw date '19-08-2026' is not a yyyy-mm-dd date");
    expect(reason('powerball', candidate('1992-04-21', [1, 2, 3, 4, 5], [1]))).toBe('1992-04-21 is before the first known rules of powerball');
  });

  it('checks counts, ranges, repeats and whole numbers against the rules of the draw date', () => {
    expect(reason('powerball', candidate('2026-08-19', [1, 2, 3, 4], [1]))).toBe('main: 4 numbers, expected 5');
    expect(reason('powerball', candidate('2026-08-19', [0, 2, 3, 4, 70], [1]))).toBe('main: 0, 70 outside 1-69');
    expect(reason('powerball', candidate('2026-08-19', [1, 2, 3, 4, 4], [1]))).toBe('main: repeated numbers');
    expect(reason('powerball', candidate('2026-08-19', [1, 2, Number.NaN, 4, 5], [1]))).toBe('main: not all whole numbers (1 2 ? 4 5)');
    expect(reason('powerball', candidate('2026-08-19', [1, 2, 3, 4, 5], [27]))).toBe('special: 27 outside 1-26');
    expect(reason('powerball', candidate('2026-08-19', [1, 2, 3, 4, 5], []))).toBe('special: 0 numbers, expected 1');
    expect(reason('euromillions', candidate('2026-08-21', [1, 2, 3, 4, 5], [4, 4]))).toBe('special: repeated numbers');
    // Before October 2015 Powerball drew 5 of 59 and a Powerball of 35.
    expect(reason('powerball', candidate('2015-10-03', [1, 2, 3, 4, 69], [1]))).toBe('main: 69 outside 1-59');
    expect(reason('powerball', candidate('2015-10-07', [1, 2, 3, 4, 69], [26]))).toBeUndefined();
  });

  it('takes a special number from 0 where the game’s range starts there', () => {
    expect(reason('lotto-6aus49', candidate('2026-07-22', [3, 5, 10, 14, 25, 49], [0]))).toBeUndefined();
    expect(reason('la-primitiva', candidate('2026-08-20', [3, 8, 31, 35, 41, 49], [10]))).toBe('special: 10 outside 0-9');
  });

  it('checks the jackpot is an amount', () => {
    expect(reason('euromillions', candidate('2026-08-21', [1, 2, 3, 4, 5], [1, 2], -1))).toBe('jackpot -1 is not an amount');
    expect(reason('euromillions', candidate('2026-08-21', [1, 2, 3, 4, 5], [1, 2], Number.POSITIVE_INFINITY))).toBe('jackpot Infinity is not an amount');
    expect(reason('euromillions', candidate('2026-08-21', [1, 2, 3, 4, 5], [1, 2], 0))).toBeUndefined();
  });
});
