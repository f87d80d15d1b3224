import type { Prize, PrizeTable, PrizeTier } from './types.js';

/** A tier as written in the tables; rank and odds are derived. */
export type TierSpec = Omit<PrizeTier, 'rank' | 'odds'>;
/** A table as written; the game, ranks and all odds are derived. */
export type TableSpec = Omit<PrizeTable, 'gameId' | 'tiers' | 'anyPrizeOdds'> & { tiers: readonly TierSpec[] };

export const JACKPOT: Prize = { kind: 'jackpot' };
export const SHARED: Prize = { kind: 'pari-mutuel' };
export const fixed = (amount: number, paidAs?: 'free-ticket' | 'refund'): Prize =>
  paidAs ? { kind: 'fixed', amount, paidAs } : { kind: 'fixed', amount };

/** `main` numbers and `special` of the game's special numbers, e.g. '4+1'. */
export const hit = (main: number, special: number, prize: Prize): TierSpec => ({
  id: `${main}+${special}`,
  mainMatched: main,
  specialMatched: special,
  bonusMatched: false,
  prize,
});

/** `main` numbers of a game without special numbers, e.g. '4'. */
export const mainOnly = (main: number, prize: Prize): TierSpec => ({
  id: `${main}`,
  mainMatched: main,
  specialMatched: 0,
  bonusMatched: false,
  prize,
});

/** `main` numbers and the bonus number from the same drum, e.g. '5+bonus'. */
export const withBonus = (main: number, prize: Prize): TierSpec => ({ ...mainOnly(main, prize), id: `${main}+bonus`, bonusMatched: true });

/** The same tier, paid whatever the line's special number (La Primitiva below the Especial, old 6aus49 classes). */
export const anySpecial = (tier: TierSpec): TierSpec => ({ ...tier, ignores: 'special' });

/** The nine tiers of a 5 + 1 game (5+1 … 0+1); `prizes` are those of 5+0, 4+1, 4+0, 3+1, 3+0, 2+1, 1+1, 0+1. */
export function fivePlusOne(prizes: readonly [Prize, Prize, Prize, Prize, Prize, Prize, Prize, Prize]): TierSpec[] {
  const patterns: [number, number][] = [[5, 0], [4, 1], [4, 0], [3, 1], [3, 0], [2, 1], [1, 1], [0, 1]];
  return [hit(5, 1, JACKPOT), ...patterns.map(([main, special], i) => hit(main, special, prizes[i] as Prize))];
}

/** Fixed amounts in tier order. */
export const amounts = <const T extends readonly number[]>(...values: T): { [K in keyof T]: Prize } =>
  values.map((value) => fixed(value)) as { [K in keyof T]: Prize };

/** Tiers written as '<main>+<special>' patterns, all pari-mutuel below a jackpot on the first. */
export function sharedPatterns(patterns: readonly string[]): TierSpec[] {
  return patterns.map((pattern, i) => {
    const [main, special] = pattern.split('+').map(Number) as [number, number];
    return hit(main, special, i === 0 ? JACKPOT : SHARED);
  });
}
