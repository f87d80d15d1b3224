// GET /api/draws, GET /api/draws/:game/stats and GET /api/draws/:game/corrections: the gateway validates the query and forwards to
// the real draws service (seeded from the shipped history in a throwaway schema), and keeps the
// answers until the game's draws change.
import { SUBJECTS, drawsUpsertedSubject, type DrawsUpsertedEvent } from '@pickwise/contracts';
import { unknownGameMessage } from '@pickwise/lottery';
import { eventually } from '../support/eventually.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, natsCaller, startTestDraws, startTestGateway, type TestGateway, type TestService } from '../support/services.js';

let draws: TestService | undefined;
let gateway: TestGateway;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsList, SUBJECTS.drawsStats, SUBJECTS.drawsCorrections]);
  draws = await startTestDraws();
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.stop();
  await draws?.stop();
});

const drawsService = () => {
  if (!draws) throw new Error('the draws service was stopped');
  return draws;
};

describe('GET /api/draws', () => {
  it('pages the draws of a game, newest first, with the total', async () => {
    const [{ count }] = await drawsService().em.getConnection().execute<[{ count: string }]>(`select count(*) from "${drawsService().schema}".draws where game = 'powerball'`);
    const { status, body } = await httpJson(`${gateway.url}/api/draws?game=powerball&limit=3`);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.data.total).toBe(Number(count));
    expect(body.data.draws).toHaveLength(3);
    const dates = (body.data.draws as { draw_date: string }[]).map((draw) => draw.draw_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data.draws[0]).toMatchObject({ game: 'powerball', main: expect.any(Array), special: expect.any(Array) });
  });

  it.each([
    ['no game', ''],
    ['limit 0', 'game=powerball&limit=0'],
    ['limit 101', 'game=powerball&limit=101'],
    ['a negative offset', 'game=powerball&offset=-1'],
    ['an unknown filter', 'game=powerball&filter=lastYear'],
  ])('refuses %s with a 400 envelope', async (_case, query) => {
    const { status, body } = await httpJson(`${gateway.url}/api/draws?${query}`);
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
  });

  it('tells a repeated game parameter apart from a missing one', async () => {
    const repeated = await httpJson(`${gateway.url}/api/draws?game=powerball&game=euromillions`);
    expect(repeated.status).toBe(400);
    expect(repeated.body.error).toBe('game: game must be one text value (given once)');
    expect((await httpJson(`${gateway.url}/api/draws`)).body.error).toBe('game: game is required');
  });

  it('answers an unknown game with 404 and the supported ids', async () => {
    const { status, body } = await httpJson(`${gateway.url}/api/draws?game=lotto-mars`);
    expect(status).toBe(404);
    expect(body).toEqual({ ok: false, error: unknownGameMessage('lotto-mars'), code: 'NOT_FOUND' });
  });
});

describe('GET /api/draws/:game/stats', () => {
  it('gives the statistics of the current rules, or of the last N draws', async () => {
    const all = await httpJson(`${gateway.url}/api/draws/euromillions/stats`);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ game: 'euromillions', rules: '5/50+2/12' });
    const windowed = await httpJson(`${gateway.url}/api/draws/euromillions/stats?window=10`);
    expect(windowed.status).toBe(200);
    expect(windowed.body.data.draws).toBe(10);
  });

  it('refuses a bad window and an unknown game', async () => {
    expect((await httpJson(`${gateway.url}/api/draws/euromillions/stats?window=0`)).status).toBe(400);
    expect((await httpJson(`${gateway.url}/api/draws/euromillions/stats?window=ten`)).status).toBe(400);
    expect((await httpJson(`${gateway.url}/api/draws/lotto-mars/stats`)).status).toBe(404);
  });
});

// Last: it stops the draws service.
describe('GET /api/draws/:game/corrections', () => {
  it('answers a game without corrections with an empty page, and refuses a bad page and an unknown game', async () => {
    expect(await httpJson(`${gateway.url}/api/draws/powerball/corrections`)).toMatchObject({ status: 200, body: { ok: true, data: { corrections: [], total: 0 } } });
    expect((await httpJson(`${gateway.url}/api/draws/powerball/corrections?limit=101`)).status).toBe(400);
    expect((await httpJson(`${gateway.url}/api/draws/bingo/corrections`)).status).toBe(404);
  });
});

describe('answers kept by the gateway', () => {
  it('answers a repeated request from memory, until draws.upserted says the game changed', async () => {
    const first = await httpJson(`${gateway.url}/api/draws?game=uk-lotto&limit=7`);
    const stats = await httpJson(`${gateway.url}/api/draws/uk-lotto/stats?window=20`);
    const corrections = await httpJson(`${gateway.url}/api/draws/uk-lotto/corrections?limit=5`);
    expect([first.status, stats.status, corrections.status]).toEqual([200, 200, 200]);
    await drawsService().stop();
    draws = undefined;

    // The draws service is gone: what was asked before is still answered, anything else is not.
    const again = await httpJson(`${gateway.url}/api/draws?game=uk-lotto&limit=7`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await httpJson(`${gateway.url}/api/draws/uk-lotto/stats?window=20`)).body).toEqual(stats.body);
    expect((await httpJson(`${gateway.url}/api/draws/uk-lotto/corrections?limit=5`)).body).toEqual(corrections.body);
    expect((await httpJson(`${gateway.url}/api/draws?game=uk-lotto&limit=8`)).status).toBe(503);

    // The game's news drops its answers.
    const caller = natsCaller();
    try {
      const event: DrawsUpsertedEvent = { game: 'uk-lotto', runId: `it-${process.pid}`, inserted: 1, updated: 0, skipped: 0 };
      await caller.requester.publish(drawsUpsertedSubject('uk-lotto'), event);
      await eventually('the gateway to drop its cached uk-lotto draws (503)', async () => {
        const { status } = await httpJson(`${gateway.url}/api/draws?game=uk-lotto&limit=7`);
        if (status !== 503) throw new Error(`answered ${status}`);
        return true;
      });
      expect((await httpJson(`${gateway.url}/api/draws/uk-lotto/stats?window=20`)).status).toBe(503);
      expect((await httpJson(`${gateway.url}/api/draws/uk-lotto/corrections?limit=5`)).status).toBe(503);
    } finally {
      await caller.close();
    }
  });
});
