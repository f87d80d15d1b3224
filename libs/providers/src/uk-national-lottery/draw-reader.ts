/**
 * UK National Lottery (Allwyn) draw history: UK Lotto and EuroMillions (docs/providers.md §2).
 * The file covers about 180 days and cannot be asked for dates, so a range run fetches it whole and
 * keeps the window. It has been CSV (two Lotto header variants, with and without `Raffles`) and,
 * from 2026, XML with both nightly Lotto rounds as separate `<game>` results: the body is sniffed.
 * Balls come in drawn order. The Lotto bonus ball is not a special number of the game but its
 * drawn bonus number (it decides the 5 + bonus prize tier).
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { CandidateDraw } from '../draws/check-draw.js';
import { collectDraws, keepFor, type PayloadRow } from '../draws/collect-draws.js';
import { fromDayMonthName, fromIsoPrefix } from '../draws/provider-date-formats.js';
import type { DrawReader } from '../draws/draw-reader.js';
import { entryFor, gamesOf } from '../game-table.js';
import { excerpt, isRecord, shown, wholeNumber } from '../payload.js';
import { ProviderPayloadError } from '../provider.js';
import { providerUrl } from '../provider-url.js';
import { UK_NATIONAL_LOTTERY_FEEDS, drawHistoryPath } from './game-codes.js';

interface Feed {
  mainColumns: readonly string[];
  specialColumns: readonly string[];
  /** `<game type="…">` of this game in the XML feed. */
  xmlType: string;
  /** Which `<bonus-ball type="…">` values are the game's special numbers; none for Lotto. */
  xmlSpecial: RegExp | null;
  /** The drawn bonus ball's CSV column and `<bonus-ball type="…">`; none for EuroMillions. */
  bonusColumns: readonly string[];
  xmlBonus: RegExp | null;
}

const columns = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

const FEEDS = {
  'uk-lotto': {
    mainColumns: columns('Ball', 6),
    specialColumns: [],
    xmlType: 'lotto',
    xmlSpecial: null,
    bonusColumns: ['Bonus Ball'],
    xmlBonus: /^bonusball$/i,
  },
  // The EuroMillions XML was not seen: its type and lucky-star tags are inferred from the Lotto feed.
  euromillions: {
    mainColumns: columns('Ball', 5),
    specialColumns: columns('Lucky Star', 2),
    xmlType: 'euromillions',
    xmlSpecial: /star/i,
    bonusColumns: [],
    xmlBonus: null,
  },
} satisfies Record<keyof typeof UK_NATIONAL_LOTTERY_FEEDS, Feed>;

const fail = (message: string) => new ProviderPayloadError('uk-national-lottery', message);

// ----- CSV -----

interface CsvRecord {
  record: Record<string, string | undefined>;
  raw: string;
  info: { lines: number };
}

function checkHeader(feed: Feed, header: string[]): string[] {
  const missing = ['DrawDate', ...feed.mainColumns, ...feed.specialColumns].filter((column) => !header.includes(column));
  if (missing.length > 0) throw fail(`CSV header lacks ${missing.join(', ')}: ${excerpt(header.join(','))}`);
  return header;
}

function csvDraw(feed: Feed, record: CsvRecord['record']): CandidateDraw | string {
  const drawDate = fromDayMonthName(record.DrawDate);
  if (!drawDate) return `DrawDate ${shown(record.DrawDate)} is not a dd-Mon-yyyy date`;
  const missing = [...feed.mainColumns, ...feed.specialColumns].find((name) => record[name] === undefined);
  if (missing) return `short line: no ${missing}`;
  const values = (names: readonly string[]) => names.map((name) => wholeNumber(record[name]));
  // A file without the bonus column still gives the draw; only its bonus number is unknown.
  const bonus = feed.bonusColumns.every((name) => record[name] !== undefined) ? values(feed.bonusColumns) : [];
  return { drawDate, main: values(feed.mainColumns), special: values(feed.specialColumns), bonus, jackpot: null };
}

