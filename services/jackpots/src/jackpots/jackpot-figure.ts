import type { CurrencyCode } from '@pickwise/lottery';

/** A jackpot amount with the currency it is in and the draw it is for (the game's local date, yyyy-mm-dd). */
export interface JackpotFigure {
  /** Whole currency units. */
  amount: number;
  currency: CurrencyCode;
  drawDate: string;
}

/** What the service knows of a game besides the static estimate. */
export interface JackpotCandidates {
  /** A provider's advertised jackpot for an upcoming draw. */
  live?: JackpotFigure;
  /** The jackpot of the newest stored draw, in the currency it was stored in. */
  fallback?: JackpotFigure;
}
