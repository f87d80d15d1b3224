import { currentRules, GAMES, type GameMatrix } from '../games.js';
import { bestTier, lineHits } from '../prizes/match.js';
import { choose, toOdds } from '../prizes/odds.js';
import { currentPrizeTable } from '../prizes/prize-tables.js';
import type { TierOdds } from '../prizes/types.js';
import { searchCovering } from './covering-search.js';
import { guaranteeOdds, wheelTierChances } from './wheel-odds.js';
import type { WheelLine, WheelTierChance } from './wheel-types.js';

const SIX_OF_49: GameMatrix = { mainCount: 6, mainMax: 49, specialCount: 0, specialMin: 1, specialMax: 1 };

/** ways / outOf equals a / b, compared exactly (the products stay far below 2^53). */
const sameFraction = (odds: TierOdds, ways: number, outOf: number) => expect(odds.ways * outOf).toBe(ways * odds.outOf);

describe('guaranteeOdds', () => {
  it('is the hypergeometric tail: 6/49, 20 chosen, at least 3 drawn among them', () => {
    // C(20,3)C(29,3) + C(20,4)C(29,2) + C(20,5)C(29,1) + C(20,6)C(29,0)
    //   = 1140·3654 + 4845·406 + 15504·29 + 38760 = 4,165,560 + 1,967,070 + 449,616 + 38,760 = 6,621,006
    // out of C(49,6) = 13,983,816.
    sameFraction(guaranteeOdds(SIX_OF_49, 20, 3), 6_621_006, 13_983_816);
  });

  it('is certain for m = 0 and for every main number chosen, impossible beyond the main count', () => {
    expect(guaranteeOdds(SIX_OF_49, 10, 0).probability).toBe(1);
    expect(guaranteeOdds(SIX_OF_49, 49, 6).probability).toBe(1);
    expect(guaranteeOdds(SIX_OF_49, 30, 7).ways).toBe(0);
  });

  it('counts the m = n case as all chosen numbers drawn: 6 of 6 is the jackpot line', () => {
    sameFraction(guaranteeOdds(SIX_OF_49, 6, 6), 1, 13_983_816);
  });
});

/** Every draw of a small game, one at a time: the reference the fast count must equal. */
function bruteForceChances(tiers: Parameters<typeof wheelTierChances>[0]['tiers'], rules: GameMatrix, lines: WheelLine[]): WheelTierChance[] {
  const numbers = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const subsets = (values: number[], size: number): number[][] =>
    size === 0 ? [[]] : values.flatMap((value, i) => subsets(values.slice(i + 1), size - 1).map((rest) => [value, ...rest]));
  const drawsBonus = tiers.some((tier) => tier.bonusMatched);
  const counts = new Array<number>(tiers.length + 1).fill(0);
  const hitsOf = lines.map(lineHits);
  for (const main of subsets(numbers(1, rules.mainMax), rules.mainCount)) {
    const bonusBalls = drawsBonus ? numbers(1, rules.mainMax).filter((value) => !main.includes(value)).map((value) => [value]) : [[]];
    for (const bonus of bonusBalls) {
      for (const special of subsets(numbers(rules.specialMin, rules.specialMax), rules.specialCount)) {
        let best = tiers.length;
        for (const hits of hitsOf) {
          const tier = bestTier(tiers, hits({ main, special, bonus }));
          if (tier) best = Math.min(best, tiers.indexOf(tier));
        }
        counts[best]!++;
      }
    }
  }
  const total = BigInt(counts.reduce((sum, count) => sum + count, 0));
  return [
    ...tiers.map((tier, i) => ({ tierId: tier.id, rank: tier.rank, odds: toOdds(BigInt(counts[i]!), total) })),
    { tierId: null, rank: null, odds: toOdds(BigInt(counts[tiers.length]!), total) },
  ];
}

