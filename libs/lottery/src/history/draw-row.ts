import type { CurrencyCode } from '../games.js';

/** One past draw of one game, normalised from a history file or a database row. */
export interface DrawRow {
  /** yyyy-mm-dd, the draw's local date. */
  drawDate: string;
  /** Main numbers, ascending. */
  main: number[];
  /** The game's special numbers only (see `GameRules.specialPositions`), ascending. */
  special: number[];
  /** The drawn bonus numbers (see `GameRules.bonusPositions`), in drawn order; empty when none. */
  bonus: number[];
  /** As published by the source, in the source's currency; null when the source had none. */
  jackpot: number | null;
  /** Where the row came from (a repository owner/name, or a provider id). */
  source: string;
  /** The matrix label of the rules in force on `drawDate`, e.g. `5/69+1/26`. */
  matrix: string;
}

/** A stored draw as the API lists it (`drawRecordSchema` of libs/contracts): dates and fields as sent. */
export interface ListedDraw {
  draw_date: string;
  main: readonly number[];
  special: readonly number[];
  bonus: readonly number[];
  jackpot: number | null;
  /** The currency stored with `jackpot` (UK sources: pounds, EuroMillions too); null without one. */
  jackpot_currency: CurrencyCode | null;
  source: string;
}
