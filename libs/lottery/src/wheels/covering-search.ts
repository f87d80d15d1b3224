import { createRandomSource } from '../random-source.js';
import { wheelParametersProblem } from './wheel-parameters.js';
import { wheelLowerBound } from './schonheim-bound.js';

/**
 * Construction of a small wheel: k-number lines over the chosen numbers such that whenever m drawn
 * numbers are among them, some line holds t of those m (a lottery design; a covering design when
 * m = t). A seeded greedy start, then simulated annealing in the manner of K. J. Nurmela and
 * P. R. J. Östergård ("Upper bounds for covering designs by simulated annealing", Congressus
 * Numerantium 96 (1993) 93-111): with one line fewer than the smallest wheel found, it moves one
 * number of one line at a time so as to meet a case left uncovered, counting exactly how many cases
 * each move leaves uncovered, until none is; then it tries one line fewer again.
 * Every budget counts work, never time, so the same inputs and seed always give the same lines and
 * a share link rebuilds the wheel. The result is not trusted here: callers prove it with
 * verifyCovering, written separately.
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
  /** Lines weighed at each greedy step besides the first; each is built around a case not yet covered. */
  candidatesPerStep?: number;
  /** Rounds of annealing after the greedy start, each a fixed amount of work; by default as many as the size calls for. */
  improvementRounds?: number;
  onProgress?: (progress: WheelSearchProgress) => void;
  /** Checked between steps; an aborted signal ends the search with its reason thrown. */
  signal?: AbortSignal;
}

export interface WheelSearchProgress {
  phase: 'greedy' | 'improve';
  /** Greedy phase: the lines so far; improve phase: the lines of the smallest wheel found so far. */
  lines: number;
  /** Greedy phase: m-subsets not yet met in t numbers; improve phase: those of the smaller wheel being tried. */
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
/**
 * Work is counted in case look-ups (one rank and one count read). A round is 4 to 15 ms of it in
 * Node 24 on this project's 2-core machine (the latter under load); progress and the signal are
 * checked once a round, in the greedy start too.
 */
const ROUND_WORK = 1_500_000;
/** The fixed costs of a move and of weighing one swap, in the same units (measured, roughly). */
const MOVE_OVERHEAD = 40;
const DELTA_OVERHEAD = 16;
/**
 * The default annealing budget: ROUNDS_AT_20 for 20 numbers (under a second in Node 24), growing
 * as n^5 (about as the C(n, 5) cases do), within MIN_ROUNDS..MAX_ROUNDS (30 numbers: 4 to 10 s).
 * Small wheels get at least MIN_ROUNDS, about a third of a second: with 10 rounds 10 numbers of a
 * 5-number game took 17 lines for 4 if 5, with 40 they take 14, the best-known size (see the bench).
 */
const ROUNDS_AT_20 = 160;
const MIN_ROUNDS = 40;
const MAX_ROUNDS = 1000;
/**
 * Annealing temperatures: a move that uncovers d more cases than it covers is taken with chance
 * exp(-d / T). Tuned on the bench's cases (n = 20 and 25, 5 and 6 per line): coverings (m = t)
 * did best near 0.22, lottery designs (m > t) near 0.3.
 */
const COVERING_TEMPERATURE = 0.22;
const LOTTO_TEMPERATURE = 0.3;
const ACCEPT_TABLE_SIZE = 64;
/** Lines weighed when choosing one to take out. */
const DROP_SAMPLE = 200;

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

/**
 * exp(-d / temperature) * 2^32 for d = 0, 1, ...: the chance of taking a move that uncovers d more
 * cases, against a random 32-bit word. Built from + * / alone (exactly rounded in every engine,
 * unlike Math.exp), so a share link rebuilds the same wheel in any browser.
 */
function acceptanceThresholds(temperature: number): Float64Array {
  const x = 1 / temperature;
  let growth = 1;
  let term = 1;
  for (let i = 1; i < 60; i++) {
    term = (term * x) / i;
    growth += term;
  }
  const step = 1 / growth;
  const thresholds = new Float64Array(ACCEPT_TABLE_SIZE);
  let chance = 4294967296;
  for (let d = 0; d < ACCEPT_TABLE_SIZE; d++, chance *= step) thresholds[d] = chance;
  return thresholds;
}

/** Pascal's triangle up to row `size` (exact: C(30, 15) is far below 2^53). */
function binomials(size: number): number[][] {
  const rows: number[][] = [];
  for (let row = 0; row <= size; row++) {
    rows.push(Array.from({ length: size + 2 }, (_, col) => (col === 0 ? 1 : row === 0 ? 0 : rows[row - 1]![col - 1]! + (rows[row - 1]![col] ?? 0))));
  }
  return rows;
}

/**
 * Colex ranks of m-subsets of n bits, by two table look-ups: the rank of bits b0 < b1 < ... is
 * sum C(b_i, i + 1), so the high half's share depends only on how many low bits come before it.
 * The m-subsets in increasing order of their masks (what Gosper's hack enumerates) are in rank order.
 */
function subsetRanker(n: number, m: number, binom: number[][]) {
  const lowWidth = Math.ceil(n / 2);
  const highWidth = n - lowWidth;
  const lowRank = new Int32Array(1 << lowWidth);
  const lowCount = new Uint8Array(1 << lowWidth);
  for (let low = 0; low < 1 << lowWidth; low++) {
    let rank = 0;
    let count = 0;
    // Masks with more than m low bits are no m-subset: their entries are never read, only kept in range.
    for (let bit = 0; bit < lowWidth; bit++) if ((low >>> bit) & 1) rank += binom[bit]![++count]!;
    lowRank[low] = rank;
    lowCount[low] = count > m ? m : count;
  }
  const highRank = new Int32Array((m + 1) << highWidth);
  for (let before = 0; before <= m; before++) {
    for (let high = 0; high < 1 << highWidth; high++) {
      let rank = 0;
      let count = before;
      for (let bit = 0; bit < highWidth && count <= m; bit++) if ((high >>> bit) & 1) rank += binom[lowWidth + bit]![++count]!;
      highRank[(before << highWidth) | high] = rank;
    }
  }
  return { lowWidth, lowMask: (1 << lowWidth) - 1, lowRank, lowCount, highRank };
}

/** Every m-subset of n bits as a mask, in rank order. */
function allSubsets(n: number, m: number, cases: number): Int32Array {
  const masks = new Int32Array(cases);
  let subset = (1 << m) - 1;
  for (let i = 0; i < cases; i++) {
    masks[i] = subset;
    const lowest = subset & -subset;
    const ripple = subset + lowest;
    subset = (((ripple ^ subset) >>> 2) / lowest) | ripple;
  }
  return masks;
}

/** Single-bit masks of `mask`'s set bits into `out`; returns how many. */
function bitsInto(mask: number, out: Int32Array): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) out[count++] = rest & -rest;
  return count;
}

