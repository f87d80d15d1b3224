import { dateTimeFormat, drawOrigin, type DrawOrigin, formatJackpot, type Game, languageLocale, NO_JACKPOT, OFFICIAL_RESULTS_PAGES } from '@pickwise/lottery';
import type { DrawRecord } from '@pickwise/api-client';

/** A draw as the history screens show it (docs/product-spec.md §3 "Draw record": jackpot text and source derived). */
export interface DrawDisplay {
  /** The jackpot in the game's currency, or a dash when the record has none in it. */
  jackpotText: string;
  /**
   * The record has a jackpot, but in another currency than the game's (EuroMillions in the UK
   * archive: pounds): left out rather than shown under the game's currency, and explained.
   */
  jackpotWithheld: boolean;
  /** The game's official results page, where any draw can be checked. */
  officialResultsUrl: string;
  /** What the row was read from when not the operator's page (an archive, a feed, a data set). */
  origin: DrawOrigin | null;
}

export function drawDisplay(game: Game, draw: DrawRecord, locale: string): DrawDisplay {
  const inGameCurrency = draw.jackpot_currency === game.currency;
  return {
    jackpotText: inGameCurrency ? formatJackpot(draw.jackpot, game.currency, locale) : NO_JACKPOT,
    jackpotWithheld: draw.jackpot !== null && draw.jackpot_currency !== null && !inGameCurrency,
    officialResultsUrl: OFFICIAL_RESULTS_PAGES[game.id],
    origin: drawOrigin(draw.source),
  };
}

/** A calendar date (yyyy-mm-dd: a draw's, in the game's local calendar, or a prize table's) in the page language, without shifting it through a time zone. */
export function formatDrawDate(date: string, language: string): string {
  return dateTimeFormat(languageLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant (a check's time, a draw's scheduled time) in the page language and the reader's own time zone. */
export function formatInstant(at: string, language: string): string {
  return dateTimeFormat(languageLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}
