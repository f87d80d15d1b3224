/**
 * The expected value of one line, step by step: the jackpot as paid (annuity or cash, after tax),
 * shared with the other winners a Poisson estimate expects, plus every fixed prize times its odds.
 * Pari-mutuel prizes are shares of a pool that is not known before the draw: they are listed and
 * left out rather than guessed.
 */
import type { PrizeMultiplier, PrizeTable } from './types.js';

export type Payout = 'annuity' | 'cash';

export interface ExpectedValueInput {
  table: PrizeTable;
  /** The advertised jackpot (an annuity's total in the US), in the game's currency. */
  jackpot: number;
  ticketPrice: number;
  payout: Payout;
  /** The cash option as a share of the advertised jackpot (0–1); used when `payout` is 'cash'. */
  cashShare: number;
  /** Tax on winnings, 0–1, applied to every cash prize (not to a free ticket or the stake back). */
  taxRate: number;
  /** Tickets sold for the draw; estimated from the jackpot when absent. */
  ticketsSold?: number;
}

export interface TierValue {
  tierId: string;
  probability: number;
  /** The prize before tax (times the expected multiplier where the game has one); null for a pari-mutuel share. */
  amount: number | null;
  /** probability × amount after tax; 0 for a pari-mutuel share. */
  contribution: number;
}

export interface ExpectedValue {
  jackpotPaid: number;
  jackpotAfterTax: number;
  ticketsSold: number;
  ticketsEstimated: boolean;
  /** Expected other jackpot winners if you win: tickets × jackpot probability. */
  expectedCoWinners: number;
  /** Your expected share of the jackpot if you win: E[1 / (1 + K)], K ~ Poisson(expectedCoWinners). */
  jackpotShare: number;
  jackpotContribution: number;
  /** 1 where the game has no multiplier. */
  expectedMultiplier: number;
  tiers: TierValue[];
  /** Expected winnings per line, after tax. */
  perTicket: number;
  /** perTicket ÷ ticket price: what one unit spent returns on average. */
  perUnitSpent: number;
  /** perTicket − ticket price. */
  netPerTicket: number;
}

/**
 * Sales estimated from the jackpot where none were entered: a draw is taken to sell about a quarter
 * of the advertised jackpot in tickets. A rough rule (sales climb with the jackpot but not evenly);
 * the page says it is an estimate and takes the real figure when known.
 */
export const SALES_SHARE_OF_JACKPOT = 0.25;

/**
 * Starting points for the calculator, which the visitor overrides: US federal withholding on
 * lottery winnings (24 %), Spain's and Italy's 20 % on prizes; the others do not tax prizes. The US
 * cash option has been a little under half of the advertised annuity in recent years.
 */
export const DEFAULT_TAX_RATES: Readonly<Record<string, number>> = { US: 0.24, ES: 0.2, IT: 0.2 };
export const DEFAULT_CASH_SHARE = 0.45;

export function estimateTicketsSold(jackpot: number, ticketPrice: number): number {
  return ticketPrice > 0 ? Math.round((jackpot * SALES_SHARE_OF_JACKPOT) / ticketPrice) : 0;
}

/** E[1 / (1 + K)] for K ~ Poisson(λ): (1 − e^−λ) / λ, and 1 when nobody else is expected. */
export function expectedJackpotShare(lambda: number): number {
  return lambda <= 0 ? 1 : -Math.expm1(-lambda) / lambda;
}

export function expectedMultiplier(multiplier: PrizeMultiplier | undefined): number {
  if (!multiplier) return 1;
  const balls = multiplier.outcomes.reduce((sum, outcome) => sum + outcome.balls, 0);
  return multiplier.outcomes.reduce((sum, outcome) => sum + outcome.times * outcome.balls, 0) / balls;
}

export function expectedValue(input: ExpectedValueInput): ExpectedValue {
  const { table, jackpot, ticketPrice, payout, cashShare, taxRate } = input;
  const keep = 1 - taxRate;
  const jackpotPaid = payout === 'cash' ? jackpot * cashShare : jackpot;
  const jackpotAfterTax = jackpotPaid * keep;
  const ticketsEstimated = input.ticketsSold === undefined;
  const ticketsSold = input.ticketsSold ?? estimateTicketsSold(jackpot, ticketPrice);
  const multiplier = expectedMultiplier(table.multiplier);

  let jackpotProbability = 0;
  const tiers: TierValue[] = [];
  for (const tier of table.tiers) {
    const probability = tier.odds.probability;
    if (tier.prize.kind === 'jackpot') {
      jackpotProbability += probability;
      continue;
    }
    if (tier.prize.kind === 'pari-mutuel') {
      tiers.push({ tierId: tier.id, probability, amount: null, contribution: 0 });
      continue;
    }
    // A free ticket or the stake back is neither multiplied nor taxed.
    const inKind = tier.prize.paidAs !== undefined;
    const amount = tier.prize.amount * (inKind ? 1 : multiplier);
    tiers.push({ tierId: tier.id, probability, amount, contribution: probability * amount * (inKind ? 1 : keep) });
  }
  const expectedCoWinners = ticketsSold * jackpotProbability;
  const jackpotShare = expectedJackpotShare(expectedCoWinners);
  const jackpotContribution = jackpotProbability * jackpotAfterTax * jackpotShare;
  const perTicket = jackpotContribution + tiers.reduce((sum, tier) => sum + tier.contribution, 0);
  return {
    jackpotPaid,
    jackpotAfterTax,
    ticketsSold,
    ticketsEstimated,
    expectedCoWinners,
    jackpotShare,
    jackpotContribution,
    expectedMultiplier: multiplier,
    tiers,
    perTicket,
    perUnitSpent: ticketPrice > 0 ? perTicket / ticketPrice : 0,
    netPerTicket: perTicket - ticketPrice,
  };
}
