/**
 * The statistics view's honest reading (issue 9): each count beside what chance alone gives, for
 * draws of k numbers out of n without replacement under the game's current rules.
 *
 * - A number's count over N draws is Binomial(N, k/n): its expected value and the central 95%
 *   interval (exact binomial quantiles).
 * - Uniformity: Pearson's X² = Σ (O − E)² / E. Because each draw takes k different numbers, the
 *   counts are negatively correlated and X² is distributed as (n − k)/(n − 1) · χ²(n − 1), not
 *   χ²(n − 1); the statistic is scaled by (n − 1)/(n − k) before its p-value is read.
 * - A number is in a draw with probability p = k/n, so the mean gap between its appearances is
 *   n/k draws, and a run of g draws without it has probability (1 − p)^g.
 * - A range-band pattern (numbers per band, see ./bands.ts) has the multivariate hypergeometric
 *   probability Π C(size_i, c_i) / C(n, k).
 */
import type { Game } from '../games.js';
import { currentRules } from '../games.js';
import type { GameStats } from '../generation/types.js';
import { choose } from '../prizes/odds.js';
import { logGamma, chiSquarePValue } from './chi-square.js';

export interface NumberChance {
  number: number;
  observed: number;
  expected: number;
  /** The central 95% interval of the count under chance alone. */
  low: number;
  high: number;
}

export interface UniformityTest {
  /** X² scaled for k numbers drawn without replacement (see above). */
  statistic: number;
  degrees: number;
  pValue: number;
}

export interface DrumReading {
  numbers: NumberChance[];
  test: UniformityTest;
  /** How many numbers fall outside their 95% band: about 5% of them would by chance. */
  outside: number;
}

export interface GapReading {
  number: number;
  /** Draws since the number was last drawn. */
  observedGap: number;
  /** The mean gap between its appearances under chance: n/k draws. */
  expectedGap: number;
  /** The chance that a given number misses this many draws in a row. */
  chanceOfGap: number;
}

export interface PatternReading {
  pattern: string;
  observed: number;
  expected: number;
}

export interface ChanceReading {
  draws: number;
  main: DrumReading;
  special: DrumReading | null;
  hot: NumberChance[];
  cold: NumberChance[];
  overdue: GapReading[];
  patterns: PatternReading[];
  /** `random` when no uniformity test is significant at 5% (Bonferroni over the drums tested). */
  verdict: 'random' | 'unusual';
}

const SIGNIFICANCE = 0.05;
const LISTED = 5;
const PATTERNS_LISTED = 8;

/** The smallest c with P(X ≤ c) ≥ q, for X ~ Binomial(n, p). */
function binomialQuantile(n: number, p: number, q: number): number {
  if (n === 0) return 0;
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  const logNFactorial = logGamma(n + 1);
  let cumulative = 0;
  for (let c = 0; c <= n; c++) {
    cumulative += Math.exp(logNFactorial - logGamma(c + 1) - logGamma(n - c + 1) + c * logP + (n - c) * logQ);
    if (cumulative >= q) return c;
  }
  return n;
}

function drumReading(counts: Record<string, number>, draws: number, drawn: number, min: number, max: number): DrumReading {
  const size = max - min + 1;
  const p = drawn / size;
  const expected = draws * p;
  const low = binomialQuantile(draws, p, 0.025);
  const high = binomialQuantile(draws, p, 0.975);
  const numbers = Array.from({ length: size }, (_, i): NumberChance => ({ number: min + i, observed: counts[min + i] ?? 0, expected, low, high }));
  const pearson = expected > 0 ? numbers.reduce((sum, { observed }) => sum + (observed - expected) ** 2 / expected, 0) : 0;
  const degrees = size - 1;
  const statistic = size > drawn ? (pearson * (size - 1)) / (size - drawn) : 0;
  return {
    numbers,
    test: { statistic, degrees, pValue: expected > 0 ? chiSquarePValue(statistic, degrees) : 1 },
    outside: numbers.filter(({ observed }) => observed < low || observed > high).length,
  };
}

function patternProbability(bands: readonly [number, number][], pattern: string, mainMax: number, mainCount: number): number {
  const perBand = pattern.split('-').map(Number);
  const ways = bands.reduce((product, [low, high], i) => product * choose(high - low + 1, perBand[i] ?? 0), 1n);
  return Number(ways) / Number(choose(mainMax, mainCount));
}

export function chanceReading(game: Game, stats: GameStats): ChanceReading {
  const rules = currentRules(game);
  const main = drumReading(stats.main, stats.draws, rules.mainCount, 1, rules.mainMax);
  const special = rules.specialCount > 0 ? drumReading(stats.special, stats.draws, rules.specialCount, rules.specialMin, rules.specialMax) : null;
  const byNumber = new Map(main.numbers.map((entry) => [entry.number, entry]));
  const pick = (numbers: readonly number[]) => numbers.slice(0, LISTED).flatMap((n) => byNumber.get(n) ?? []);
  const p = rules.mainCount / rules.mainMax;
  const overdue = Object.entries(stats.overdue)
    .map(([number, gap]) => ({ number: Number(number), observedGap: gap, expectedGap: 1 / p, chanceOfGap: (1 - p) ** gap }))
    .sort((a, b) => b.observedGap - a.observedGap || a.number - b.number)
    .slice(0, LISTED);
  const patterns = Object.entries(stats.bucketPatterns)
    .map(([pattern, observed]) => ({ pattern, observed, expected: stats.draws * patternProbability(stats.bands, pattern, rules.mainMax, rules.mainCount) }))
    .sort((a, b) => b.observed - a.observed || a.pattern.localeCompare(b.pattern))
    .slice(0, PATTERNS_LISTED);
  const tests = [main.test, ...(special ? [special.test] : [])];
  const unusual = tests.some((test) => test.pValue < SIGNIFICANCE / tests.length);
  return { draws: stats.draws, main, special, hot: pick(stats.hot), cold: pick(stats.cold), overdue, patterns, verdict: unusual ? 'unusual' : 'random' };
}
