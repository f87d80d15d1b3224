/**
 * What the history-based methods (ai, markov, hotcold) read from `GameStats`, with the fallbacks
 * they use when the statistics are absent (draws service down) or hold no draw of the current rules.
 */
import type { Game } from '../games.js';
import type { RandomSource } from '../random-source.js';
import { rangeBands, type Band } from '../stats/bands.js';
import type { GameStats } from './types.js';

/** Everything the history methods draw from, computed once per statistics object (or per game). */
export interface HistoryInputs {
  /** The statistics in use; undefined when the method falls back to the matrix alone. */
  stats: GameStats | undefined;
  bands: Band[];
  /** Main number n has weight `mainWeights[n - 1]`. */
  mainWeights: number[];
  /** Special number s has weight `specialWeights[s - game.specialMin]`. */
  specialWeights: number[];
  /**
   * Bucket pattern (`"1-1-2-0-1"`: how many numbers per band) → weight: the draws that had it, or
   * without statistics the number of lines of the matrix that have it (so sampling it is exactly
   * the pattern of a uniformly random line).
   */
  patterns: Record<string, number>;
  /** Each pattern's per-band counts, only patterns that fit the matrix. */
  patternCounts: Map<string, number[]>;
  /** `patterns` ready for repeated weighted picks (`pickFromTable`). */
  patternTable: WeightedTable;
  /** The numbers of each band, ascending. */
  bandMembers: number[][];
  /** The weight of the most common pattern. */
  topPatternWeight: number;
}

/**
 * Additive (Laplace) smoothing: every number gets one imaginary extra draw, so a number never seen
 * keeps a chance.
 */
const LAPLACE_PSEUDO_COUNT = 1;
/**
 * Share of uniform weight blended into the smoothed frequencies. Past frequencies vary by chance
 * alone; the blend keeps them a nudge, not a rule. Over the shipped histories the weights stay
 * within 16% of uniform for the games with 400 or more current-rules draws, and within 32% for
 * Mega Millions (140 draws since its 2025 change).
 */
const UNIFORM_BLEND = 0.5;

/**
 * The statistics when they can steer this game: present, of this game and its current main range,
 * and holding at least one draw. Otherwise undefined, and the method falls back.
 */
export function usableStats(game: Game, stats: GameStats | undefined): GameStats | undefined {
  if (!stats || stats.game !== game.id || stats.draws <= 0 || stats.bands.length === 0) return undefined;
  const covers = stats.bands[0]?.[0] === 1 && stats.bands[stats.bands.length - 1]?.[1] === game.mainMax;
  return covers ? stats : undefined;
}

