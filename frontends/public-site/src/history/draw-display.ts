import { drawSourceUrl, formatJackpot, storedJackpotCurrency, dateTimeFormat, type Game } from '@pickwise/lottery';
import type { DrawRecord } from '@pickwise/api-client';

/** A draw as the history screens show it (docs/product-spec.md §3 "Draw record": jackpot text and source link derived). */
export function drawDisplay(game: Game, draw: DrawRecord, locale: string) {
  return {
    jackpotText: formatJackpot(draw.jackpot, storedJackpotCurrency(game, draw.source), locale),
    sourceUrl: drawSourceUrl(draw.source),
  };
}

/** A draw date (yyyy-mm-dd, the game's local date) in the page language, without shifting it through a time zone. */
export function formatDrawDate(date: string, language: string): string {
  return dateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
