// The open feed (issue 39): /api/open/<game>/draws.json, draws.csv and summary.json through the
// gateway with the real draws service (seeded from the shipped history in a throwaway schema) and
// the real jackpots service: JSON and CSV agree draw for draw (csv-parse reads every row), a second
// fetch with the validators is a 304, CORS is open for reading, a game without a known licence is a
// 451 envelope, the draws service's pages each fit one NATS reply for every game, and the gateway's
// copy is dropped when draws.upserted says the game changed.
import { parse } from 'csv-parse/sync';
import {
  OPEN_DRAWS_CSV_COLUMNS,
  SUBJECTS,
  drawsOpenFeedResponseSchema,
  drawsUpsertedSubject,
  openDrawsFeedSchema,
  openGameSummarySchema,
  type DrawsOpenFeedResponse,
  type DrawsUpsertedEvent,
  type OpenDrawsFeed,
} from '@pickwise/contracts';
import { GAME_IDS, nextDrawAt, findGame } from '@pickwise/lottery';
import { OPEN_DATA_LICENCES } from '@pickwise/providers';
import { eventually } from '../support/eventually.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, natsCaller, startTestDraws, startTestGateway, startTestJackpots, type TestGateway, type TestService } from '../support/services.js';

/** One NATS reply holds at most this much (the server's max_payload). */
const NATS_MAX_PAYLOAD = 1024 * 1024;

let draws: TestService;
let jackpots: TestService;
let gateway: TestGateway;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsOpenFeed, SUBJECTS.jackpotsGet]);
  draws = await startTestDraws();
  jackpots = await startTestJackpots();
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.stop();
  await jackpots?.stop();
  await draws?.stop();
});

