import { historyFileName, type Game } from '@pickwise/lottery';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';

/** The history the draws service ships (services/draws/data/history), the same from src/ and dist/. */
const HISTORY_DIR = new URL('../../../../services/draws/data/history/', import.meta.url);

/** A shipped draw as the stand-in serves it: `special` is the raw special column, drawn bonus balls included. */
export interface HistoryRow {
  draw_date: string;
  main: number[];
  special: number[];
}

export function historyRows(game: Game): HistoryRow[] {
  const records = parse<Record<string, string>>(readFileSync(new URL(historyFileName(game), HISTORY_DIR), 'utf8'), { columns: true, skip_empty_lines: true });
  const numbers = (text = '') => text.split(/\s+/).filter(Boolean).map(Number);
  return records.map((record) => ({ draw_date: record['draw_date'] ?? '', main: numbers(record['main']), special: numbers(record['special']) }));
}

/** Balls as the providers write them: two digits. */
export const twoDigits = (ball: number): string => String(ball).padStart(2, '0');
