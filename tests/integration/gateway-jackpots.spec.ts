// GET /api/jackpots: the gateway validates the query and forwards to the real jackpots service
// (its providers pointed nowhere, no draws service: every game shows its estimate); an unknown game
// is a 404, a malformed query a 400; a stopped jackpots service leaves the last figures the gateway
// had, or a 503 the site turns into estimates when it had none.
import { SUBJECTS } from '@pickwise/contracts';
import { GAME_IDS, unknownGameMessage } from '@pickwise/lottery';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestGateway, startTestJackpots, type TestGateway, type TestService } from '../support/services.js';

let jackpots: TestService | undefined;
let gateway: TestGateway;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.jackpotsGet]);
  jackpots = await startTestJackpots();
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.stop();
  await jackpots?.stop();
});

describe('GET /api/jackpots', () => {
  it('gives all twelve games in one call, cacheable for a minute', async () => {
    const { status, headers, body } = await httpJson(`${gateway.url}/api/jackpots`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(Object.keys(body.data)).toEqual([...GAME_IDS]);
    expect(body.data.powerball).toEqual({ amount: 432_000_000, formatted: '$432M', currencyCode: 'USD', drawDate: expect.stringMatching(/Z$/), source: 'estimated' });
    expect(body.data['uk-lotto']).toMatchObject({ formatted: '£12M', currencyCode: 'GBP', source: 'estimated' });
  });

  it('gives the games listed in ?games=', async () => {
    const { status, body } = await httpJson(`${gateway.url}/api/jackpots?games=powerball,uk-lotto`);
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toEqual(['powerball', 'uk-lotto']);
  });

  it('answers an unknown game with 404 and the supported ids', async () => {
    const { status, headers, body } = await httpJson(`${gateway.url}/api/jackpots?games=powerball,lotto-mars`);
    expect(status).toBe(404);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ ok: false, error: unknownGameMessage('lotto-mars'), code: 'NOT_FOUND' });
  });

  it.each([
    ['an empty list', 'games='],
    ['an empty id', 'games=powerball,,uk-lotto'],
    ['more than twelve games', `games=${Array.from({ length: 13 }, (_, index) => `game-${index}`).join(',')}`],
    ['the parameter twice', 'games=powerball&games=uk-lotto'],
  ])('refuses %s with a 400 envelope naming games', async (_case, query) => {
    const { status, body } = await httpJson(`${gateway.url}/api/jackpots?${query}`);
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    expect(body.error).toMatch(/^games/);
  });

  it('is documented in the OpenAPI document', async () => {
    const { body } = await httpJson(`${gateway.url}/api/docs/openapi.json`);
    const route = body.paths['/api/jackpots'].get;
    expect(route.parameters).toEqual([expect.objectContaining({ name: 'games', in: 'query', required: false })]);
    expect(Object.keys(route.responses)).toEqual(['200', '400', '404', '503']);
  });

  it('answers the last figures it had, not cached, while the jackpots service is stopped', async () => {
    const before = await httpJson(`${gateway.url}/api/jackpots`);
    await jackpots?.stop();
    jackpots = undefined;
    const { status, headers, body } = await httpJson(`${gateway.url}/api/jackpots`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual(before.body);
    const some = await httpJson(`${gateway.url}/api/jackpots?games=uk-lotto`);
    expect(some.body.data).toEqual({ 'uk-lotto': before.body.data['uk-lotto'] });
  });

  it('answers 503 while the jackpots service is stopped when it never had figures', async () => {
    const freshGateway = await startTestGateway();
    try {
      const { status, headers, body } = await httpJson(`${freshGateway.url}/api/jackpots`);
      expect(status).toBe(503);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(body).toEqual({ ok: false, error: expect.stringMatching(/jackpots service/), code: 'UNAVAILABLE' });
    } finally {
      await freshGateway.stop();
    }
  });
});
