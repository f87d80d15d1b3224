import { drawSourceUrl, formatJackpot, storedJackpotCurrency, dateTimeFormat, type Game } from '@pickwise/lottery';
import type { DrawRecord } from '@pickwise/api-client';
import { numberLocale } from '../odds/number-format.js';

/** A draw as the history screens show it (docs/product-spec.md §3 "Draw record": jackpot text and source link derived). */
export function drawDisplay(game: Game, draw: DrawRecord, locale: string) {
  return {
    jackpotText: formatJackpot(draw.jackpot, storedJackpotCurrency(game, draw.source), locale),
    sourceUrl: drawSourceUrl(draw.source),
  };
}

/** A calendar date (yyyy-mm-dd: a draw's, in the game's local calendar, or a prize table's) in the page language, without shifting it through a time zone. */
export function formatDrawDate(date: string, language: string): string {
  return dateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
