/**
 * Lottoland's advertised next jackpot of EuroJackpot and EuroMillions: only the drawing's `next`
 * counts, with its jackpot in millions, its `currency` and its draw's `date` parts.
 */
import { isCurrencyCode } from '@pickwise/lottery';
import { entryFor, gamesOf } from '../game-table.js';
import { noJackpot, type JackpotReader } from '../jackpots/jackpot-reader.js';
import { isRecord } from '../payload.js';
import { providerUrl } from '../provider-url.js';
import { drawDateOf, millions, readDrawing } from './drawing.js';
import { LOTTOLAND_GAME_PATHS } from './game-codes.js';

export const lottolandJackpotReader: JackpotReader = {
  id: 'lottoland',
  games: gamesOf(LOTTOLAND_GAME_PATHS),

  requestUrl(game, settings) {
    return providerUrl(settings.baseUrl, entryFor('lottoland', LOTTOLAND_GAME_PATHS, game));
  },

  read(body) {
    const { next } = readDrawing(body);
    const text = isRecord(next) && typeof next.jackpot === 'string' ? next.jackpot.trim() : '';
    if (!isRecord(next) || !text) return noJackpot('no jackpot for the next draw');
    const amount = millions(text);
    if (amount === null) return noJackpot(`next jackpot "${text}" is not an amount in millions`);
    if (!isCurrencyCode(next.currency)) return noJackpot(`next jackpot in an unknown currency (${String(next.currency)})`);
    const drawDate = drawDateOf(next.date);
    if (!drawDate) return noJackpot('no date for the next draw');
    return { kind: 'advertised', figure: { amount, currency: next.currency, drawDate } };
  },
};
