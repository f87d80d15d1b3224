/**
 * For the specs: a game's shipped history file (services/draws/data/history) as its text and as the
 * draws the draws service lists (`ListedDraw`), read the way the seed reads it.
 */
import { readFileSync } from 'node:fs';
import type { Game } from '../games.js';
import { storedJackpotCurrency } from '../jackpot/stored-jackpot-currency.js';
import type { ListedDraw } from './draw-row.js';
import { historyFileName } from './history-files.js';
import { parseHistoryCsv } from './parse-history.js';

const HISTORY_DIR = new URL('../../../../services/draws/data/history/', import.meta.url);

export const shippedHistoryText = (game: Game): string => readFileSync(new URL(historyFileName(game), HISTORY_DIR), 'utf8');

export const shippedHistory = (game: Game): ListedDraw[] =>
  parseHistoryCsv(game, shippedHistoryText(game)).rows.map((row) => ({
    draw_date: row.drawDate,
    main: row.main,
    special: row.special,
    bonus: row.bonus,
    jackpot: row.jackpot,
    // As the draws service stores it.
    jackpot_currency: row.jackpot === null ? null : storedJackpotCurrency(game, row.source),
    source: row.source,
  }));
