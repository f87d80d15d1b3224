import { useJackpots } from '@pickwise/api-client';
import { estimatedJackpot, type CurrencyCode, type Game } from '@pickwise/lottery';

export type JackpotSource = 'live' | 'fallback' | 'estimated';

/** What a game card shows of a jackpot (spec §3: formatted value, currency and source). */
export interface JackpotView {
  formatted: string;
  currencyCode: CurrencyCode;
  source: JackpotSource;
}

/** The spec's static estimate (§9) in the page language's number format. */
export function estimatedJackpotView(game: Game, language: string): JackpotView {
  const { formatted, currencyCode, source } = estimatedJackpot(game, language);
  return { formatted, currencyCode, source };
}

/**
 * Jackpots for every game: loading while the gateway is asked, then its live values where it has
 * them; the static estimate for every game it does not know or when the call fails (spec §4).
 */
export function useGameJackpots(language: string): { isLoading: boolean; jackpotFor: (game: Game) => JackpotView } {
  const jackpots = useJackpots();
  return {
    isLoading: jackpots.isPending,
    jackpotFor: (game) => {
      const known = jackpots.data?.[game.id];
      if (!known || known.amount === null) return estimatedJackpotView(game, language);
      return { formatted: known.formatted, currencyCode: known.currencyCode, source: known.source };
    },
  };
}
