import { findGame, GAMES, type Game } from '../games.js';
import { createRandomSource, type RandomSource } from '../random-source.js';
import { NO_PAST_LINES_FALLBACK, randomMethod } from './random.js';
import { isValidSet, lineKey, passesGuardrails } from './set-rules.js';
import type { GameStats, GeneratedSet } from './types.js';

const game = (id: string): Game => {
  const found = findGame(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};

const generate = (g: Game, count: number, random: RandomSource, stats?: GameStats): GeneratedSet[] =>
  randomMethod({ game: g, count, random, options: {}, ...(stats ? { stats } : {}) }).sets;

/** Pearson's statistic of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, c) => sum + c, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/**
 * Upper critical value of chi-square at significance 0.001 (z = 3.0902), by the Wilson-Hilferty
 * approximation, which is within 1% for the 9-89 degrees of freedom used here.
 */
function chiSquareCritical(degreesOfFreedom: number): number {
  const k = degreesOfFreedom;
  return k * (1 - 2 / (9 * k) + 3.0902 * Math.sqrt(2 / (9 * k))) ** 3;
}

/** How often each value of min..max occurs in the given lists. */
function tally(lists: readonly number[][], min: number, max: number): number[] {
  const counts = new Array<number>(max - min + 1).fill(0);
  for (const list of lists) for (const n of list) counts[n - min]! += 1;
  return counts;
}

describe('random method', () => {
  it.each(GAMES.map((g) => [g.id, g] as const))('gives valid, guarded sets for %s over 5000 sets', (_id, g) => {
    const sets = generate(g, 5000, createRandomSource(`valid-${g.id}`));
    expect(sets).toHaveLength(5000);
    const faulty = sets.filter((set) => set.method !== 'random' || !isValidSet(g, set) || !passesGuardrails(g, set.main));
    expect(faulty).toEqual([]);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const powerball = game('powerball');
    const first = generate(powerball, 5, createRandomSource('seed-a'));
    expect(generate(powerball, 5, createRandomSource('seed-a'))).toEqual(first);
    expect(generate(powerball, 5, createRandomSource('seed-b'))).not.toEqual(first);
  });

  it('draws specials from 0 for La Primitiva and Lotto 6aus49', () => {
    for (const id of ['la-primitiva', 'lotto-6aus49']) {
      const specials = generate(game(id), 2000, createRandomSource(`zero-${id}`)).flatMap((s) => s.special);
      expect(Math.min(...specials)).toBe(0);
      expect(Math.max(...specials)).toBe(9);
    }
  });

  it('draws two distinct specials for EuroMillions and EuroJackpot', () => {
    for (const id of ['euromillions', 'eurojackpot']) {
      for (const set of generate(game(id), 2000, createRandomSource(`two-${id}`))) {
        expect(set.special).toHaveLength(2);
        expect(set.special[0]!).toBeLessThan(set.special[1]!);
      }
    }
  });

  describe('uniformity (chi-square at significance 0.001)', () => {
    const SETS = 30_000;

    it.each(GAMES.map((g) => [g.id, g] as const))('main and special numbers of %s are uniform', (_id, g) => {
      const sets = generate(g, SETS, createRandomSource(`uniform-${g.id}`));
      const mainCounts = tally(
        sets.map((s) => s.main),
        1,
        g.mainMax,
      );
      expect(chiSquare(mainCounts)).toBeLessThan(chiSquareCritical(g.mainMax - 1));
      if (g.specialCount > 0) {
        const specialCounts = tally(
          sets.map((s) => s.special),
          g.specialMin,
          g.specialMax,
        );
        expect(chiSquare(specialCounts)).toBeLessThan(chiSquareCritical(g.specialMax - g.specialMin));
      }
    });

    it('the test detects a skewed source', () => {
      // Raises a uniform float to the power 1.1: small numbers become slightly more likely.
      const uniform = createRandomSource('skew');
      const skewed: RandomSource = {
        next: () => uniform.next() ** 1.1,
        int: (min, max) => min + Math.floor(uniform.next() ** 1.1 * (max - min + 1)),
      };
      const g = game('powerball');
      const counts = tally(
        generate(g, SETS, skewed).map((s) => s.main),
        1,
        g.mainMax,
      );
      expect(chiSquare(counts)).toBeGreaterThan(chiSquareCritical(g.mainMax - 1));
    });
  });

  describe('past jackpot lines', () => {
    // The same seed again, with every line it produced unrestricted now listed as past.
    it('never returns a line listed in stats.pastLines', () => {
      const g = game('lotto-6aus49');
      const unrestricted = generate(g, 2000, createRandomSource('past'));
      const pastLines = unrestricted.map((s) => lineKey(s.main));
      const stats = { game: g.id, pastLines } as unknown as GameStats;
      const result = randomMethod({ game: g, count: 2000, random: createRandomSource('past'), options: {}, stats });
      expect(result.fallbacks).toEqual([]);
      const past = new Set(pastLines);
      for (const set of result.sets) expect(past.has(lineKey(set.main))).toBe(false);
    });

    it('reports a fallback when it has no past lines to exclude', () => {
      const result = randomMethod({ game: game('uk-lotto'), count: 5, random: createRandomSource('x'), options: {} });
      expect(result.fallbacks).toEqual([NO_PAST_LINES_FALLBACK]);
      expect(result.sets).toHaveLength(5);
    });
  });
});
