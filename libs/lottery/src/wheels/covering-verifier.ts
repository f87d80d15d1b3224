/**
 * Exhaustive proof of a wheel's "t if m" guarantee: every m-subset of the chosen numbers meets some
 * line in at least t numbers. Deliberately separate from the constructor (covering-search.ts) and
 * kept plain, so that a bug in the search cannot hide behind a shared helper: each m-subset and
 * each line is a bitmask over the chosen numbers (at most 30, so a 32-bit int), and a line meets a
 * subset in popcount(line & subset) numbers.
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

function bitCount(x: number): number {
  let count = 0;
  for (let rest = x; rest !== 0; rest &= rest - 1) count++;
  return count;
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

  // m-subsets in increasing order of their masks (Gosper's hack): the next integer with m bits set.
  const last = ((1 << m) - 1) << (n - m);
  let cases = 0;
  for (let subset = (1 << m) - 1; ; ) {
    cases++;
    if (!lineMasks.some((line) => bitCount(line & subset) >= t)) {
      return { verified: false, cases, firstUncovered: chosen.filter((_, bit) => (subset >>> bit) & 1) };
    }
    if (subset === last) break;
    const lowest = subset & -subset;
    const ripple = subset + lowest;
    subset = (((ripple ^ subset) >>> 2) / lowest) | ripple;
  }
  return { verified: true, cases };
}
