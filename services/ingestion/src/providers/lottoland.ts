/**
 * Lottoland drawings API (unofficial, no key): the last EuroJackpot draw
 * (docs/providers.md §4; its advertised next jackpot is read by the jackpots service).
 * One draw per payload, so a range run gets at most that draw.
 * Jackpots are strings in millions (`"10"` = 10 000 000). The euroMillions endpoint is not served:
 * its shape was never seen, and the one hint (`jackpot.amount`) suggests it differs.
 */
import type { CandidateDraw } from './check-draw.js';
import { collectDraws, keepFor } from './collect-draws.js';
import { isoDate } from './draw-dates.js';
import { entryFor, gamesOf } from './game-table.js';
import { excerpt, isRecord, numberArray, parseJson, shapeOf, shown, wholeNumber } from './payload.js';
import { ProviderPayloadError, type ProviderAdapter } from './provider.js';
import { providerUrl } from './provider-url.js';

const PATHS = { eurojackpot: '/euroJackpot' };

/** An amount given in millions; null when absent, zero or not a number (nothing worth keeping). */
function millions(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const amount = Math.round(Number(text) * 1_000_000);
  return amount > 0 ? amount : null;
}

function dateOf(value: unknown): string | undefined {
  return isRecord(value) ? isoDate(wholeNumber(value.year), wholeNumber(value.month), wholeNumber(value.day)) : undefined;
}

function lastDraw(last: Record<string, unknown>): CandidateDraw | string {
  const drawDate = dateOf(last.date);
  if (!drawDate) return `date ${shown(last.date)} is not a day, month and year`;
  const main = numberArray(last.numbers);
  const special = numberArray(last.euroNumbers);
  if (!main || !special) return 'numbers or euroNumbers missing';
  return { drawDate, main, special, jackpot: millions(last.jackpot) };
}

export const lottoland: ProviderAdapter = {
  id: 'lottoland',
  games: gamesOf(PATHS),
  requiresApiKey: false,

  requests(game, window, settings) {
    const path = entryFor('lottoland', PATHS, game);
    return [{ url: providerUrl(settings.baseUrl, path), label: `${path.slice(1)} last draw`, ...keepFor(window) }];
  },

  parse(game, body, request) {
    const payload = parseJson('lottoland', body);
    if (!isRecord(payload) || !isRecord(payload.last)) {
      throw new ProviderPayloadError('lottoland', `expected an object with a "last" draw, got ${shapeOf(payload)}: ${excerpt(payload)}`);
    }
    const { last } = payload;
    const at = `last: date ${dateOf(last.date) ?? shown(last.date)}, numbers ${shown(last.numbers)}, euroNumbers ${shown(last.euroNumbers)}`;
    return collectDraws('lottoland', game, [{ at, read: lastDraw(last) }], request.keep);
  },
};
