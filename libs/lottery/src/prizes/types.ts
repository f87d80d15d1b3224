import type { GameId } from '../games.js';

/**
 * What a draw drew: `main` and `special` as in DrawRow; `bonus` the other drawn numbers that decide
 * prize tiers but are not the game's special number (UK Lotto and New York bonus ball, SuperEnalotto
 * Jolly, La Primitiva Complementario, the Zusatzzahl of Lotto 6aus49 before May 2013); empty where
 * the game has none or the source lacked it.
 */
export interface DrawnNumbers {
  main: readonly number[];
  special: readonly number[];
  bonus: readonly number[];
}

export interface TicketLine {
  main: readonly number[];
  special: readonly number[];
}

export type Prize =
  | { kind: 'jackpot' }
  /** `paidAs` marks prizes paid in kind: a free ticket (UK Lotto, Florida Lotto) or the stake back (Reintegro). */
  | { kind: 'fixed'; amount: number; paidAs?: 'free-ticket' | 'refund' }
  | { kind: 'pari-mutuel' };

/** Exact odds as a reduced fraction `ways / outOf`; `oneIn` is `outOf / ways`. */
export interface TierOdds {
  ways: number;
  outOf: number;
  oneIn: number;
  probability: number;
}

export interface PrizeTier {
  /** Stable: `<main>+<special>` ('5+1'), `<main>+bonus` ('5+bonus'), `<main>` ('6'), or 'reintegro'. */
  id: string;
  mainMatched: number;
  /** Game special numbers matched (Powerball, Lucky Stars, Reintegro, Superzahl…). */
  specialMatched: number;
  /** True when the tier needs the bonus ball / Jolly / Complementario / Zusatzzahl. */
  bonusMatched: boolean;
  /**
   * A part of the line the tier does not look at: La Primitiva's categories below the Especial
   * ignore the Reintegro, and the Reintegro refund ignores the main numbers.
   */
  ignores?: 'main' | 'special';
  /** 1 = jackpot tier. */
  rank: number;
  prize: Prize;
  /** The chance that this is the best tier a random line wins on a draw. */
  odds: TierOdds;
}

/** A multiplier drawn with every draw that multiplies the fixed prizes (Mega Millions since April 2025). */
export interface PrizeMultiplier {
  /** Each value and how many of the multiplier balls carry it. */
  outcomes: readonly { times: number; balls: number }[];
}

export interface PrizeTable {
  gameId: GameId;
  /** In force from `since` (yyyy-mm-dd) until the next table. */
  since: string;
  /** Rank order. */
  tiers: readonly PrizeTier[];
  source: { title: string; url: string };
  /** The price of one line when the table came in, in the game's currency. */
  ticketPrice: number;
  multiplier?: PrizeMultiplier;
  /** The odds of winning any prize with one line. */
  anyPrizeOdds: TierOdds;
}
