import { GAMES, findGame, type Game } from '../games.js';
import { createRandomSource } from '../random-source.js';
import { bucketPattern } from '../stats/bands.js';
import { computeStats, type StatsDraw } from '../stats/compute-stats.js';
import { AI_FALLBACK, aiMethod, qualityScore } from './ai.js';
import { smoothedWeights } from './history-weights.js';
import { drawUnique, isValidSet, passesGuardrails } from './set-rules.js';
import type { GameStats } from './types.js';

const game = (id: string): Game => findGame(id) ?? (() => { throw new Error(`no game ${id}`); })();

/** `count` past draws made by `line`, one every 3 days from 2030-01-01 (after every current rule change). */
function history(g: Game, count: number, line: (index: number) => number[]): GameStats {
  const random = createRandomSource(`history-${g.id}`);
  const draws: StatsDraw[] = Array.from({ length: count }, (_, i) => ({
    drawDate: new Date(Date.UTC(2030, 0, 1 + 3 * i)).toISOString().slice(0, 10),
    main: line(i),
    special: drawUnique(random, g.specialCount, g.specialMin, g.specialMax),
  }));
  return computeStats(g, draws);
}

const run = (g: Game, stats: GameStats | undefined, seed: string, count = 5) =>
  aiMethod({ game: g, count, random: createRandomSource(seed), options: {}, stats });

describe('ai method', () => {
  it('gives valid sets for all 12 games whose meta.buckets is the pattern of the line, a pattern seen in history', () => {
    for (const g of GAMES) {
      const random = createRandomSource(`lines-${g.id}`);
      const stats = history(g, 400, () => drawUnique(random, g.mainCount, 1, g.mainMax));
      for (let seed = 0; seed < 40; seed++) {
        const { sets, fallbacks } = run(g, stats, `ai-${seed}`);
        expect(fallbacks).toEqual([]);
        for (const set of sets) {
          expect(isValidSet(g, set)).toBe(true);
          expect(passesGuardrails(g, set.main)).toBe(true);
          const pattern = bucketPattern(stats.bands, set.main);
          expect(set.meta?.buckets).toEqual(pattern.split('-').map(Number));
          expect(set.meta?.pattern).toBe(pattern);
          expect(stats.bucketPatterns[pattern]).toBeGreaterThan(0);
          expect(set.meta?.patternDraws).toBe(stats.bucketPatterns[pattern]);
          const score = set.meta?.score as number;
          expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
        }
      }
    }
  });

  it('draws bucket patterns by their frequency in history', () => {
    // Two patterns only: one band per number 3 times out of 4, else two numbers in the top band.
    const g = game('powerball');
    const stats = history(g, 400, (i) => (i % 4 === 3 ? [5, 20, 30, 60, 66] : [5, 20, 30, 45, 66]));
    const patterns = new Map<string, number>();
    for (let seed = 0; seed < 200; seed++) {
      for (const set of run(g, stats, `freq-${seed}`).sets) {
        const pattern = set.meta?.pattern as string;
        patterns.set(pattern, (patterns.get(pattern) ?? 0) + 1);
      }
    }
    expect([...patterns.keys()].sort()).toEqual(['1-1-1-0-2', '1-1-1-1-1']);
    // Best of three candidates by score, and the common pattern scores higher: it wins more than 3/4.
    expect(patterns.get('1-1-1-1-1')!).toBeGreaterThan(0.75 * 1000);
  });

  it('favours numbers drawn often, yet keeps numbers never drawn (smoothing)', () => {
    const g = game('lotto-6aus49');
    // 1, 11, 21, 31, 41 and 42 in every draw: weights of the rest come from smoothing alone.
    const stats = history(g, 300, () => [1, 11, 21, 31, 41, 42]);
    const seen = new Map<number, number>();
    for (let seed = 0; seed < 200; seed++) {
      for (const set of run(g, stats, `smooth-${seed}`).sets) for (const n of set.main) seen.set(n, (seen.get(n) ?? 0) + 1);
    }
    const average = [...seen.values()].reduce((a, b) => a + b, 0) / 49;
    expect(seen.get(1)!).toBeGreaterThan(2 * average);
    expect([...seen.keys()].filter((n) => ![1, 11, 21, 31, 41, 42].includes(n)).length).toBeGreaterThan(30);
  });

  it('falls back to the patterns of the matrix and uniform weights without statistics, and says so', () => {
    for (const g of GAMES) {
      const { sets, fallbacks } = run(g, undefined, 'no-stats');
      expect(fallbacks).toEqual([`no-stats: ai ${AI_FALLBACK}`]);
      for (const set of sets) {
        expect(isValidSet(g, set)).toBe(true);
        expect((set.meta?.buckets as number[]).reduce((a, b) => a + b, 0)).toBe(g.mainCount);
        expect(set.meta).not.toHaveProperty('patternDraws');
      }
    }
    const emptyStats = history(game('powerball'), 0, () => []);
    expect(run(game('powerball'), emptyStats, 'empty').fallbacks).toEqual([`stats-unusable: ai ${AI_FALLBACK}`]);
  });

  it('is deterministic by seed', () => {
    const g = game('euromillions');
    const random = createRandomSource('det');
    const stats = history(g, 100, () => drawUnique(random, 5, 1, 50));
    expect(run(g, stats, 'a')).toEqual(run(g, stats, 'a'));
    expect(run(g, stats, 'a')).not.toEqual(run(g, stats, 'b'));
  });
});

describe('qualityScore', () => {
  const powerball = game('powerball');
  it('gives full marks to a line of the most common pattern, balanced, spread and without sequences', () => {
    expect(qualityScore(powerball, [3, 18, 35, 44, 67], 10, 10)).toEqual({
      score: 100,
      parts: { pattern: 40, parity: 20, spread: 20, sequence: 20 },
    });
  });
  it('takes marks off for a rare pattern, one parity, a narrow span and runs', () => {
    // Pattern weight 1 of a top 4; all odd; span 8 of a typical (5-1)(69+1)/(5+1) = 46.7; no consecutive pair.
    const narrow = qualityScore(powerball, [1, 3, 5, 7, 9], 1, 4);
    expect(narrow.parts).toEqual({ pattern: 10, parity: 0, spread: 3.4, sequence: 20 });
    expect(narrow.score).toBe(33);
    const runs = qualityScore(game('uk-lotto'), [10, 11, 12, 30, 41, 55], 2, 2);
    expect(runs.parts.sequence).toBe(0);
    expect(runs.parts.parity).toBe(20);
  });
});

describe('smoothedWeights', () => {
  it('keeps the order of the counts, gives unseen numbers a chance, and sums to 1', () => {
    const weights = smoothedWeights({ 1: 10, 2: 0, 3: 5 }, 1, 3);
    expect(weights[0]!).toBeGreaterThan(weights[2]!);
    expect(weights[2]!).toBeGreaterThan(weights[1]!);
    expect(weights[1]!).toBeGreaterThan(0);
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(smoothedWeights(undefined, 0, 9)).toEqual(Array(10).fill(0.1));
  });
});
