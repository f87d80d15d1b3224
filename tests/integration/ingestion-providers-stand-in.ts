/**
 * A local HTTP server playing every draw-result provider of the ingestion service, each under its
 * own path prefix (`/<provider id>/…`, so one server is the base URL of all six). By default it
 * serves the real sample payloads of services/ingestion/test/fixtures/providers; magayo answers
 * for every game from the real history files shipped with the draws service. On demand a provider
 * answers 500s, never answers, sends a truncated or changed payload, or a body set by the test.
 */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAGAYO_GAME_CODES, findGame, historyFileName, type Game, type GameId } from '@pickwise/lottery';

export type ProviderBehaviour = 'answer' | 'error' | 'silent' | 'truncated' | 'changed';

const fixture = (name: string) => readFileSync(new URL(`../../services/ingestion/test/fixtures/providers/${name}`, import.meta.url), 'utf8');
const historyDir = new URL('../../services/draws/data/history/', import.meta.url);

/** The shipped history of a game: date, main numbers and the raw special column (bonus balls included). */
export function historyRows(game: Game): { draw_date: string; main: number[]; special: number[] }[] {
  const records = parse<Record<string, string>>(readFileSync(new URL(historyFileName(game), historyDir), 'utf8'), { columns: true, skip_empty_lines: true });
  const numbers = (text = '') => text.split(/\s+/).filter(Boolean).map(Number);
  return records.map((record) => ({ draw_date: record['draw_date'] ?? '', main: numbers(record['main']), special: numbers(record['special']) }));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Powerball history rows in NY Open Data's SODA JSON shape (white balls then the Powerball in `winning_numbers`). */
export function socrataPowerball(rows: readonly { draw_date: string; main: number[]; special: number[] }[]): string {
  return JSON.stringify(rows.map((row) => ({ draw_date: `${row.draw_date}T00:00:00.000`, winning_numbers: [...row.main, ...row.special].map(pad).join(' '), multiplier: '2' })));
}

const SOCRATA_FILES: Record<string, string> = {
  'd6yy-54nr': 'socrata-powerball.json',
  '5xaw-6ayf': 'socrata-megamillions.json',
  '6nbc-h7bj': 'socrata-nylotto.json',
};
const GAME_BY_MAGAYO_CODE = new Map(Object.entries(MAGAYO_GAME_CODES).map(([game, { code }]) => [code, game as GameId]));

export class IngestionProvidersStandIn {
  static readonly MAGAYO_KEY = 'stand-in-key';
  /** Behaviour per provider id; absent: 'answer'. */
  readonly behaviour = new Map<string, ProviderBehaviour>();
  /** A body to serve instead of the fixture, per provider id. */
  readonly bodies = new Map<string, string>();
  /** Requests seen, as `<provider id> <path and query>`. */
  readonly requests: string[] = [];
  /** Called with the provider id when a request arrives (e.g. to cut NATS in the middle of a run). */
  onRequest?: (provider: string) => void | Promise<void>;
  private readonly server = createServer((request, response) => void this.handle(request, response));
  private base = '';

  /** Listens on `port` (a free one by default) and returns the base URL. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  /** The ingestion service's provider settings pointing at this server (magayo with its key). */
  env(): Record<string, string> {
    return {
      NY_OPEN_DATA_BASE_URL: `${this.base}/ny-open-data`,
      UK_NATIONAL_LOTTERY_BASE_URL: `${this.base}/uk-national-lottery`,
      EUROMILLIONS_API_BASE_URL: `${this.base}/euromillions-api`,
      LOTTOLAND_BASE_URL: `${this.base}/lottoland`,
      LOTTO_NUMBER_ARCHIVE_BASE_URL: `${this.base}/lotto-number-archive`,
      MAGAYO_BASE_URL: `${this.base}/magayo`,
      MAGAYO_API_KEY: IngestionProvidersStandIn.MAGAYO_KEY,
    };
  }

  callsTo(provider: string): number {
    return this.requests.filter((request) => request.startsWith(`${provider} `)).length;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [, provider = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    this.requests.push(`${provider} ${path}${url.search}`);
    await this.onRequest?.(provider);
    const behaviour = this.behaviour.get(provider) ?? 'answer';
    if (behaviour === 'silent') return; // never answers: the client's timeout ends it
    if (behaviour === 'error') {
      response.statusCode = 500;
      response.end('Internal Server Error');
      return;
    }
    const body = this.bodies.get(provider) ?? this.payload(provider, path, url.searchParams);
    if (body === undefined) {
      response.statusCode = 404;
      response.end('Not found');
      return;
    }
    if (behaviour === 'truncated') response.end(body.slice(0, Math.floor(body.length / 2)));
    else if (behaviour === 'changed') response.end(JSON.stringify({ version: 2, items: [{ when: 'yesterday', balls: 'unknown' }] }));
    else response.end(body);
  }

  private payload(provider: string, path: string, query: URLSearchParams): string | undefined {
    switch (provider) {
      case 'ny-open-data': {
        const file = SOCRATA_FILES[path.replace(/^\/resource\//, '').replace(/\.json$/, '')];
        return file && fixture(file);
      }
      case 'uk-national-lottery':
        if (path === '/results/lotto/draw-history/csv') return fixture('uk-national-lottery-lotto-draw-history.csv');
        if (path === '/results/euromillions/draw-history/csv') return fixture('uk-national-lottery-euromillions-draw-history.csv');
        return undefined;
      case 'euromillions-api':
        // The sample wraps the list with a note; the real API answers the bare array.
        return path === '/draws' ? JSON.stringify((JSON.parse(fixture('euromillions-api-draws.json')) as { draws: unknown[] }).draws) : undefined;
      case 'lottoland':
        return path === '/euroJackpot' ? fixture('lottoland-eurojackpot.json') : undefined;
      case 'lotto-number-archive':
        return path === '/Lottonumbers_complete.json' ? fixture('lottonumberarchive-lottonumbers_complete.json') : undefined;
      case 'magayo':
        return path === '/results.php' ? JSON.stringify(this.magayo(query)) : undefined;
      default:
        return undefined;
    }
  }

  /** magayo's results.php: the game's newest shipped draw (or the one asked for), main balls then bonus balls. */
  private magayo(query: URLSearchParams): Record<string, unknown> {
    if (query.get('api_key') !== IngestionProvidersStandIn.MAGAYO_KEY) return { error: 101 };
    const game = findGame(GAME_BY_MAGAYO_CODE.get(query.get('game') ?? '') ?? '');
    if (!game) return { error: 201 };
    const rows = historyRows(game);
    const wanted = query.get('draw');
    const row = wanted ? rows.find((candidate) => candidate.draw_date === wanted) : rows.at(-1);
    if (!row) return { error: 202 };
    return { error: 0, draw: row.draw_date, results: [...row.main, ...row.special].map(pad).join(',') };
  }
}