const storedCount = async (game: string, since: string) => {
  const [row] = await draws.em.getConnection().execute<[{ count: number }]>(`select count(*)::int as count from "${draws.schema}".draws where game = ? and draw_date >= ?`, [game, since]);
  return row.count;
};

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${gateway.url}${path}`, { headers });

describe('the draws service’s pages (draws.open-feed)', () => {
  it('fit one NATS reply for every game, the largest history included, and hold each stored draw once', async () => {
    const caller = natsCaller();
    try {
      let largest = { game: '', pageBytes: 0, pages: 0 };
      for (const game of GAME_IDS) {
        const dates: string[] = [];
        let until: string | undefined;
        let pages = 0;
        for (;;) {
          const page: DrawsOpenFeedResponse = await caller.requester.request(SUBJECTS.drawsOpenFeed, { game, ...(until ? { until } : {}) }, { schema: drawsOpenFeedResponseSchema });
          const bytes = Buffer.byteLength(JSON.stringify({ ok: true, data: page }));
          expect(bytes).toBeLessThan(NATS_MAX_PAYLOAD / 1.5);
          pages++;
          if (bytes > largest.pageBytes) largest = { ...largest, game, pageBytes: bytes };
          dates.push(...page.draws.map((draw) => draw.drawDate));
          if (page.nextUntil === null) break;
          until = page.nextUntil;
        }
        expect(dates.length).toBe(await storedCount(game, '0001-01-01'));
        expect([...dates].sort().reverse()).toEqual(dates);
        largest = { ...largest, pages: Math.max(largest.pages, pages) };
      }
      // The longest histories (~5,000 draws) take several pages.
      expect(largest.pages).toBeGreaterThan(1);
    } finally {
      await caller.close();
    }
  });
});

describe('GET /api/open/<game>/draws.json and draws.csv', () => {
  it('give the same draws with the same fields, newest first, from the licence’s first covered date', async () => {
    const licence = OPEN_DATA_LICENCES.powerball;
    if (licence.redistribution !== 'allowed') throw new Error('Powerball is licensed under the NY Open Data terms');
    const [jsonResponse, csvResponse] = await Promise.all([get('/api/open/powerball/draws.json'), get('/api/open/powerball/draws.csv')]);
    expect([jsonResponse.status, csvResponse.status]).toEqual([200, 200]);
    expect(jsonResponse.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(csvResponse.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    const feed: OpenDrawsFeed = openDrawsFeedSchema.parse(await jsonResponse.json());
    expect(feed.licence).toEqual({ name: licence.name, url: licence.url, text: licence.text.en, from: licence.from });
    expect(feed.draws.length).toBe(await storedCount('powerball', licence.from));
    expect(feed.draws.every((draw) => draw.drawDate >= licence.from)).toBe(true);
    expect(feed.draws.map((draw) => draw.drawDate)).toEqual(feed.draws.map((draw) => draw.drawDate).sort().reverse());
    for (const response of [jsonResponse, csvResponse]) expect(response.headers.get('link')).toBe(`<${licence.url}>; rel="license"`);

    const rows: Record<string, string>[] = parse(await csvResponse.text(), { columns: true, record_delimiter: '\r\n' });
    expect(rows.length).toBe(feed.draws.length);
    expect(Object.keys(rows[0]!)).toEqual([...OPEN_DRAWS_CSV_COLUMNS]);
    const numbers = (cell: string) => (cell === '' ? [] : cell.split(' ').map(Number));
    const fromCsv = rows.map((row) => ({
      drawDate: row['draw_date'],
      main: numbers(row['main']!),
      special: numbers(row['special']!),
      bonus: numbers(row['bonus']!),
      jackpot: row['jackpot'] === '' ? null : Number(row['jackpot']),
      currency: row['currency'] === '' ? null : row['currency'],
      status: row['status'],
      sources: row['sources'] === '' ? [] : row['sources']!.split(';').map((source) => ({ provider: source.slice(0, source.lastIndexOf('@')), fetchedAt: source.slice(source.lastIndexOf('@') + 1) })),
    }));
    expect(fromCsv).toEqual(feed.draws);
  });

  it('answer a second fetch with its ETag or its Last-Modified by a 304 without a body', async () => {
    for (const file of ['draws.json', 'draws.csv']) {
      const first = await get(`/api/open/new-york-lottery/${file}`);
      expect(first.status).toBe(200);
      await first.arrayBuffer();
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(new Date(lastModified).getTime()).not.toBeNaN();
      expect(first.headers.get('cache-control')).toBe('public, max-age=60');

      const byTag = await get(`/api/open/new-york-lottery/${file}`, { 'if-none-match': etag });
      expect(byTag.status).toBe(304);
      expect(await byTag.text()).toBe('');
      expect(byTag.headers.get('etag')).toBe(etag);
      const byDate = await get(`/api/open/new-york-lottery/${file}`, { 'if-modified-since': lastModified });
      expect(byDate.status).toBe(304);
      // Another tag is a full answer, whatever the date says (If-None-Match decides).
      const otherTag = await get(`/api/open/new-york-lottery/${file}`, { 'if-none-match': '"another"', 'if-modified-since': lastModified });
      expect(otherTag.status).toBe(200);
      await otherTag.arrayBuffer();
    }
  });

  it('are open for reading from any origin: the answers and the preflight', async () => {
    const answer = await get('/api/open/mega-millions/draws.json', { origin: 'https://news.example' });
    await answer.arrayBuffer();
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${gateway.url}/api/open/mega-millions/draws.csv`, {
      method: 'OPTIONS',
      headers: { origin: 'https://news.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match');
    const head = await fetch(`${gateway.url}/api/open/mega-millions/draws.csv`, { method: 'HEAD' });
    expect([head.status, head.headers.get('etag'), head.headers.get('access-control-allow-origin')]).toEqual([200, expect.stringMatching(/^"/), '*']);
  });

  it('refuse a game without a licence allowing redistribution with a 451 envelope giving the reason, readable from any origin', async () => {
    for (const path of ['/api/open/uk-lotto/draws.json', '/api/open/uk-lotto/draws.csv', '/api/open/lotto-6aus49/summary.json']) {
      const { status, headers, body } = await httpJson(`${gateway.url}${path}`);
      expect(status).toBe(451);
      expect(body).toMatchObject({ ok: false, code: 'UNAVAILABLE_FOR_LEGAL_REASONS', error: expect.stringContaining('No licence allowing the redistribution') });
      expect(headers.get('access-control-allow-origin')).toBe('*');
    }
    const unknown = await httpJson(`${gateway.url}/api/open/lotto-mars/draws.json`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('GET /api/open/<game>/summary.json', () => {
  it('gives the next draw, its jackpot, the newest verified draw and the licence line in the language asked, with an ETag', async () => {
    const licence = OPEN_DATA_LICENCES['new-york-lottery'];
    if (licence.redistribution !== 'allowed') throw new Error('NY Lotto is licensed under the NY Open Data terms');
    const response = await get('/api/open/new-york-lottery/summary.json?lang=es');
    expect(response.status).toBe(200);
    const summary = openGameSummarySchema.parse(await response.json());
    expect(summary).toMatchObject({ game: 'new-york-lottery', language: 'es', licence: { text: licence.text.es } });
    expect(new Date(summary.nextDraw.at).getTime()).toBeGreaterThanOrEqual(nextDrawAt(findGame('new-york-lottery')!, new Date(Date.now() - 60_000)).getTime());
    // The shipped NY Lotto history is NY Open Data's own export: its draws are the operator's publication, verified.
    const feed = openDrawsFeedSchema.parse(await (await get('/api/open/new-york-lottery/draws.json')).json());
    const newestVerified = feed.draws.find((draw) => draw.status === 'verified');
    expect(summary.latestVerified).toEqual(newestVerified ? { drawDate: newestVerified.drawDate, main: newestVerified.main, special: newestVerified.special, bonus: newestVerified.bonus } : null);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const etag = response.headers.get('etag')!;
    expect((await get('/api/open/new-york-lottery/summary.json?lang=es', { 'if-none-match': etag })).status).toBe(304);
    expect((await httpJson(`${gateway.url}/api/open/new-york-lottery/summary.json?lang=fr`)).status).toBe(400);
  });
});

// Last: it writes a draw into the schema.
describe('the gateway’s copy', () => {
  it('is kept until draws.upserted says the game changed, then read afresh', async () => {
    const first = await get('/api/open/mega-millions/draws.json');
    const before = openDrawsFeedSchema.parse(await first.json());
    const etag = first.headers.get('etag')!;
    // A draw written behind the service's back: the gateway answers from its copy until the event.
    await draws.em
      .getConnection()
      .execute(
        `insert into "${draws.schema}".draws (game, draw_date, main, special, bonus, jackpot, jackpot_currency, source, status, first_seen_at, verified_at) values ('mega-millions', '2030-01-04', '{1,2,3,4,5}', '{6}', '{}', 20000000, 'USD', 'ny-open-data', 'verified', now(), now())`,
      );
    expect((await get('/api/open/mega-millions/draws.json', { 'if-none-match': etag })).status).toBe(304);

    const caller = natsCaller();
    try {
      const event: DrawsUpsertedEvent = { game: 'mega-millions', runId: `it-${process.pid}`, inserted: 1, updated: 0, skipped: 0 };
      await caller.requester.publish(drawsUpsertedSubject('mega-millions'), event);
      await eventually('the gateway to drop its copy of the Mega Millions feed', async () => {
        const response = await get('/api/open/mega-millions/draws.json', { 'if-none-match': etag });
        if (response.status !== 200) throw new Error(`answered ${response.status}`);
        return true;
      });
    } finally {
      await caller.close();
    }
    const after = openDrawsFeedSchema.parse(await (await get('/api/open/mega-millions/draws.json')).json());
    expect(after.draws.length).toBe(before.draws.length + 1);
    expect(after.draws[0]).toMatchObject({ drawDate: '2030-01-04', main: [1, 2, 3, 4, 5], special: [6], jackpot: 20_000_000, currency: 'USD', status: 'verified', sources: [] });
    const summary = openGameSummarySchema.parse(await (await get('/api/open/mega-millions/summary.json')).json());
    expect(summary.latestVerified).toEqual({ drawDate: '2030-01-04', main: [1, 2, 3, 4, 5], special: [6], bonus: [] });
  });
});