describe('wheelTierChances', () => {
  it.each(GAMES.map((game) => [game.id, game] as const))('gives one line of %s the prize table’s own odds', (_, game) => {
    const table = currentPrizeTable(game.id);
    const rules = currentRules(game);
    const main = Array.from({ length: rules.mainCount }, (_, i) => 2 * i + 1);
    const special = Array.from({ length: rules.specialCount }, (_, i) => rules.specialMin + i);
    const chances = wheelTierChances(table, rules, [{ main, special }], [...main, 2, 4]);
    expect(chances.slice(0, -1)).toEqual(table.tiers.map((tier) => ({ tierId: tier.id, rank: tier.rank, odds: tier.odds })));
    expect(chances.at(-1)!.odds.probability).toBeCloseTo(1 - table.anyPrizeOdds.probability, 12);
  });

  it('relies on tiers never getting worse with more main numbers, which holds for every current table', () => {
    for (const game of GAMES) {
      const { tiers } = currentPrizeTable(game.id);
      const rankOf = (main: number, special: number, bonus: boolean) => bestTier(tiers, { main, special, bonus })?.rank ?? Infinity;
      for (let special = 0; special <= game.specialCount; special++) {
        for (const bonus of [false, true]) {
          for (let main = 1; main <= game.mainCount; main++) expect(rankOf(main, special, bonus)).toBeLessThanOrEqual(rankOf(main - 1, special, bonus));
        }
      }
    }
  });

  it('counts every draw once: the rows add up to the whole draw space (UK Lotto, bonus ball, 30 numbers)', () => {
    const game = GAMES.find((candidate) => candidate.id === 'uk-lotto')!;
    const chosen = Array.from({ length: 30 }, (_, i) => 2 * i + 1);
    const { lines } = searchCovering({ numbers: chosen, k: 6, t: 2, m: 3, seed: 'sum', improvementRounds: 0 });
    const chances = wheelTierChances(currentPrizeTable('uk-lotto'), currentRules(game), lines.map((main) => ({ main, special: [] })), chosen);
    const space = choose(59, 6) * 53n;
    const total = chances.reduce((sum, { odds }) => sum + (BigInt(odds.ways) * space) / BigInt(odds.outOf), 0n);
    expect(total).toBe(space);
    // 2 if 3 on 30 numbers: whenever 3 drawn are chosen, some line holds 2 of them, yet 2 matches win nothing in UK Lotto.
    expect(chances.at(-1)!.odds.ways).toBeGreaterThan(0);
  });

  // A small game drawn in full: 4 of 12, a special number of 1-3, a bonus ball, a tier that ignores the special (like
  // La Primitiva's '5+bonus') and one that ignores the main numbers (like the Reintegro).
  const smallGame: GameMatrix = { mainCount: 4, mainMax: 12, specialCount: 1, specialMin: 1, specialMax: 3 };
  const tier = (id: string, rank: number, mainMatched: number, specialMatched: number, extra: { bonusMatched?: boolean; ignores?: 'main' | 'special' } = {}) => ({
    id,
    rank,
    mainMatched,
    specialMatched,
    bonusMatched: extra.bonusMatched ?? false,
    ...(extra.ignores ? { ignores: extra.ignores } : {}),
  });
  const smallTiers = [
    tier('4+1', 1, 4, 1),
    tier('4', 2, 4, 0),
    tier('3+bonus', 3, 3, 0, { bonusMatched: true, ignores: 'special' }),
    tier('3+1', 4, 3, 1),
    tier('3', 5, 3, 0),
    tier('2+1', 6, 2, 1),
    tier('refund', 7, 0, 1, { ignores: 'main' }),
  ];
  const chosen = [1, 2, 4, 5, 7, 9, 10, 12];
  const { lines: wheel } = searchCovering({ numbers: chosen, k: 4, t: 2, m: 3, seed: 'brute' });

  it.each([
    ['fixed special numbers', wheel.map((main) => ({ main, special: [2] }))],
    ['special numbers in turn', wheel.map((main, i) => ({ main, special: [[1], [3]][i % 2]! }))],
    ['repeated lines, three special sets', [...wheel, ...wheel.slice(0, 2)].map((main, i) => ({ main, special: [(i % 3) + 1] }))],
  ])('equals a draw-by-draw count on a small game with a bonus ball: %s', (_, lines) => {
    expect(wheelTierChances({ tiers: smallTiers }, smallGame, lines, chosen)).toEqual(bruteForceChances(smallTiers, smallGame, lines));
  });

  it('equals a draw-by-draw count without a bonus tier, every number chosen', () => {
    const tiers = smallTiers.filter((candidate) => !candidate.bonusMatched).map((candidate, i) => ({ ...candidate, rank: i + 1 }));
    const all = Array.from({ length: 12 }, (_, i) => i + 1);
    const lines = searchCovering({ numbers: all, k: 4, t: 3, m: 4, seed: 'all' }).lines.map((main, i) => ({ main, special: [(i % 3) + 1] }));
    expect(wheelTierChances({ tiers }, smallGame, lines, all)).toEqual(bruteForceChances(tiers, smallGame, lines));
  });

  it('refuses lines outside the chosen numbers and tables it cannot count by the best line', () => {
    expect(() => wheelTierChances({ tiers: smallTiers }, smallGame, [{ main: [1, 2, 3, 4], special: [1] }], chosen)).toThrow(RangeError);
    const worseWithMore = [tier('2', 1, 2, 0), tier('3', 2, 3, 0)];
    expect(() => wheelTierChances({ tiers: worseWithMore }, smallGame, [{ main: [1, 2, 4, 5], special: [1] }], chosen)).toThrow(/get worse/);
  });
});
