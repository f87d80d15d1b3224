/**
 * Parses a whole history file. Bad rows are returned with their line and reason, never dropped
 * silently; a wrong header fails the whole file. Uses csv-parse's browser build, which runs in Node
 * and in browsers alike (its Node build needs Node's Buffer).
 */
import { parse } from 'csv-parse/browser/esm/sync';
import type { Game } from '../games.js';
import type { DrawRow } from './draw-row.js';
import { HISTORY_COLUMNS, type HistoryRecord } from './history-files.js';
import { normaliseDraw } from './normalise-draw.js';

export interface InvalidHistoryRow {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  reason: string;
  record: Partial<HistoryRecord>;
}

export interface ParsedHistory {
  rows: DrawRow[];
  invalid: InvalidHistoryRow[];
}

/** The identity of a draw: UK Lotto draws twice on some nights, so the date alone is not enough. */
export function drawKey(row: Pick<DrawRow, 'drawDate' | 'main'>): string {
  return `${row.drawDate} ${row.main.join('-')}`;
}

function checkHeader(header: string[]): string[] {
  if (header.join(',') !== HISTORY_COLUMNS.join(',')) {
    throw new Error(`History header '${header.join(',')}' differs from '${HISTORY_COLUMNS.join(',')}'`);
  }
  return header;
}

export function parseHistoryCsv(game: Game, csvText: string): ParsedHistory {
  const records = parse<{ record: Partial<HistoryRecord>; info: { lines: number } }>(csvText, {
    columns: checkHeader,
    info: true,
    skip_empty_lines: true,
    // A short or long line becomes an invalid row of this file instead of aborting the parse.
    relax_column_count: true,
  });
  const rows: DrawRow[] = [];
  const invalid: InvalidHistoryRow[] = [];
  const seen = new Set<string>();
  for (const { record, info } of records) {
    const result = normaliseDraw(game, record);
    if (!result.ok) {
      invalid.push({ line: info.lines, reason: result.reason, record });
    } else if (seen.has(drawKey(result.row))) {
      invalid.push({ line: info.lines, reason: `duplicate draw ${drawKey(result.row)}`, record });
    } else {
      seen.add(drawKey(result.row));
      rows.push(result.row);
    }
  }
  return { rows, invalid };
}