/** Why a method could not use the statistics, for `MethodResult.fallbacks`. */
export function noStatsReason(method: string, fallback: string, stats: GameStats | undefined): string {
  const why = stats ? 'stats-unusable' : 'no-stats';
  return `${why}: ${method} ${fallback}`;
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** Every split of `total` numbers over the bands (at most a band's size each), with its line count. */
function matrixPatterns(bands: readonly Band[], total: number): Record<string, number> {
  const patterns: Record<string, number> = {};
  const split = (band: number, left: number, counts: number[], lines: number) => {
    if (band === bands.length) {
      if (left === 0) patterns[counts.join('-')] = lines;
      return;
    }
    const [low, high] = bands[band] as Band;
    for (let m = 0; m <= Math.min(left, high - low + 1); m++) split(band + 1, left - m, [...counts, m], lines * binomial(high - low + 1, m));
  };
  split(0, total, [], 1);
  return patterns;
}

function prepare(game: Game, stats: GameStats | undefined): HistoryInputs {
  const bands = stats ? stats.bands.map(([low, high]): Band => [low, high]) : rangeBands(game.mainMax);
  const patterns = stats ? stats.bucketPatterns : matrixPatterns(bands, game.mainCount);
  const patternCounts = new Map<string, number[]>();
  let topPatternWeight = 0;
  for (const [pattern, weight] of Object.entries(patterns)) {
    const counts = pattern.split('-').map(Number);
    const fits =
      counts.length === bands.length &&
      counts.reduce((sum, m) => sum + m, 0) === game.mainCount &&
      counts.every((m, i) => Number.isInteger(m) && m >= 0 && m <= bands[i]![1] - bands[i]![0] + 1);
    if (!fits || weight <= 0) continue;
    patternCounts.set(pattern, counts);
    topPatternWeight = Math.max(topPatternWeight, weight);
  }
  const fittingPatterns: Record<string, number> = {};
  for (const pattern of patternCounts.keys()) fittingPatterns[pattern] = patterns[pattern] as number;
  return {
    stats,
    bands,
    mainWeights: smoothedWeights(stats?.main, 1, game.mainMax),
    specialWeights: game.specialCount > 0 ? smoothedWeights(stats?.special, game.specialMin, game.specialMax) : [],
    patterns: fittingPatterns,
    patternCounts,
    patternTable: weightedTable(fittingPatterns),
    bandMembers: bands.map(bandNumbers),
    topPatternWeight,
  };
}

// Statistics objects are shared and never mutated, so their derived inputs are kept per object.
const inputsByStats = new WeakMap<GameStats, HistoryInputs>();
const inputsWithoutStats = new Map<string, HistoryInputs>();

/** The inputs for a request: from the statistics when usable, else from the matrix alone. */
export function historyInputs(game: Game, stats: GameStats | undefined): HistoryInputs {
  const usable = usableStats(game, stats);
  if (usable) {
    let inputs = inputsByStats.get(usable);
    if (!inputs) inputsByStats.set(usable, (inputs = prepare(game, usable)));
    if (inputs.patternCounts.size > 0) return inputs;
  }
  let inputs = inputsWithoutStats.get(game.id);
  if (!inputs) inputsWithoutStats.set(game.id, (inputs = prepare(game, undefined)));
  return inputs;
}

/**
 * Weight of each number min..max (index n - min): the Laplace-smoothed frequency blended toward
 * uniform, normalised to sum 1. Without counts every weight is uniform.
 */
export function smoothedWeights(counts: Readonly<Record<string, number>> | undefined, min: number, max: number): number[] {
  const size = max - min + 1;
  let total = 0;
  const raw: number[] = [];
  for (let n = min; n <= max; n++) {
    const count = (counts?.[n] ?? 0) + LAPLACE_PSEUDO_COUNT;
    raw.push(count);
    total += count;
  }
  return raw.map((count) => (1 - UNIFORM_BLEND) * (count / total) + UNIFORM_BLEND / size);
}

/** Keys with cumulative weights, for many weighted picks from one table. */
export interface WeightedTable {
  keys: string[];
  cumulative: number[];
}

export function weightedTable(table: Readonly<Record<string, number>>): WeightedTable {
  const keys: string[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [key, weight] of Object.entries(table)) {
    if (!(weight > 0)) continue;
    total += weight;
    keys.push(key);
    cumulative.push(total);
  }
  return { keys, cumulative };
}

/** One key, with probability proportional to its weight (binary search); undefined for an empty table. */
export function pickFromTable(random: RandomSource, { keys, cumulative }: WeightedTable): string | undefined {
  if (keys.length === 0) return undefined;
  const target = random.next() * (cumulative[cumulative.length - 1] as number);
  let low = 0;
  let high = keys.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cumulative[middle] as number) > target) high = middle;
    else low = middle + 1;
  }
  return keys[low];
}

/**
 * `count` distinct numbers from `candidates`, each draw proportional to `weightOf` among those not
 * yet taken (weighted sampling without replacement), sorted ascending.
 */
export function drawWeighted(
  random: RandomSource,
  candidates: readonly number[],
  weightOf: (n: number) => number,
  count: number,
): number[] {
  if (count > candidates.length) throw new RangeError(`Cannot draw ${count} of ${candidates.length} numbers`);
  const pool = [...candidates];
  const weights = pool.map(weightOf);
  let total = weights.reduce((sum, weight) => sum + weight, 0);
  const picked: number[] = [];
  for (let i = 0; i < count; i++) {
    let target = random.next() * total;
    let index = 0;
    while (index < pool.length - 1 && target >= (weights[index] as number)) {
      target -= weights[index] as number;
      index++;
    }
    picked.push(pool[index] as number);
    total -= weights[index] as number;
    pool.splice(index, 1);
    weights.splice(index, 1);
  }
  return picked.sort((a, b) => a - b);
}

/** The numbers low..high of a band. */
/** The game's special numbers for one set, weighted by their smoothed frequency. */
export function drawSpecials(random: RandomSource, game: Game, inputs: HistoryInputs): number[] {
  const specialNumbers = Array.from({ length: inputs.specialWeights.length }, (_, i) => game.specialMin + i);
  return drawWeighted(random, specialNumbers, (s) => inputs.specialWeights[s - game.specialMin] as number, game.specialCount);
}

function bandNumbers([low, high]: Band): number[] {
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}