/**
 * Every union of `size` of the first `count` single-bit masks in `bits`, into `out` (a depth-first
 * walk keeping the partial unions, so each costs a step or two); returns how many.
 */
function combinationsInto(bits: Int32Array, count: number, size: number, out: Int32Array, index: Int32Array, partial: Int32Array): number {
  if (size === 0) {
    out[0] = 0;
    return 1;
  }
  if (size > count) return 0;
  let written = 0;
  let depth = 0;
  index[0] = 0;
  while (depth >= 0) {
    const at = index[depth]!;
    if (at > count - (size - depth)) {
      depth--;
      if (depth >= 0) index[depth]!++;
      continue;
    }
    const mask = (depth === 0 ? 0 : partial[depth - 1]!) | bits[at]!;
    if (depth === size - 1) {
      out[written++] = mask;
      index[depth] = at + 1;
    } else {
      partial[depth] = mask;
      depth++;
      index[depth] = at + 1;
    }
  }
  return written;
}

export function searchCovering(input: WheelSearchInput): WheelSearchResult {
  const { k, t, m, seed, onProgress, signal } = input;
  const chosen =
    typeof input.numbers === 'number' ? Array.from({ length: input.numbers }, (_, i) => i) : [...input.numbers];
  const n = chosen.length;
  const keys = [...new Set(input.keys ?? [])];
  const candidatesPerStep = input.candidatesPerStep ?? DEFAULT_CANDIDATES;
  if (new Set(chosen).size !== n) throw new RangeError('the chosen numbers repeat');
  const problem = wheelParametersProblem({ n, k, keys: keys.length, t, m });
  if (problem) throw new RangeError(problem);
  if (!Number.isInteger(candidatesPerStep)) throw new RangeError('candidate lines per greedy step must be a whole number');
  if (input.improvementRounds !== undefined && !(Number.isInteger(input.improvementRounds) && input.improvementRounds >= 0)) {
    throw new RangeError('improvement rounds must be a whole number, zero or more');
  }
  if (candidatesPerStep < 0) throw new RangeError('candidate lines per greedy step cannot be negative');
  const bitOf = new Map(chosen.map((value, index) => [value, index]));
  const keyBits = keys.map((key) => {
    const bit = bitOf.get(key);
    if (bit === undefined) throw new RangeError(`key number ${key} is not among the chosen numbers`);
    return bit;
  });
  const keyMask = keyBits.reduce((mask, bit) => mask | (1 << bit), 0);
  const allMask = n === 32 ? -1 : (1 << n) - 1;
  const freeMask = allMask & ~keyMask;
  const freeSize = k - keyBits.length;

  // A small generator of its own (SFC32, seeded from the shared seeded source): the annealing draws
  // millions of numbers, and plain integer steps avoid global look-ups in its loop.
  const seeded = createRandomSource(`wheel:${seed}`);
  let ra = seeded.int(0, 0xffffffff) | 0;
  let rb = seeded.int(0, 0xffffffff) | 0;
  let rc = seeded.int(0, 0xffffffff) | 0;
  let rd = seeded.int(0, 0xffffffff) | 0;
  /** A uniform 32-bit word. */
  const nextWord = (): number => {
    const out = (((ra + rb) | 0) + rd) | 0;
    rd = (rd + 1) | 0;
    ra = rb ^ (rb >>> 9);
    rb = (rc + (rc << 3)) | 0;
    rc = (rc << 21) | (rc >>> 11);
    rc = (rc + out) | 0;
    return out >>> 0;
  };
  /** An integer in [0, range) (exact: range stays far below 2^21, so the product below 2^53). */
  const below = (range: number): number => ((nextWord() * range) / 4294967296) | 0;
  /** A random set bit of a non-zero mask. */
  const randomBit = (mask: number, scratch: Int32Array): number => scratch[below(bitsInto(mask, scratch))]!;

  const binom = binomials(n);
  const cases = binom[n]![m]!;
  const ranker = subsetRanker(n, m, binom);
  const { lowWidth, lowMask, lowRank, lowCount, highRank } = ranker;
  const highWidth = n - lowWidth;
  /** The rank of an m-subset's mask. */
  const rankOf = (mask: number): number => {
    const low = mask & lowMask;
    return lowRank[low]! + highRank[(lowCount[low]! << highWidth) | (mask >>> lowWidth)]!;
  };
  const subsets = allSubsets(n, m, cases);
  /** How many lines meet each case (m-subset, by rank) in t or more numbers. */
  const counts = new Int32Array(cases);
  /** The uncovered cases as a list with each one's place in it (-1: covered), for O(1) updates and draws. */
  const uncoveredList = new Int32Array(cases);
  const uncoveredAt = new Int32Array(cases);
  for (let s = 0; s < cases; s++) {
    uncoveredList[s] = s;
    uncoveredAt[s] = s;
  }
  let uncovered = cases;
  const cover = (s: number) => {
    if (counts[s]!++ === 0) {
      const at = uncoveredAt[s]!;
      const last = uncoveredList[--uncovered]!;
      uncoveredList[at] = last;
      uncoveredAt[last] = at;
      uncoveredAt[s] = -1;
    }
  };
  const uncover = (s: number) => {
    if (--counts[s]! === 0) {
      uncoveredList[uncovered] = s;
      uncoveredAt[s] = uncovered++;
    }
  };

  // Scratch buffers, sized for the largest enumeration each use needs.
  let lineParts = 1;
  let restParts = 1;
  for (let j = t; j <= Math.min(k, m); j++) {
    lineParts = Math.max(lineParts, binom[k]![j]!);
    restParts = Math.max(restParts, binom[n - k]![m - j]!);
  }
  const moveParts = binom[k - 1]![t - 1]!;
  const moveRest = Math.max(1, n - k - 1 >= 0 ? binom[n - k - 1]![m - t]! : 0);
  const partsA = new Int32Array(Math.max(lineParts, moveParts));
  const partsB = new Int32Array(Math.max(restParts, moveRest));
  const bitsA = new Int32Array(32);
  const bitsB = new Int32Array(32);
  const walkIndex = new Int32Array(32);
  const walkPartial = new Int32Array(32);
  const pick = new Int32Array(32);
  const outBits = new Int32Array(32);
  /** The most numbers a line and a case share. */
  const deepest = Math.min(k, m);
  /** Cases a line meets in t or more numbers. */
  let perLine = 0;
  for (let j = t; j <= deepest; j++) perLine += binom[k]![j]! * (m - j <= n - k ? binom[n - k]![m - j]! : 0);

  let work = 0;
  const COUNT_UNCOVERED = 0;
  const ADD = 1;
  const REMOVE = 2;
  const COUNT_ALONE = 3;
  /** Over every case `line` meets in t or more numbers: counts (uncovered, or met by it alone) or updates. */
  const overLine = (line: number, action: number): number => {
    const inside = bitsInto(line, bitsA);
    const outside = bitsInto(allMask & ~line, bitsB);
    let found = 0;
    work += MOVE_OVERHEAD;
    for (let j = t; j <= deepest; j++) {
      const heads = combinationsInto(bitsA, inside, j, partsA, walkIndex, walkPartial);
      const tails = combinationsInto(bitsB, outside, m - j, partsB, walkIndex, walkPartial);
      work += heads * tails;
      for (let h = 0; h < heads; h++) {
        const head = partsA[h]!;
        for (let r = 0; r < tails; r++) {
          const s = rankOf(head | partsB[r]!);
          if (action === COUNT_UNCOVERED) {
            if (counts[s] === 0) found++;
          } else if (action === ADD) cover(s);
          else if (action === REMOVE) uncover(s);
          else if (counts[s] === 1) found++;
        }
      }
    }
    return found;
  };
  /** Uncovered cases `line` would cover: by its own cases, or by the uncovered list when that is shorter. */
  const gainOf = (line: number): number => {
    if (uncovered >= perLine) return overLine(line, COUNT_UNCOVERED);
    work += uncovered;
    let gain = 0;
    for (let i = 0; i < uncovered; i++) if (popcount(line & subsets[uncoveredList[i]!]!) >= t) gain++;
    return gain;
  };
  /** A line meeting case `subset` in t numbers (fewer when the keys leave no room): its keys, t of the case, then filler. */
  const lineThrough = (subset: number): number => {
    let line = keyMask;
    let room = freeSize;
    for (let wanted = t - popcount(subset & keyMask); wanted > 0 && room > 0 && (subset & ~line) !== 0; wanted--, room--) {
      line |= randomBit(subset & ~line, pick);
    }
    for (; room > 0; room--) line |= randomBit(freeMask & ~line, pick);
    return line;
  };

  const throwIfAborted = () => signal?.throwIfAborted();
  let lines: number[] = [];
  // Greedy start: at each step the best of 1 + candidatesPerStep lines, each through a random uncovered case.
  let reportedAt = 0;
  const reportGreedy = () => {
    reportedAt = work;
    throwIfAborted();
    onProgress?.({ phase: 'greedy', lines: lines.length, uncovered, round: 0, rounds: 0 });
  };
  while (uncovered > 0) {
    let best = 0;
    let bestGain = -1;
    work += MOVE_OVERHEAD;
    for (let c = 0; c <= candidatesPerStep; c++) {
      const candidate = lineThrough(subsets[uncoveredList[below(uncovered)]!]!);
      const gain = gainOf(candidate);
      if (gain > bestGain) {
        best = candidate;
        bestGain = gain;
      }
      if (work - reportedAt >= ROUND_WORK) reportGreedy();
      // No line covers more than perLine cases: one that does cannot be beaten (with t = m = k,
      // where each line covers one case, this keeps a full wheel of C(30, 6) lines to seconds).
      if (gain === perLine) break;
    }
    lines.push(best);
    overLine(best, ADD);
  }
  reportGreedy();
  // Drop, in a seeded order, each line whose cases all have another line too.
  for (let i = lines.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
  lines = lines.filter((line) => {
    if (work - reportedAt >= ROUND_WORK) reportGreedy();
    if (overLine(line, COUNT_ALONE) > 0) return true;
    overLine(line, REMOVE);
    return false;
  });

  const lowerBound = Number(wheelLowerBound(n, k, t, m));
  const greedyWork = work;
  // In integers (exact below 2^53), so that every engine computes the same budget.
  const sizeRounds = Math.ceil((ROUNDS_AT_20 * n * n * n * n * n) / (20 * 20 * 20 * 20 * 20));
  const rounds = input.improvementRounds ?? Math.min(MAX_ROUNDS, Math.max(MIN_ROUNDS, sizeRounds));
  let best = [...lines];
  const current = Int32Array.from(lines);
  let size = current.length;
  const nearLines = new Int32Array(size);
  const accept = acceptanceThresholds(m === t ? COVERING_TEMPERATURE : LOTTO_TEMPERATURE);

  /**
   * Takes out the line whose cases are least often met by it alone (of DROP_SAMPLE lines drawn when
   * there are more, which keeps the step short between two progress reports), to try a wheel one line smaller.
   */
  const dropOne = () => {
    let weakest = 0;
    let weakestAlone = Infinity;
    const everyLine = size <= DROP_SAMPLE;
    for (let i = 0; i < Math.min(size, DROP_SAMPLE); i++) {
      const at = everyLine ? i : below(size);
      const alone = overLine(current[at]!, COUNT_ALONE);
      if (alone < weakestAlone) {
        weakest = at;
        weakestAlone = alone;
      }
    }
    overLine(current[weakest]!, REMOVE);
    current[weakest] = current[--size]!;
  };

  let moveHeads = 0;
  let moveTails = 0;
  /**
   * How many more cases are uncovered once `line` swaps `out` for `into`. Only cases holding exactly
   * t - 1 of the line's other numbers and one of the two change: with `out`, such a case was met by
   * this line and no longer is; with `into`, the reverse. Leaves them in partsA x partsB for applyMove.
   */
  const moveDelta = (line: number, out: number, into: number): number => {
    const stay = bitsInto(line & ~out, bitsA);
    const away = bitsInto(allMask & ~line & ~into, bitsB);
    const heads = (moveHeads = combinationsInto(bitsA, stay, t - 1, partsA, walkIndex, walkPartial));
    const tails = (moveTails = combinationsInto(bitsB, away, m - t, partsB, walkIndex, walkPartial));
    work += 2 * heads * tails + DELTA_OVERHEAD;
    let delta = 0;
    for (let h = 0; h < heads; h++) {
      const head = partsA[h]!;
      for (let r = 0; r < tails; r++) {
        const base = head | partsB[r]!;
        if (counts[rankOf(base | out)] === 1) delta++;
        if (counts[rankOf(base | into)] === 0) delta--;
      }
    }
    return delta;
  };
  const applyMove = (line: number, out: number, into: number) => {
    moveDelta(line, out, into);
    work += 2 * moveHeads * moveTails;
    for (let h = 0; h < moveHeads; h++) {
      const head = partsA[h]!;
      for (let r = 0; r < moveTails; r++) {
        const base = head | partsB[r]!;
        uncover(rankOf(base | out));
        cover(rankOf(base | into));
      }
    }
  };

  let round = 0;
  let roundEnd = greedyWork + ROUND_WORK;
  if (best.length > lowerBound && rounds > 0) dropOne();
  while (round < rounds && best.length > lowerBound) {
    if (uncovered === 0) {
      best = Array.from(current.subarray(0, size));
      if (best.length <= lowerBound) break;
      dropOne();
      continue;
    }
    if (work >= roundEnd) {
      round++;
      roundEnd += ROUND_WORK;
      throwIfAborted();
      onProgress?.({ phase: 'improve', lines: best.length, uncovered, round, rounds });
      continue;
    }
    // A move: an uncovered case, a line meeting it in t - 1 numbers (any line with room when none
    // does), one of that line's free numbers outside the case swapped for one of the case's.
    const target = subsets[uncoveredList[below(uncovered)]!]!;
    let near = 0;
    let movable = 0;
    for (let i = 0; i < size; i++) {
      const line = current[i]!;
      if ((line & freeMask & ~target) === 0) continue;
      movable++;
      if (popcount(line & target) === t - 1) nearLines[near++] = i;
    }
    work += size + MOVE_OVERHEAD;
    if (movable === 0) continue;
    let chosenLine = near > 0 ? nearLines[below(near)]! : -1;
    for (let skip = near > 0 ? 0 : below(movable), i = 0; chosenLine < 0; i++) {
      if ((current[i]! & freeMask & ~target) !== 0 && skip-- === 0) chosenLine = i;
    }
    const line = current[chosenLine]!;
    const into = randomBit(target & ~line, pick);
    // Of the line's free numbers outside the case, the one whose swap uncovers least (ties by lot).
    const outs = bitsInto(line & freeMask & ~target, outBits);
    let out = 0;
    let delta = 0;
    for (let o = 0, ties = 0; o < outs; o++) {
      const change = moveDelta(line, outBits[o]!, into);
      if (o === 0 || change < delta) {
        out = outBits[o]!;
        delta = change;
        ties = 1;
      } else if (change === delta && below(++ties) === 0) out = outBits[o]!;
    }
    if (delta > 0 && (delta >= ACCEPT_TABLE_SIZE || nextWord() >= accept[delta]!)) continue;
    applyMove(line, out, into);
    current[chosenLine] = (line & ~out) | into;
  }
  // Reaching the lower bound ends the search early: the bar then jumps to its end.
  if (round < rounds) onProgress?.({ phase: 'improve', lines: best.length, uncovered: 0, round: rounds, rounds });

  const result = best.map((mask) => chosen.filter((_, bit) => (mask >>> bit) & 1).sort((a, b) => a - b));
  return { lines: result, cases };
}
