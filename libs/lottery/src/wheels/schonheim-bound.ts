import { choose } from '../prizes/odds.js';

/**
 * Schönheim's lower bound on the covering number C(v, k, t), the fewest k-subsets of a v-set such
 * that every t-subset lies in one of them (J. Schönheim, "On coverings", Pacific J. Math. 14 (1964),
 * 1405-1411):
 *   L(v, k, t) = ceil(v/k * ceil((v-1)/(k-1) * ... ceil((v-t+1)/(k-t+1)) ...)).
 * Computed innermost first in bigint, each ceiling as an integer division, so it is exact for any
 * size (the La Jolla Covering Repository, https://ljcr.dmgordon.org/cover/, lists it beside every
 * best-known covering).
 */
export function schonheimBound(v: number, k: number, t: number): bigint {
  if (![v, k, t].every(Number.isInteger) || t < 0 || k < t || v < k) {
    throw new RangeError(`invalid covering parameters C(${v}, ${k}, ${t})`);
  }
  let bound = 1n;
  for (let i = t - 1; i >= 0; i--) {
    const numerator = BigInt(v - i) * bound;
    const denominator = BigInt(k - i);
    bound = (numerator + denominator - 1n) / denominator;
  }
  return bound;
}

/**
 * A lower bound on the lines of a wheel on n numbers, k per line, guaranteeing t matches whenever m
 * of the drawn numbers are among the n (a lottery design L(n, k, m, t)).
 *
 * - m = t: the wheel is exactly a covering C(n, k, t), and Schönheim's bound applies.
 * - m > t: Schönheim's bound for C(n, k, t) is NOT a lower bound: a lottery design need not cover
 *   every t-subset (e.g. L(n, k, m, 1) only needs every m-subset to meet a line, which n - m + 1
 *   numbers spread over a few lines achieve). The recursion behind Schönheim's bound does not carry
 *   over either (the lines through one number, with that number removed, need not form an
 *   L(n-1, k-1, m-1, t-1): an m-subset through it may be met only by lines avoiding it). The bound
 *   used is the one every such design obeys by counting: a line meets at most
 *   S = sum_{i=t}^{min(k,m)} C(k, i) C(n-k, m-i) of the C(n, m) m-subsets in t or more numbers, so at
 *   least ceil(C(n, m) / S) lines are needed (the "sphere-covering" bound of the lotto-design
 *   literature, e.g. P. C. Li and G. H. J. van Rees, "Lotto design tables", J. Combin. Des. 10
 *   (2002) 335-359, which improves on it case by case; those improvements are not used here).
 * For m = t the counting bound is never larger than Schönheim's, which is returned.
 */
export function wheelLowerBound(n: number, k: number, t: number, m: number): bigint {
  if (![n, k, t, m].every(Number.isInteger) || t < 1 || m < t || k < t || n < Math.max(k, m)) {
    throw new RangeError(`invalid wheel parameters: ${n} numbers, ${k} per line, ${t} if ${m}`);
  }
  if (m === t) return schonheimBound(n, k, t);
  let metByOneLine = 0n;
  for (let i = t; i <= Math.min(k, m); i++) metByOneLine += choose(k, i) * choose(n - k, m - i);
  const cases = choose(n, m);
  return (cases + metByOneLine - 1n) / metByOneLine;
}
