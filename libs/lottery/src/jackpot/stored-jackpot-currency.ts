import type { CurrencyCode, Game } from '../games.js';

/**
 * Sources whose stored jackpots are UK prize figures in pounds whatever the game: the UK history
 * (EuroMillions included, see services/draws/data/history/README.md) and anything ingested from the
 * UK National Lottery.
 */
export const POUND_JACKPOT_SOURCES: readonly string[] = ['CostaCory/uk-lottery-dashboard', 'uk-national-lottery'];

/** The currency a stored draw's jackpot is in: pounds from a UK source, else the game's own. */
export function storedJackpotCurrency(game: Game, source: string): CurrencyCode {
  return POUND_JACKPOT_SOURCES.some((poundSource) => source.startsWith(poundSource)) ? 'GBP' : game.currency;
}
