/**
 * Lottoland's drawings API (unofficial, no key; docs/providers.md §3-§4): `<base>/euroJackpot` and
 * `<base>/euroMillions` answer `{ last: {...}, next: {...} }`. Only `next` counts: its `jackpot`
 * is a text in millions (`"10"`, `"57.5"`), with `currency` and the draw's `date` parts.
 */
import type { GameId } from '@pickwise/lottery';
import { z } from 'zod';
import { isCurrencyCode, noJackpot, parseJson, type JackpotProvider, type JackpotReading } from './jackpot-provider.js';

const LOTTOLAND_GAME_PATHS: Partial<Record<GameId, string>> = { euromillions: 'euroMillions', eurojackpot: 'euroJackpot' };

const nextDrawingSchema = z.object({
  next: z
    .object({
      jackpot: z.string().nullish(),
      currency: z.string().nullish(),
      date: z.object({ day: z.number().int(), month: z.number().int(), year: z.number().int() }).nullish(),
    })
    .nullish(),
});

const MILLIONS = /^\d+(?:[.,]\d+)?$/;
const twoDigits = (value: number) => String(value).padStart(2, '0');

export function readLottolandJackpot(body: string): JackpotReading {
  const parsed = nextDrawingSchema.safeParse(parseJson(body));
  if (!parsed.success) return noJackpot('the answer is not a Lottoland drawing');
  const next = parsed.data.next;
  const millions = next?.jackpot?.trim();
  if (!next || !millions) return noJackpot('no jackpot for the next draw');
  if (!MILLIONS.test(millions)) return noJackpot(`next jackpot "${millions}" is not an amount in millions`);
  if (!isCurrencyCode(next.currency)) return noJackpot(`next jackpot in an unknown currency (${String(next.currency)})`);
  if (!next.date) return noJackpot('no date for the next draw');
  const { year, month, day } = next.date;
  return {
    kind: 'advertised',
    figure: {
      amount: Math.round(Number(millions.replace(',', '.')) * 1_000_000),
      currency: next.currency,
      drawDate: `${year}-${twoDigits(month)}-${twoDigits(day)}`,
    },
  };
}

export function lottolandProvider(baseUrl: string): JackpotProvider {
  return {
    id: 'lottoland',
    games: Object.keys(LOTTOLAND_GAME_PATHS) as GameId[],
    requestUrl: (game) => `${baseUrl}/${LOTTOLAND_GAME_PATHS[game] ?? game}`,
    read: readLottolandJackpot,
  };
}
