/**
 * LottoNumberArchive (JohannesFriedrich, GitHub Pages, free): every Lotto 6aus49 draw since 1955
 * in one file (docs/providers.md §5). A latest run keeps the newest draws, a range run
 * its window. The Superzahl is absent before 1991-12-07, when the rules have no special number.
 */
import type { CandidateDraw } from '../draws/check-draw.js';
import { collectDraws, keepFor } from '../draws/collect-draws.js';
import { fromDotted } from '../draws/provider-date-formats.js';
import type { DrawReader, ProviderRequest } from '../draws/draw-reader.js';
import { entryFor, gamesOf } from '../game-table.js';
import { excerpt, isRecord, numberArray, parseJson, shapeOf, shown, wholeNumber } from '../payload.js';
import { ProviderPayloadError } from '../provider.js';
import { providerUrl } from '../provider-url.js';
import { LOTTO_NUMBER_ARCHIVE_FILES } from './game-codes.js';
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

export const lottoNumberArchiveDrawReader: DrawReader = {
  id: 'lotto-number-archive',
  games: gamesOf(LOTTO_NUMBER_ARCHIVE_FILES),
  requiresApiKey: false,
  operatorPublishes: [],

  requests(game, window, settings) {
    const file = entryFor('lotto-number-archive', LOTTO_NUMBER_ARCHIVE_FILES, game.id);
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
