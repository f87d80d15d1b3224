import { localDrawDate, nextDrawAt, type Game, type GameId } from '@pickwise/lottery';

/** A request to one provider of the stand-in, its prefix taken off. */
export interface StandInRequest {
  /** The path under the provider's prefix, e.g. `/results.php`. */
  path: string;
  query: URLSearchParams;
  /** The games whose next jackpot this provider announces (`ProviderStandIn`'s `announcedJackpots`). */
  announcedJackpots: readonly GameId[];
}

/** A provider's part of the stand-in: the body it answers with, or undefined for a 404. */
export type StandInPart = (request: StandInRequest) => string | undefined;

/** A game's next draw as the providers date it: the game's local date. */
export const nextDrawDate = (game: Game, now: Date = new Date()): string => localDrawDate(game, nextDrawAt(game, now));
