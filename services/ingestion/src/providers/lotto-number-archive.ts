/**
 * LottoNumberArchive (JohannesFriedrich, GitHub Pages, free): every Lotto 6aus49 draw since 1955
 * in one file (docs/providers.md §5). A latest run keeps the newest draws, a range run
 * its window. The Superzahl is absent before 1991-12-07, when the rules have no special number.
 */
import type { CandidateDraw } from './check-draw.js';
import { collectDraws, keepFor } from './collect-draws.js';
import { fromDotted } from './draw-dates.js';
import { entryFor, gamesOf } from './game-table.js';
import { excerpt, isRecord, numberArray, parseJson, shapeOf, shown, wholeNumber } from './payload.js';
import { ProviderPayloadError, type ProviderAdapter, type ProviderRequest } from './provider.js';
import { providerUrl } from './provider-url.js';

const FILES = { 'lotto-6aus49': '/Lottonumbers_complete.json' };
const LATEST_DRAWS = 100;

function readDraw(item: unknown): CandidateDraw | string {
  if (!isRecord(item)) return 'not an object';
  const drawDate = fromDotted(item.date);
  if (!drawDate) return `date ${shown(item.date)} is not a dd.mm.yyyy date`;
  const main = numberArray(item.Lottozahl);
  if (!main) return 'Lottozahl missing';
  const special = item.Superzahl === undefined || item.Superzahl === null ? [] : [wholeNumber(item.Superzahl)];
  return { drawDate, main, special, jackpot: null };
}

export const lottoNumberArchive: ProviderAdapter = {
  id: 'lotto-number-archive',
  games: gamesOf(FILES),
  requiresApiKey: false,

  requests(game, window, settings) {
    const file = entryFor('lotto-number-archive', FILES, game);
    const keep: Pick<ProviderRequest, 'keep'> = window.kind === 'latest' ? { keep: { newest: LATEST_DRAWS } } : keepFor(window);
    return [{ url: providerUrl(settings.baseUrl, file), label: file.slice(1), ...keep }];
  },

  parse(game, body, request) {
    const payload = parseJson('lotto-number-archive', body);
    if (!isRecord(payload) || !Array.isArray(payload.data)) {
      throw new ProviderPayloadError('lotto-number-archive', `expected an object with a "data" array, got ${shapeOf(payload)}: ${excerpt(payload)}`);
    }
    const rows = payload.data.map((item, index) => ({ at: `data ${index}: ${excerpt(item)}`, read: readDraw(item) }));
    return collectDraws('lotto-number-archive', game, rows, request.keep);
  },
};
