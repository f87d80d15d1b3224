/**
 * The history export (docs/product-spec.md §5 "CSV export"): the rows of the current filter as
 * CSV, written by csv-stringify (every field quoted, quotes doubled, a byte-order mark first so
 * spreadsheet programs read UTF-8), or as JSON. Cells that a spreadsheet would run as a formula are
 * neutralised as OWASP's CSV-injection advice says.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Game } from '../games.js';
import type { ListedDraw } from './draw-row.js';

/**
 * The specification's row (date, lottery, numbers, bonus, jackpot, method), then what a reader
 * needs to use it: the jackpot's currency as stored with it (UK sources publish pounds), the drawn bonus numbers
 * that are not the game's special number (bonus ball, Jolly, Complementario) and the source.
 * `bonus` holds the game's special numbers (Powerball, Lucky Stars, Reintegro…); `method` says
 * what produced the numbers, here always an official draw.
 */
export const HISTORY_EXPORT_COLUMNS = ['date', 'lottery', 'numbers', 'bonus', 'jackpot', 'method', 'jackpot_currency', 'drawn_bonus', 'source'] as const;

const DRAW_METHOD = 'draw';
const BYTE_ORDER_MARK = '\uFEFF';

/** Leading characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would evaluate gets a leading apostrophe, so it stays text. */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const numbers = (list: readonly number[]) => list.join(' ');

function exportRow(game: Game, draw: ListedDraw): string[] {
  return [
    draw.draw_date,
    game.name,
    numbers(draw.main),
    numbers(draw.special),
    draw.jackpot === null ? '' : String(draw.jackpot),
    DRAW_METHOD,
    draw.jackpot_currency ?? '',
    numbers(draw.bonus),
    draw.source,
  ].map(neutraliseCsvCell);
}

/** The CSV text of the draws, header first, with a byte-order mark and CRLF line ends (RFC 4180). */
export function historyCsv(game: Game, draws: readonly ListedDraw[]): string {
  const body = stringify([[...HISTORY_EXPORT_COLUMNS], ...draws.map((draw) => exportRow(game, draw))], {
    quoted: true,
    record_delimiter: 'windows',
  });
  return `${BYTE_ORDER_MARK}${body}`;
}

/** The JSON export: the API's records as they are (JSON has no formulas to neutralise, and no byte-order mark: RFC 8259 §8.1). */
export function historyJson(game: Game, draws: readonly ListedDraw[]): string {
  return `${JSON.stringify({ game: game.id, name: game.name, draws }, null, 2)}\n`;
}

/** `lottery-history-{filter}-{date}.csv` (docs/product-spec.md §5); `date` is the export day, yyyy-mm-dd. */
export function historyExportFileName(filter: string, date: string, extension: 'csv' | 'json' = 'csv'): string {
  return `lottery-history-${filter}-${date}.${extension}`;
}
