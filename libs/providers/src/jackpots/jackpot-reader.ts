import type { CurrencyCode, GameId } from '@pickwise/lottery';
import type { ProviderId, ProviderSettings } from '../provider.js';

/** The providers that advertise the next jackpot of a game. */
export type JackpotProviderId = Extract<ProviderId, 'magayo' | 'lottoland'>;

/** A jackpot amount with the currency it is in and the draw it is for (the game's local date, yyyy-mm-dd). */
export interface JackpotFigure {
  /** Whole currency units. */
  amount: number;
  currency: CurrencyCode;
  drawDate: string;
}

/**
 * What one provider said about one game: the jackpot it advertises; none (it answered, without a
 * usable jackpot); or failed (no answer, or a refusal such as a bad key or a spent quota, which says
 * nothing about the jackpot, so the last known figure stays).
 */
export type JackpotReading = { kind: 'advertised'; figure: JackpotFigure } | { kind: 'none' | 'failed'; reason: string };

export const noJackpot = (reason: string): JackpotReading => ({ kind: 'none', reason });
export const refused = (reason: string): JackpotReading => ({ kind: 'failed', reason });

/** One provider of advertised jackpots: which games it knows, the URL to ask, how to read the answer. Pure: no I/O. */
export interface JackpotReader {
  readonly id: JackpotProviderId;
  readonly games: readonly GameId[];
  requestUrl(game: GameId, settings: ProviderSettings): string;
  /** Reads a response body; throws ProviderPayloadError for a body that is not the provider's answer at all. */
  read(body: string): JackpotReading;
}
