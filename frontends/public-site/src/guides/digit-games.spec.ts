import { describe, expect, it } from '@jest/globals';
import { digitGameOdds } from './digit-games.js';

describe('digitGameOdds', () => {
  it('Pick 2: 100 results; a box on two different digits wins on 2 (1 in 50), on a double only on 1', () => {
    expect(digitGameOdds(2)).toEqual({
      combinations: 100,
      patterns: [
        { repeats: [1, 1], orders: 2, results: 90 },
        { repeats: [2], orders: 1, results: 10 },
      ],
    });
  });

  it('Pick 3: 1,000 results; 6-way box (all different), 3-way box (a pair), a triple has one order', () => {
    expect(digitGameOdds(3)).toEqual({
      combinations: 1000,
      patterns: [
        { repeats: [1, 1, 1], orders: 6, results: 720 },
        { repeats: [2, 1], orders: 3, results: 270 },
        { repeats: [3], orders: 1, results: 10 },
      ],
    });
  });

  it('every result belongs to exactly one pattern (Pick 4: 24-, 12-, 6- and 4-way boxes)', () => {
    const { combinations, patterns } = digitGameOdds(4);
    expect(combinations).toBe(10_000);
    expect(patterns.map((p) => p.orders)).toEqual([24, 12, 6, 4, 1]);
    expect(patterns.reduce((sum, p) => sum + p.results, 0)).toBe(10_000);
  });
});
