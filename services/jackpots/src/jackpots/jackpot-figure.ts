import type { JackpotFigure } from '@pickwise/providers';

/** What the service knows of a game besides the static estimate. */
export interface JackpotCandidates {
  /** A provider's advertised jackpot for an upcoming draw. */
  live?: JackpotFigure;
  /** The jackpot of the newest stored draw, in the currency it was stored in. */
  fallback?: JackpotFigure;
}
