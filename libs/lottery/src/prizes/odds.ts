import type { GameRules } from '../games.js';
import { bestTier, type Hits } from './match.js';
import type { PrizeTier, TierOdds } from './types.js';

type TierPattern = Pick<PrizeTier, 'mainMatched' | 'specialMatched' | 'bonusMatched' | 'ignores'>;

/** n choose k, exactly. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * BigInt(n - i + 1)) / BigInt(i);
  return result;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** Exact odds from integer counts; counts stay bigint until reduced, then must fit a double exactly. */
export function toOdds(ways: bigint, outOf: bigint): TierOdds {
  const divisor = ways === 0n ? outOf : gcd(ways, outOf);
  const [w, o] = [ways / divisor, outOf / divisor];
  if (o > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`odds 1 in ${o} exceed exact doubles`);
  const [wn, on] = [Number(w), Number(o)];
  return { ways: wn, outOf: on, oneIn: wn === 0 ? Infinity : on / wn, probability: wn / on };
}

/**
 * Counts, for every tier, the draws on which a fixed line's best prize is that tier. A draw is the
 * main numbers, the bonus number from the same drum's remainder when the game draws one, and the
 * special numbers from their own drum; the line is fixed, so these counts are the line's chances.
 */
export function tierWays(rules: GameRules, tiers: readonly TierPattern[]): { ways: bigint[]; outOf: bigint } {
  const { mainCount: m, mainMax: n, specialCount: c } = rules;
  const specialPool = rules.specialMax - rules.specialMin + 1;
  const drawsBonus = tiers.some((tier) => tier.bonusMatched);
  const rest = n - m;
  const ways = tiers.map(() => 0n);
  for (let main = 0; main <= m; main++) {
    const mainWays = choose(m, main) * choose(rest, m - main);
    // The bonus is one of the `rest` numbers not drawn; the line holds `m - main` of those.
    const bonusCases: [boolean, bigint][] = drawsBonus
      ? [
          [true, BigInt(m - main)],
          [false, BigInt(rest - (m - main))],
        ]
      : [[false, 1n]];
    for (const [bonus, bonusWays] of bonusCases) {
      for (let special = 0; special <= c; special++) {
        const specialWays = choose(c, special) * choose(specialPool - c, c - special);
        const hits: Hits = { main, special, bonus };
        const tier = bestTier(tiers, hits);
        if (tier) {
          const index = tiers.indexOf(tier);
          ways[index] = (ways[index] as bigint) + mainWays * bonusWays * specialWays;
        }
      }
    }
  }
  const outOf = choose(n, m) * (drawsBonus ? BigInt(rest) : 1n) * choose(specialPool, c);
  return { ways, outOf };
}
