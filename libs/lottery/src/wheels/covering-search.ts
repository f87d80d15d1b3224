import { createRandomSource, type RandomSource } from '../random-source.js';
import { MAX_WHEEL_NUMBERS } from './covering-verifier.js';

/**
 * Construction of a small wheel: k-number lines over the chosen numbers such that whenever m drawn
 * numbers are among them, some line holds t of those m (a lottery design; a covering design when
 * m = t). A seeded greedy start followed by a local search that drops lines while the guarantee
 * holds; the same inputs and seed always give the same lines, so a share link rebuilds the wheel.
 * The result is not trusted here: callers prove it with verifyCovering, written separately.
 */

export interface WheelSearchInput {
  /** The chosen numbers: a count n (numbers 0..n-1) or the list itself (at most 30, distinct). */
  numbers: number | readonly number[];
  /** Numbers per line (the game's main count). */
  k: number;
  t: number;
  m: number;
  /** Chosen numbers that stand in every line. */
  keys?: readonly number[];
  seed: string;
  /** Random lines weighed at each greedy step (besides one built around an uncovered case). */
  candidatesPerStep?: number;
  /** Local-search rounds after the greedy start. */
  improvementRounds?: number;
  onProgress?: (progress: WheelSearchProgress) => void;
  /** Checked between steps; an aborted signal ends the search with its reason thrown. */
  signal?: AbortSignal;
}

export interface WheelSearchProgress {
  phase: 'greedy' | 'improve';
  lines: number;
  /** Greedy phase: m-subsets not yet met in t numbers. */
  uncovered: number;
  /** Improve phase: rounds done out of `rounds`. */
  round: number;
  rounds: number;
}

export interface WheelSearchResult {
  /** Lines of chosen numbers, each ascending, in the order the search kept them. */
  lines: number[][];
  /** C(n, m): the cases the guarantee speaks for. */
  cases: number;
}

const DEFAULT_CANDIDATES = 40;
const DEFAULT_ROUNDS = 100;

/**
 * Set bits of a 32-bit mask (SWAR; the verifier counts its own way on purpose). No Math.imul: in a
 * VM context (Jest) looking up the global Math in this innermost loop made the whole search 15
 * times slower; the product stays below 2^53, so it is exact before >>> takes it mod 2^32.
 */
