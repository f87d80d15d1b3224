import type { DrawnNumbers, PrizeTable, PrizeTier, TicketLine } from './types.js';

/** How much of a draw a line hit: main numbers, special numbers, and whether it holds the bonus number. */
export interface Hits {
  main: number;
  special: number;
  bonus: boolean;
}

type TierPattern = Pick<PrizeTier, 'mainMatched' | 'specialMatched' | 'bonusMatched' | 'ignores'>;

const countIn = (picked: readonly number[], drawn: readonly number[]): number =>
  picked.reduce((hits, n) => hits + (drawn.includes(n) ? 1 : 0), 0);

export function hitsOf(line: TicketLine, draw: DrawnNumbers): Hits {
  return {
    main: countIn(line.main, draw.main),
    special: countIn(line.special, draw.special),
    bonus: line.main.some((n) => draw.bonus.includes(n)),
  };
}

/**
 * Whether hits satisfy a tier. A tier that does not need the bonus also takes lines holding it:
 * tiers are tried in rank order, so a line with the bonus meets the higher '+bonus' tier first.
 */
export function meetsTier(tier: TierPattern, hits: Hits): boolean {
  if (tier.ignores !== 'main' && hits.main !== tier.mainMatched) return false;
  if (tier.ignores !== 'special' && hits.special !== tier.specialMatched) return false;
  return !tier.bonusMatched || hits.bonus;
}

/** The best tier (lowest rank) that hits satisfy. */
export function bestTier<T extends TierPattern>(tiers: readonly T[], hits: Hits): T | undefined {
  return tiers.find((tier) => meetsTier(tier, hits));
}

/** The best tier the line wins on that draw, or undefined. */
export function winningTier(table: PrizeTable, line: TicketLine, draw: DrawnNumbers): PrizeTier | undefined {
  return bestTier(table.tiers, hitsOf(line, draw));
}
