/** The spec's static jackpot estimate of a game, shown until (or instead of) a live value. */
import type { CurrencyCode, Game, GameId } from '../games.js';
import { formatJackpot } from './format-jackpot.js';

export interface EstimatedJackpot {
  game: GameId;
  amount: number;
  formatted: string;
  currencyCode: CurrencyCode;
  source: 'estimated';
}

export function estimatedJackpot(game: Game, locale = 'en'): EstimatedJackpot {
  return {
    game: game.id,
    amount: game.estimatedJackpot,
    formatted: formatJackpot(game.estimatedJackpot, game.currency, locale),
    currencyCode: game.currency,
    source: 'estimated',
  };
}
