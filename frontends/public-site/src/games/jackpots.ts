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
 * One game's jackpot from the jackpots of every game (one call, shared by home, /choose-lottery
 * and the generator): undefined while the gateway is asked, then its value with its source,
 * formatted in the page language (the server's `formatted` is English); the static estimate for a
 * game it does not answer or when the call fails (docs/product-spec.md §4), so an outage never
 * shows an error.
 *
 * Called by the component that shows the value, not by the page: the answer's arrival then
 * re-renders a dozen small components instead of a whole page, in one synchronous pass that a
 * phone would feel as a long task.
 */
export function useGameJackpot(game: Game, language: string): JackpotView | undefined {
  const jackpots = useJackpots();
  if (jackpots.isPending) return undefined;
  const known = jackpots.data?.[game.id];
  if (!known || known.amount === null) return estimatedJackpotView(game, language);
  return { formatted: formatJackpot(known.amount, known.currencyCode, language), currencyCode: known.currencyCode, source: known.source };
}

/** Whether the jackpots are still being asked for (for 'Loading latest jackpots...'). */
export function useJackpotsLoading(): boolean {
  return useJackpots().isPending;
}
