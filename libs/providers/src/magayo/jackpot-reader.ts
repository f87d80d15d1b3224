/**
 * magayo's `jackpot.php` (paid, documented; docs/providers.md §6): `{ error, next_draw, currency,
 * jackpot }`, where `jackpot` is a number in text for rolling jackpots and prose for fixed ones
 * ("1,000 a day for life"), which is no amount. An error code is a refusal (key, quota, game).
 */
import { GAME_IDS, isCalendarDate, isCurrencyCode } from '@pickwise/lottery';
import { noJackpot, refused, type JackpotReader } from '../jackpots/jackpot-reader.js';
import { magayoUrl, readMagayoAnswer } from './api.js';
import { magayoError } from './errors.js';

const WHOLE_AMOUNT = /^\d{1,3}(?:,?\d{3})*(?:\.\d+)?$/;

export const magayoJackpotReader: JackpotReader = {
  id: 'magayo',
  games: GAME_IDS,

  requestUrl(game, settings) {
    return magayoUrl('jackpot.php', game, settings, { format: 'json' });
  },

  read(body) {
    const { error, fields } = readMagayoAnswer(body);
    if (error !== 0) return refused(`magayo ${magayoError(error)}`);
    const amount = typeof fields.jackpot === 'string' ? fields.jackpot.trim() : '';
    if (!WHOLE_AMOUNT.test(amount)) return noJackpot(`jackpot "${amount}" is not an amount (a fixed prize?)`);
    if (!isCurrencyCode(fields.currency)) return noJackpot(`jackpot in an unknown currency (${String(fields.currency)})`);
    const nextDraw = fields.next_draw;
    if (typeof nextDraw !== 'string' || !isCalendarDate(nextDraw)) return noJackpot('no date for the next draw');
    return { kind: 'advertised', figure: { amount: Number(amount.replaceAll(',', '')), currency: fields.currency, drawDate: nextDraw } };
  },
};