function csvRows(feed: Feed, body: string): PayloadRow[] {
  if (body.trim() === '') throw fail('empty response');
  let records: CsvRecord[];
  try {
    records = parseCsv(body, {
      columns: (header: string[]) => checkHeader(feed, header),
      info: true,
      raw: true,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      // A short line becomes a rejected row instead of failing the whole file.
      relax_column_count: true,
    }) as CsvRecord[];
  } catch (error) {
    throw error instanceof ProviderPayloadError ? error : fail(`unreadable CSV: ${(error as Error).message}`);
  }
  return records.map(({ record, raw, info }) => ({ at: `line ${info.lines}: ${excerpt(raw)}`, read: csvDraw(feed, record) }));
}

// ----- XML -----

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  processEntities: false,
  isArray: (name) => ['draw-results', 'game', 'ball', 'bonus-ball'].includes(name),
});

/** The text of an element, with or without attributes. */
function textOf(node: unknown): string | undefined {
  if (typeof node === 'string') return node;
  return isRecord(node) && typeof node['#text'] === 'string' ? node['#text'] : undefined;
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function xmlDraw(feed: Feed, game: Record<string, unknown>): CandidateDraw | string {
  const draw = isRecord(game.draw) ? game.draw : {};
  const drawDate = fromIsoPrefix(textOf(draw['draw-date']));
  if (!drawDate) return `draw-date ${shown(textOf(draw['draw-date']))} is not a date`;
  const balls = isRecord(game.balls) ? game.balls : {};
  const bonusBalls = (type: RegExp | null) =>
    type ? listOf(balls['bonus-ball']).filter((ball) => isRecord(ball) && type.test(String(ball['@_type']))) : [];
  const values = (nodes: unknown[]) => nodes.map((node) => wholeNumber(textOf(node)));
  return { drawDate, main: values(listOf(balls.ball)), special: values(bonusBalls(feed.xmlSpecial)), bonus: values(bonusBalls(feed.xmlBonus)), jackpot: null };
}

function xmlLocation(game: Record<string, unknown>, index: number): string {
  const draw = isRecord(game.draw) ? game.draw : {};
  const balls = isRecord(game.balls) ? game.balls : {};
  const part = (label: string, value: unknown) => (textOf(value) === undefined ? '' : ` ${label} ${textOf(value)}`);
  return `game ${index}:${part('draw', draw['draw-number'])}${part('date', draw['draw-date'])}${part('set', balls.set)}`;
}

function xmlRows(feed: Feed, body: string): PayloadRow[] {
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw fail(`unreadable XML: ${valid.err.msg} (line ${valid.err.line})`);
  const document: unknown = xmlParser.parse(body);
  const results = isRecord(document) ? document['all-results'] : undefined;
  if (!isRecord(results)) throw fail(`XML without <all-results>: ${excerpt(body)}`);
  const games = listOf(results['draw-results']).flatMap((block) => (isRecord(block) ? listOf(block.game) : [])).filter(isRecord);
  const ours = games.filter((game) => game['@_type'] === feed.xmlType);
  if (ours.length === 0) {
    throw fail(`XML has no <game type="${feed.xmlType}"> (types: ${[...new Set(games.map((game) => String(game['@_type'])))].join(', ') || 'none'})`);
  }
  return ours.map((game, index) => ({ at: xmlLocation(game, index), read: xmlDraw(feed, game) }));
}

export const ukNationalLotteryDrawReader: DrawReader = {
  id: 'uk-national-lottery',
  games: gamesOf(UK_NATIONAL_LOTTERY_FEEDS),
  requiresApiKey: false,
  // national-lottery.co.uk is Allwyn's, the licensed operator of the UK National Lottery, which runs
  // Lotto and EuroMillions in the UK: its draw-history files are the operator's results (docs/providers.md §2).
  operatorPublishes: gamesOf(UK_NATIONAL_LOTTERY_FEEDS),

  requests(game, window, settings) {
    const feed = entryFor('uk-national-lottery', UK_NATIONAL_LOTTERY_FEEDS, game.id);
    return [{ url: providerUrl(settings.baseUrl, drawHistoryPath(feed)), label: `${feed} draw history`, ...keepFor(window) }];
  },

  parse(game, body, request) {
    const feed = entryFor<Feed>('uk-national-lottery', FEEDS, game.id);
    const rows = body.trimStart().startsWith('<') ? xmlRows(feed, body) : csvRows(feed, body);
    return collectDraws('uk-national-lottery', game, rows, request.keep);
  },
};
