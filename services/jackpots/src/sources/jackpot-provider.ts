import type { CurrencyCode, GameId } from '@pickwise/lottery';
import type { JackpotFigure } from '../jackpots/jackpot-figure.js';

export type JackpotProviderId = 'magayo' | 'lottoland';

/**
 * What one provider said about one game: the jackpot it advertises; none (it answered, without a
 * usable jackpot); or failed (no answer, or a refusal such as a bad key or a spent quota, which says
 * nothing about the jackpot, so the last known figure stays).
 */
export type JackpotReading = { kind: 'advertised'; figure: JackpotFigure } | { kind: 'none' | 'failed'; reason: string };

export const noJackpot = (reason: string): JackpotReading => ({ kind: 'none', reason });
export const refused = (reason: string): JackpotReading => ({ kind: 'failed', reason });

/** One provider of advertised jackpots: which games it knows, the URL to ask, how to read the answer. Pure: no I/O. */
export interface JackpotProvider {
  readonly id: JackpotProviderId;
  readonly games: readonly GameId[];
  requestUrl(game: GameId): string;
  /** Reads a response body; a body that is not the expected JSON is a reading without jackpot, never an exception. */
  read(body: string): JackpotReading;
}

const CURRENCIES: readonly string[] = ['USD', 'EUR', 'GBP'] satisfies CurrencyCode[];

export const isCurrencyCode = (value: unknown): value is CurrencyCode => typeof value === 'string' && CURRENCIES.includes(value);

/** JSON.parse that gives undefined for a body that is not JSON. */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
