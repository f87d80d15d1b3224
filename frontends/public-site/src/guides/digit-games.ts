/**
 * The odds of a digit game (Pick 2, Pick 3, NY Numbers…): `digits` draws of one digit 0-9 each, so
 * 10^digits equally likely results. A straight bet wins on one result; a box bet wins on every order
 * of its digits, and how many orders there are depends on how many digits repeat.
 */

/** A set of digits by how often each repeats, e.g. [2, 1] is a pair and a single (1-1-2). */
export interface BoxPattern {
  /** Repeats of each distinct digit, largest first: [1, 1, 1] all different, [3] a triple. */
  repeats: readonly number[];
  /** Distinct orders of such a set: the results a box bet on it wins on. */
  orders: number;
  /** How many of the game's results have this pattern. */
  results: number;
}

export interface DigitGameOdds {
  /** Every result: 10^digits. */
  combinations: number;
  /** Box patterns, most orders first (the box bet most likely to win first). */
  patterns: BoxPattern[];
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** Ways to split `total` digits into repeat counts, each at most `max`, largest first. */
function partitions(total: number, max = total): number[][] {
  if (total === 0) return [[]];
  const result: number[][] = [];
  for (let part = Math.min(total, max); part >= 1; part--) {
    for (const rest of partitions(total - part, part)) result.push([part, ...rest]);
  }
  return result;
}

/** Results of a pattern: choose which digits repeat how often, then their orders. */
function resultsOf(repeats: readonly number[], orders: number): number {
  const tally = new Map<number, number>();
  for (const r of repeats) tally.set(r, (tally.get(r) ?? 0) + 1);
  let sets = factorial(10) / factorial(10 - repeats.length);
  for (const same of tally.values()) sets /= factorial(same);
  return sets * orders;
}

export function digitGameOdds(digits: number): DigitGameOdds {
  const patterns = partitions(digits)
    .map((repeats) => {
      const orders = repeats.reduce((value, r) => value / factorial(r), factorial(digits));
      return { repeats, orders, results: resultsOf(repeats, orders) };
    })
    .sort((a, b) => b.orders - a.orders);
  return { combinations: 10 ** digits, patterns };
}
