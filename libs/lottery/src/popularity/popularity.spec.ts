import { findGame, type Game } from '../games.js';
import { generateSets } from '../generation/generate.js';
import { longestArithmeticRun, popularityOf } from './popularity.js';

const game = (id: string): Game => findGame(id)!;
const reasonIds = (g: string, main: number[], past?: Set<string>) => popularityOf(game(g), main, past).reasons.map((reason) => reason.id);

describe('jackpot-sharing risk on crafted lines', () => {
  it('1-2-3-4-5 scores 100: a run, calendar numbers, one decade, one slip row', () => {
    const result = popularityOf(game('powerball'), [5, 4, 3, 2, 1]);
    expect(result.score).toBe(100);
    expect(result.reasons.map((reason) => reason.id).sort()).toEqual(['arithmetic-run', 'calendar-numbers', 'one-decade', 'slip-line']);
  });

  it('7-17-27-37-47: a run in steps of ten, one slip column, the same last digit', () => {
    const result = popularityOf(game('powerball'), [7, 17, 27, 37, 47]);
    expect(result.reasons).toEqual([
      { id: 'arithmetic-run', points: 35 },
      { id: 'slip-line', points: 20 },
      { id: 'last-digit', points: 15 },
    ]);
    expect(result.score).toBe(70);
  });

  it('a past winning line, and nothing else, scores 40', () => {
    expect(popularityOf(game('uk-lotto'), [4, 19, 33, 41, 52, 58], new Set(['4-19-33-41-52-58']))).toEqual({ score: 40, reasons: [{ id: 'past-winner', points: 40 }] });
    expect(reasonIds('uk-lotto', [4, 19, 33, 41, 52, 58], new Set(['4-19-33-41-52-59']))).toEqual([]);
  });

  it('all numbers up to 31 counts only where the matrix goes higher', () => {
    expect(reasonIds('powerball', [2, 9, 16, 24, 30])).toEqual(['calendar-numbers']);
  });

  it('three of the favourite lucky numbers', () => {
    expect(reasonIds('euromillions', [3, 7, 11, 38, 49])).toEqual(['popular-numbers']);
    expect(reasonIds('euromillions', [3, 7, 28, 38, 49])).toEqual([]);
  });

  it('the 6aus49 slip has seven columns: 1-8-15-22-29-36 is a column and a run', () => {
    expect(reasonIds('lotto-6aus49', [1, 8, 15, 22, 29, 36])).toEqual(['arithmetic-run', 'slip-line']);
    // The same shape is no column on a slip of ten.
    expect(reasonIds('uk-lotto', [1, 8, 15, 22, 29, 36])).toEqual(['arithmetic-run']);
  });

  it('a partial run of four counts less than a whole line in step', () => {
    expect(popularityOf(game('powerball'), [10, 21, 32, 43, 68]).reasons).toEqual([{ id: 'arithmetic-run', points: 15 }]);
    expect(longestArithmeticRun([1, 5, 9, 13, 40])).toBe(4);
    expect(longestArithmeticRun([2, 9, 30, 44, 61])).toBe(2);
  });
});

describe('generated sets carry their popularity; Fewer shared wins steers away from high scores', () => {
  const meanScore = (sets: { meta?: Record<string, unknown> }[]) =>
    sets.reduce((sum, set) => sum + (set.meta?.popularity as { score: number }).score, 0) / sets.length;

  it('every set has meta.popularity, and the same seed gives the same sets', () => {
    const first = generateSets({ game: game('powerball'), method: 'random', count: 5, seed: 'pop-1', fewerShared: true });
    expect(first.sets.every((set) => typeof (set.meta?.popularity as { score: number }).score === 'number')).toBe(true);
    expect(generateSets({ game: game('powerball'), method: 'random', count: 5, seed: 'pop-1', fewerShared: true })).toEqual(first);
  });

  it('over many seeds the option lowers the average score by more than 30 %', () => {
    let plain = 0;
    let fewer = 0;
    for (let i = 0; i < 200; i++) {
      const request = { game: game('uk-lotto'), method: 'balance' as const, count: 5, seed: `pop-${i}` };
      const a = meanScore(generateSets(request).sets);
      const b = meanScore(generateSets({ ...request, fewerShared: true }).sets);
      plain += a;
      fewer += b;
    }
    expect(fewer).toBeLessThan(plain * 0.7);
  });

  it('with favourites that make a popular line, the option keeps the method’s own numbers', () => {
    const request = { game: game('powerball'), method: 'lucky' as const, count: 5, seed: 'lucky', options: { favorites: [1, 2, 3] }, fewerShared: true };
    const { sets } = generateSets(request);
    expect(sets).toHaveLength(5);
    for (const set of sets) expect(set.main).toEqual(expect.arrayContaining([1, 2, 3]));
  });
});
