/**
 * magayo's `jackpot.php` (paid, documented; docs/providers.md §6): `{ error, next_draw, currency,
 * jackpot }`, where `jackpot` is a number in text for rolling jackpots and prose for fixed ones
 * ("1,000 a day for life"), which is no amount. `error` other than 0 is a refusal (key, quota, game).
 */
import { GAME_IDS, magayoGameCode } from '@pickwise/lottery';
import { z } from 'zod';
import { isCurrencyCode, noJackpot, parseJson, refused, type JackpotProvider, type JackpotReading } from './jackpot-provider.js';

const jackpotAnswerSchema = z.object({
  error: z.coerce.number().int(),
  next_draw: z.string().nullish(),
  currency: z.string().nullish(),
  jackpot: z.string().nullish(),
});

/** The error codes magayo documents (docs/providers.md §6); 303 is read as a spent quota by third-party code. */
const ERROR_MEANINGS: Record<number, string> = {
  100: 'API key not provided',
  101: 'invalid API key',
  102: 'API key not found',
  303: 'API quota reached',
};

const WHOLE_AMOUNT = /^\d{1,3}(?:,?\d{3})*(?:\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readMagayoJackpot(body: string): JackpotReading {
  const parsed = jackpotAnswerSchema.safeParse(parseJson(body));
  if (!parsed.success) return noJackpot('the answer is not a magayo jackpot');
  const { error, next_draw: nextDraw, currency, jackpot } = parsed.data;
  if (error !== 0) return refused(`magayo error ${error}${ERROR_MEANINGS[error] ? ` (${ERROR_MEANINGS[error]})` : ''}`);
  const amount = jackpot?.trim() ?? '';
  if (!WHOLE_AMOUNT.test(amount)) return noJackpot(`jackpot "${amount}" is not an amount (a fixed prize?)`);
  if (!isCurrencyCode(currency)) return noJackpot(`jackpot in an unknown currency (${String(currency)})`);
  if (!nextDraw || !ISO_DATE.test(nextDraw)) return noJackpot('no date for the next draw');
  return { kind: 'advertised', figure: { amount: Number(amount.replaceAll(',', '')), currency, drawDate: nextDraw } };
}

export function magayoProvider(baseUrl: string, apiKey: string): JackpotProvider {
  return {
    id: 'magayo',
    games: GAME_IDS,
    requestUrl: (game) => `${baseUrl}/jackpot.php?api_key=${encodeURIComponent(apiKey)}&game=${magayoGameCode(game)}&format=json`,
    read: readMagayoJackpot,
  };
}
