import { useJackpots } from '@pickwise/api-client';
import { estimatedJackpot, formatJackpot, type CurrencyCode, type Game } from '@pickwise/lottery';

export type JackpotSource = 'live' | 'fallback' | 'estimated';

/** What a game card shows of a jackpot (docs/product-spec.md §3: formatted value, currency and source). */
export interface JackpotView {
  formatted: string;
  currencyCode: CurrencyCode;
  source: JackpotSource;
}

/** The specification's static estimate (docs/product-spec.md §9) in the page language's number format. */
export function estimatedJackpotView(game: Game, language: string): JackpotView {
  const { formatted, currencyCode, source } = estimatedJackpot(game, language);
  return { formatted, currencyCode, source };
}

/**
 * Jackpots for every game (one call, shared by home, /choose-lottery and the generator): loading
 * while the gateway is asked, then its values with their source, formatted in the page language
 * (the server's `formatted` is English); the static estimate for a game it does not answer or when
 * the call fails (docs/product-spec.md §4), so an outage never shows an error.
 */
export function useGameJackpots(language: string): { isLoading: boolean; jackpotFor: (game: Game) => JackpotView } {
  const jackpots = useJackpots();
  return {
    isLoading: jackpots.isPending,
    jackpotFor: (game) => {
      const known = jackpots.data?.[game.id];
      if (!known || known.amount === null) return estimatedJackpotView(game, language);
      return { formatted: formatJackpot(known.amount, known.currencyCode, language), currencyCode: known.currencyCode, source: known.source };
    },
  };
}
