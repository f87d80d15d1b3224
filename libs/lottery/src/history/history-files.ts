/**
 * The shipped history files (services/draws/data/history): one `<adminId>.csv` per game, in the
 * column order below. See that folder's README for the meaning of each column.
 */
import { findGame, type Game } from '../games.js';

export const HISTORY_COLUMNS = ['draw_date', 'main', 'special', 'jackpot', 'source', 'matrix'] as const;
export type HistoryColumn = (typeof HISTORY_COLUMNS)[number];
/** One data line of a history file, as text. */
export type HistoryRecord = Record<HistoryColumn, string>;

/** The files are named by admin id (california-superlotto.csv, not california-lottery.csv). */
export function historyFileName(game: Game): string {
  return `${game.adminId}.csv`;
}

/** The game a history file belongs to, from its name (with or without a folder). */
export function gameOfHistoryFile(fileName: string): Game | undefined {
  const match = /([a-z0-9-]+)\.csv$/.exec(fileName);
  return match?.[1] ? findGame(match[1]) : undefined;
}
