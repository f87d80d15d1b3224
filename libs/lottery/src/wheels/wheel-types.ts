import type { CurrencyCode, GameId } from '../games.js';
import type { TierOdds } from '../prizes/types.js';
import type { WheelSearchProgress } from './covering-search.js';

/**
 * The special numbers of a wheel's lines (the guarantee is about the main numbers only):
 * - none: the game has no special number;
 * - fixed: the same special numbers (the game's special count of them) on every line;
 * - in-turn: a list of special-number sets handed to the lines in turn (line i takes sets[i mod length]).
 */
export type WheelSpecials = { kind: 'none' } | { kind: 'fixed'; numbers: number[] } | { kind: 'in-turn'; sets: number[][] };

/** What a player asks for; validated against the game by libs/contracts' wheelRequestSchema before it gets here. */
export interface WheelRequest {
  game: GameId;
  /** The chosen main numbers, distinct, ascending (at most MAX_WHEEL_NUMBERS). */
  numbers: number[];
  /** Chosen numbers that stand in every line. */
  keys: number[];
  /** At least one line matches t of the drawn main numbers whenever m of them are among the chosen numbers. */
  t: number;
  m: number;
  specials: WheelSpecials;
  /** The search's seed: the same request and seed always build the same lines. */
  seed: string;
}

export interface WheelLine {
  main: number[];
  special: number[];
}

/** The chance that a draw's best prize from the whole wheel is this tier (or none, `tierId` null). */
export interface WheelTierChance {
  tierId: string | null;
  rank: number | null;
  odds: TierOdds;
}

/** A wheel whose guarantee was proven over every case, with its honest figures. */
export interface VerifiedWheel {
  request: WheelRequest;
  lines: WheelLine[];
  /** The lower bound on the lines of any wheel with these parameters (wheelLowerBound). */
  lowerBound: number;
  /** 'schonheim' when m = t (a covering design), 'counting' when m > t (schonheim-bound.ts says why). */
  lowerBoundKind: 'schonheim' | 'counting';
  /** C(n, k): the lines of the full wheel (every k of the chosen numbers). */
  fullWheelLines: number;
  /** C(n, m): the cases the verifier checked, every one of them. */
  verifiedCases: number;
  /** The chance that a draw meets the guarantee's condition: m or more of the drawn main numbers among the chosen. */
  guaranteeOdds: TierOdds;
  /** Over every possible draw: the wheel's best prize tier, rank order, then no prize. */
  tierChances: WheelTierChance[];
  cost: { pricePerLine: number; perDraw: number; currency: CurrencyCode };
}

export type WheelProgress = WheelSearchProgress | { phase: 'verify' } | { phase: 'figures' };

/** The seed of a request that names none: share links carry the seed only when it is another. */
export const DEFAULT_WHEEL_SEED = '1';
