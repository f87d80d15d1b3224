/**
 * pedro-mealha/euromillions-api (community, free): EuroMillions draws by year, scraped from
 * euro-millions.com (docs/providers.md §3). `GET /draws?year=YYYY` lists a year's draws,
 * so a run asks for each year it touches and keeps its window.
 */
import { isCalendarDate } from '@pickwise/lottery';
import type { CandidateDraw } from '../draws/check-draw.js';
import { collectDraws, keepFor, type PayloadRow } from '../draws/collect-draws.js';
import { fromIsoPrefix, yearsBetween } from '../draws/provider-date-formats.js';
import type { DrawReader, FetchWindow } from '../draws/draw-reader.js';
import { entryFor, gamesOf } from '../game-table.js';
import { excerpt, isRecord, numberArray, parseJson, shapeOf, shown } from '../payload.js';
import { ProviderPayloadError } from '../provider.js';
import { providerUrl } from '../provider-url.js';
import { EUROMILLIONS_API_PATHS } from './game-codes.js';

/** The latest draws are this year's; early in January the newest ones are still last year's. */
function yearsFor(window: FetchWindow): number[] {
  if (window.kind === 'range') return yearsBetween(window.since, window.until);
  if (!isCalendarDate(window.today)) throw new Error(`euromillions-api: today '${window.today}' is not a yyyy-mm-dd date`);
  const year = Number(window.today.slice(0, 4));
  return window.today.slice(5, 7) === '01' ? [year - 1, year] : [year];
}

function readDraw(item: unknown): CandidateDraw | string {
  if (!isRecord(item)) return 'not an object';
  const drawDate = fromIsoPrefix(item.date);
  if (!drawDate) return `date ${shown(item.date)} is not a date`;
  const main = numberArray(item.numbers);
  const special = numberArray(item.stars);
  if (!main || !special) return 'numbers or stars missing';
  // `prize` is the jackpot in euros when the scraper found one; null or 0 means not known.
  const jackpot = typeof item.prize === 'number' && Number.isFinite(item.prize) && item.prize > 0 ? item.prize : null;
  return { drawDate, main, special, jackpot };
}

export const euromillionsApiDrawReader: DrawReader = {
  id: 'euromillions-api',
  games: gamesOf(EUROMILLIONS_API_PATHS),
  requiresApiKey: false,
  operatorPublishes: [],

  requests(game, window, settings) {
    const path = entryFor('euromillions-api', EUROMILLIONS_API_PATHS, game.id);
    return yearsFor(window).map((year) => ({
      url: providerUrl(settings.baseUrl, path, { year: String(year) }),
      label: `draws ${year}`,
      ...keepFor(window),
    }));
  },

  parse(game, body, request) {
    const payload = parseJson('euromillions-api', body);
    if (!Array.isArray(payload)) throw new ProviderPayloadError('euromillions-api', `expected an array of draws, got ${shapeOf(payload)}: ${excerpt(payload)}`);
    const rows: PayloadRow[] = payload.map((item, index) => ({ at: `draw ${index}: ${excerpt(item)}`, read: readDraw(item) }));
    return collectDraws('euromillions-api', game, rows, request.keep);
  },
};
