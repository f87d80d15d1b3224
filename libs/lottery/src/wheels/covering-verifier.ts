/**
 * Exhaustive proof of a wheel's "t if m" guarantee: every m-subset of the chosen numbers meets some
 * line in at least t numbers. Deliberately separate from the constructor (covering-search.ts) and
 * kept plain, so that a bug in the search cannot hide behind a shared helper: each line marks, in a
 * table of all C(n, m) subsets, every subset it meets in t or more numbers (enumerated directly from
 * the line: i of its numbers and m - i of the others), and the proof is that no entry is left
 * unmarked. Lines and subsets are bitmasks over the chosen numbers (at most 30, so a 32-bit int).
 */

export interface CoveringCheck {
  /** The chosen numbers: a count n (numbers 0..n-1) or the list itself (at most 30, distinct). */
  numbers: number | readonly number[];
  /** The wheel's lines; every number in a line must be one of the chosen numbers. */
  lines: readonly (readonly number[])[];
  /** Matches guaranteed... */
  t: number;
  /** ...whenever this many drawn numbers are among the chosen ones. */
  m: number;
}

export interface CoveringVerdict {
  verified: boolean;
  /** How many m-subsets were checked: C(n, m) when verified, fewer when it stopped at a hole. */
  cases: number;
  /** The first m-subset (as chosen numbers, ascending) that no line meets in t numbers. */
  firstUncovered?: number[];
}

export const MAX_WHEEL_NUMBERS = 30;

/** C(a, b) for a, b ≤ MAX_WHEEL_NUMBERS (0 when b > a), exact in doubles (C(30, 15) < 2^28). */
const BINOMIAL: readonly (readonly number[])[] = Array.from({ length: MAX_WHEEL_NUMBERS + 1 }, (_, a) => {
  const row = Array.from({ length: MAX_WHEEL_NUMBERS + 1 }, () => 0);
  row[0] = 1;
  for (let b = 1; b <= a; b++) row[b] = (row[b - 1]! * (a - b + 1)) / b;
  return row;
});
const binomial = (a: number, b: number) => (b < 0 || b > a ? 0 : BINOMIAL[a]![b]!);

/** Every `size`-subset of `bits`, as masks. */
function subsetsOf(bits: readonly number[], size: number): number[] {
  const masks: number[] = [];
  const extend = (from: number, left: number, mask: number) => {
    if (left === 0) {
      masks.push(mask);
      return;
    }
    for (let i = from; i <= bits.length - left; i++) extend(i + 1, left - 1, mask | (1 << bits[i]!));
  };
  extend(0, size, 0);
  return masks;
}

/**
 * The position of an m-subset among all m-subsets in increasing order of their masks (the
 * combinatorial number system: sum of C(bit, j + 1) over its bits in increasing order, j from 0).
 */
function rankOf(subset: number): number {
  let rank = 0;
  let j = 0;
  // Bit by bit rather than with Math.clz32: a global looked up in this innermost loop is slow in a VM context (Jest).
  for (let bit = 0, rest = subset; rest !== 0; bit++, rest >>>= 1) if (rest & 1) rank += BINOMIAL[bit]![++j]!;
  return rank;
}

/** The m-subset of a given rank (the inverse of rankOf): its highest bit first. */
function subsetOfRank(rank: number, n: number, m: number): number {
  let mask = 0;
  let left = rank;
  let bit = n - 1;
  for (let j = m; j >= 1; j--) {
    while (binomial(bit, j) > left) bit--;
    mask |= 1 << bit;
    left -= binomial(bit, j);
    bit--;
  }
  return mask;
}

export function verifyCovering({ numbers, lines, t, m }: CoveringCheck): CoveringVerdict {
  const chosen = typeof numbers === 'number' ? Array.from({ length: numbers }, (_, i) => i) : [...numbers];
  const n = chosen.length;
  if (n > MAX_WHEEL_NUMBERS) throw new RangeError(`at most ${MAX_WHEEL_NUMBERS} numbers, got ${n}`);
  if (new Set(chosen).size !== n) throw new RangeError('the chosen numbers repeat');
  if (!Number.isInteger(t) || !Number.isInteger(m) || t < 1 || m < t || m > n) {
    throw new RangeError(`invalid guarantee ${t} if ${m} for ${n} numbers`);
  }
  const bitOf = new Map(chosen.map((value, index) => [value, index]));
  const lineMasks = lines.map((line) => {
    let mask = 0;
    for (const value of line) {
      const bit = bitOf.get(value);
      if (bit === undefined) throw new RangeError(`line number ${value} is not among the chosen numbers`);
      mask |= 1 << bit;
    }
    return mask;
  });

  // Each line marks every m-subset it meets in t or more numbers: i of its own numbers with m - i of
  // the others, for each i from t up. Then every m-subset must be marked. This costs the lines times
  // the cases one line meets, instead of the cases times the lines: a 142,506-line wheel on 30
  // numbers is checked in a fraction of a second rather than minutes.
  const cases = binomial(n, m);
  const met = new Uint8Array(cases);
  const allBits = Array.from({ length: n }, (_, bit) => bit);
  for (const line of lineMasks) {
    const inside = allBits.filter((bit) => (line >>> bit) & 1);
    const outside = allBits.filter((bit) => !((line >>> bit) & 1));
    for (let i = Math.max(t, m - outside.length); i <= Math.min(inside.length, m); i++) {
      const others = subsetsOf(outside, m - i);
      for (const own of subsetsOf(inside, i)) for (const other of others) met[rankOf(own | other)] = 1;
    }
  }
  const hole = met.indexOf(0);
  if (hole === -1) return { verified: true, cases };
  const subset = subsetOfRank(hole, n, m);
  return { verified: false, cases: hole + 1, firstUncovered: chosen.filter((_, bit) => (subset >>> bit) & 1) };
}
