/**
 * NY Open Data (Socrata SODA JSON): Powerball, Mega Millions and NY Lotto, free; an app token is
 * optional (docs/providers.md §1). Every value is a string and Socrata leaves empty
 * fields out of a row, so each row is read field by field and a missing field rejects that row.
 */
import type { CandidateDraw } from '../draws/check-draw.js';
import { collectDraws, type PayloadRow } from '../draws/collect-draws.js';
import { fromIsoPrefix } from '../draws/provider-date-formats.js';
import type { DrawReader } from '../draws/draw-reader.js';
import { entryFor, gamesOf } from '../game-table.js';
import { excerpt, isRecord, numberList, parseJson, shapeOf, shown, wholeNumber } from '../payload.js';
import { ProviderPayloadError } from '../provider.js';
import { providerUrl } from '../provider-url.js';
import { NY_OPEN_DATA_DATASETS, resourcePath } from './game-codes.js';

type Numbers = Pick<CandidateDraw, 'main' | 'special' | 'bonus'>;

/** The game's numbers from a row whose `winning_numbers` is present. */
type ReadNumbers = (winning: number[], row: Record<string, unknown>) => Numbers | string;

const NUMBERS: Record<keyof typeof NY_OPEN_DATA_DATASETS, ReadNumbers> = {
  // winning_numbers holds the five white balls, then the Powerball.
  powerball: (winning) =>
    winning.length === 6 ? { main: winning.slice(0, 5), special: winning.slice(5) } : `winning_numbers has ${winning.length} values, expected 5 + Powerball`,
  'mega-millions': (winning, row) => (row.mega_ball === undefined ? 'mega_ball missing' : { main: winning, special: [wholeNumber(row.mega_ball)] }),
  // The bonus ball comes from the same drum: a drawn bonus number, not a special number of NY Lotto.
  'new-york-lottery': (winning, row) => ({ main: winning, special: [], bonus: row.bonus === undefined ? [] : [wholeNumber(row.bonus)] }),
};

const LATEST_ROWS = '100';
const RANGE_ROWS = '50000';

function readRow(readNumbers: ReadNumbers, row: unknown): CandidateDraw | string {
  if (!isRecord(row)) return 'not an object';
  const drawDate = fromIsoPrefix(row.draw_date);
  if (!drawDate) return `draw_date ${shown(row.draw_date)} is not a date`;
  if (typeof row.winning_numbers !== 'string') return 'winning_numbers missing';
  const numbers = readNumbers(numberList(row.winning_numbers), row);
  return typeof numbers === 'string' ? numbers : { drawDate, ...numbers, jackpot: null };
}

export const nyOpenDataDrawReader: DrawReader = {
  id: 'ny-open-data',
  games: gamesOf(NY_OPEN_DATA_DATASETS),
  requiresApiKey: false,
  // The datasets are published on data.ny.gov by the New York State Gaming Commission, which runs
  // the New York Lottery: NY Lotto is its own game, Powerball and Mega Millions games it sells as a
  // member lottery, and these are its official results (docs/providers.md §1).
  operatorPublishes: gamesOf(NY_OPEN_DATA_DATASETS),

  requests(game, window, settings) {
    const dataset = entryFor('ny-open-data', NY_OPEN_DATA_DATASETS, game.id);
    const params: Record<string, string> =
      window.kind === 'latest'
        ? { $order: 'draw_date DESC', $limit: LATEST_ROWS }
        : {
            $where: `draw_date between '${window.since}T00:00:00' and '${window.until}T23:59:59'`,
            $order: 'draw_date ASC',
            $limit: RANGE_ROWS,
          };
    if (settings.apiKey) params.$$app_token = settings.apiKey;
    const label = window.kind === 'latest' ? `${dataset} latest ${LATEST_ROWS}` : `${dataset} ${window.since}..${window.until}`;
    return [{ url: providerUrl(settings.baseUrl, resourcePath(dataset), params), label }];
  },

  parse(game, body, request) {
    const readNumbers = entryFor('ny-open-data', NUMBERS, game.id);
    const payload = parseJson('ny-open-data', body);
    // An error answer is an object such as {"error":true,"message":"…"}.
    if (!Array.isArray(payload)) throw new ProviderPayloadError('ny-open-data', `expected an array of rows, got ${shapeOf(payload)}: ${excerpt(payload)}`);
    const rows: PayloadRow[] = payload.map((row, index) => ({ at: `row ${index}: ${excerpt(row)}`, read: readRow(readNumbers, row) }));
    return collectDraws('ny-open-data', game, rows, request.keep);
  },
};