function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return ((((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24) & 0xff;
}

function allSubsets(n: number, m: number): Int32Array {
  const masks: number[] = [];
  const extend = (from: number, size: number, mask: number) => {
    if (size === m) {
      masks.push(mask);
      return;
    }
    for (let bit = from; bit <= n - (m - size); bit++) extend(bit + 1, size + 1, mask | (1 << bit));
  };
  extend(0, 0, 0);
  return Int32Array.from(masks);
}

/** `count` distinct bits drawn from `pool`, as a mask (partial Fisher-Yates on a copy). */
function drawBits(pool: readonly number[], count: number, random: RandomSource): number {
  const bag = [...pool];
  let mask = 0;
  for (let i = 0; i < count; i++) {
    const j = random.int(i, bag.length - 1);
    [bag[i], bag[j]] = [bag[j]!, bag[i]!];
    mask |= 1 << bag[i]!;
  }
  return mask;
}

function bitsOf(mask: number): number[] {
  const bits: number[] = [];
  for (let bit = 0; bit < 32; bit++) if ((mask >>> bit) & 1) bits.push(bit);
  return bits;
}

export function searchCovering(input: WheelSearchInput): WheelSearchResult {
  const { k, t, m, seed, onProgress, signal } = input;
  const chosen =
    typeof input.numbers === 'number' ? Array.from({ length: input.numbers }, (_, i) => i) : [...input.numbers];
  const n = chosen.length;
  const keys = [...new Set(input.keys ?? [])];
  const candidatesPerStep = input.candidatesPerStep ?? DEFAULT_CANDIDATES;
  const rounds = input.improvementRounds ?? DEFAULT_ROUNDS;
  if (n > MAX_WHEEL_NUMBERS) throw new RangeError(`at most ${MAX_WHEEL_NUMBERS} numbers, got ${n}`);
  if (new Set(chosen).size !== n) throw new RangeError('the chosen numbers repeat');
  if (![k, t, m, candidatesPerStep, rounds].every(Number.isInteger) || t < 1 || m < t || k < t || n < Math.max(k, m)) {
    throw new RangeError(`invalid wheel: ${n} numbers, ${k} per line, ${t} if ${m}`);
  }
  if (candidatesPerStep < 0 || rounds < 0) throw new RangeError('candidates and rounds cannot be negative');
  const bitOf = new Map(chosen.map((value, index) => [value, index]));
  const keyBits = keys.map((key) => {
    const bit = bitOf.get(key);
    if (bit === undefined) throw new RangeError(`key number ${key} is not among the chosen numbers`);
    return bit;
  });
  if (keyBits.length > k) throw new RangeError(`${keyBits.length} key numbers do not fit in lines of ${k}`);
  const keyMask = keyBits.reduce((mask, bit) => mask | (1 << bit), 0);
  const freeBits = chosen.map((_, bit) => bit).filter((bit) => !((keyMask >>> bit) & 1));
  const freeSize = k - keyBits.length;
  // The worst case holds as few keys as it can; a line then matches its keys plus at most freeSize.
  const forcedKeys = Math.max(0, m - freeBits.length);
  if (forcedKeys + Math.min(m - forcedKeys, freeSize) < t) {
    throw new RangeError(`with ${keyBits.length} key numbers no line can guarantee ${t} if ${m}`);
  }

  const random = createRandomSource(`wheel:${seed}`);
  const subsets = allSubsets(n, m);
  const randomLine = () => keyMask | drawBits(freeBits, freeSize, random);
  /** A line meeting `subset` in t numbers: its keys, then t of its other numbers, then filler. */
  const lineThrough = (subset: number) => {
    const inside = popcount(subset & keyMask);
    const wanted = Math.max(0, t - inside);
    const own = drawBits(bitsOf(subset & ~keyMask), wanted, random);
    const rest = freeBits.filter((bit) => !((own >>> bit) & 1));
    return keyMask | own | drawBits(rest, freeSize - wanted, random);
  };

  /** Greedy: adds the candidate meeting most of `uncovered` until none is left. */
  const complete = (lines: number[], uncoveredStart: number[], report: boolean) => {
    let uncovered = uncoveredStart;
    while (uncovered.length > 0) {
      signal?.throwIfAborted();
      const candidates = [lineThrough(uncovered[random.int(0, uncovered.length - 1)]!)];
      for (let i = 0; i < candidatesPerStep; i++) candidates.push(randomLine());
      let best = candidates[0]!;
      let bestScore = -1;
      for (const line of candidates) {
        let score = 0;
        for (const subset of uncovered) if (popcount(line & subset) >= t) score++;
        if (score > bestScore) [best, bestScore] = [line, score];
      }
      lines.push(best);
      uncovered = uncovered.filter((subset) => popcount(best & subset) < t);
      if (report) onProgress?.({ phase: 'greedy', lines: lines.length, uncovered: uncovered.length, round: 0, rounds });
    }
  };

  /** How many lines meet each m-subset in t numbers. */
  const coverCounts = (lines: readonly number[]) => {
    const counts = new Int32Array(subsets.length);
    for (const line of lines) {
      for (let s = 0; s < subsets.length; s++) if (popcount(line & subsets[s]!) >= t) counts[s]!++;
    }
    return counts;
  };

  /** Drops, in a seeded order, every line whose cases are all met by another line too. */
  const prune = (lines: number[]) => {
    const counts = coverCounts(lines);
    const order = lines.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const dropped = new Set<number>();
    for (const index of order) {
      const line = lines[index]!;
      let needed = false;
      for (let s = 0; s < subsets.length && !needed; s++) {
        needed = counts[s] === 1 && popcount(line & subsets[s]!) >= t;
      }
      if (needed) continue;
      dropped.add(index);
      for (let s = 0; s < subsets.length; s++) if (popcount(line & subsets[s]!) >= t) counts[s]!--;
    }
    return lines.filter((_, i) => !dropped.has(i));
  };

  const start: number[] = [];
  complete(start, Array.from(subsets), true);
  let best = prune(start);

  // Local search: take two lines out, cover what they alone covered greedily, prune; keep the
  // result when it is no longer (equal sizes are kept too, so the search moves across plateaus).
  for (let round = 1; round <= rounds && best.length > 1; round++) {
    signal?.throwIfAborted();
    const trial = [...best];
    for (let removed = 0; removed < 2 && trial.length > 0; removed++) trial.splice(random.int(0, trial.length - 1), 1);
    const counts = coverCounts(trial);
    complete(trial, Array.from(subsets).filter((_, s) => counts[s] === 0), false);
    const pruned = prune(trial);
    if (pruned.length <= best.length) best = pruned;
    onProgress?.({ phase: 'improve', lines: best.length, uncovered: 0, round, rounds });
  }

  const lines = best.map((mask) => bitsOf(mask).map((bit) => chosen[bit]!).sort((a, b) => a - b));
  return { lines, cases: subsets.length };
}
