// Gateway → NATS → generation for POST /api/generate, with both services started from their real
// modules in this process, on the real NATS and PostgreSQL.
import { SUBJECTS } from '@pickwise/contracts';
import { GAME_IDS, findGame, unknownGameMessage } from '@pickwise/lottery';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestGateway, startTestGeneration, type TestGateway, type TestService } from '../support/services.js';

let gateway: TestGateway;
let generation: TestService;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.generationGenerate]);
  generation = await startTestGeneration();
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.stop();
  await generation?.stop();
});

const generate = (json: unknown) => httpJson(`${gateway.url}/api/generate`, { json });
const rawPost = (body: string, contentType = 'application/json') =>
  httpJson(`${gateway.url}/api/generate`, { method: 'POST', body, headers: { 'content-type': contentType } });

describe('POST /api/generate', () => {
  it('gives five valid Powerball sets by default', async () => {
    const { status, body } = await generate({ game: 'powerball' });
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.data.game).toBe('powerball');
    expect(body.data.method).toBe('random');
    expect(typeof body.data.seed).toBe('string');
    expect(body.data.sets).toHaveLength(5);
    for (const set of body.data.sets as { main: number[]; special: number[]; method: string }[]) {
      expect(set.method).toBe('random');
      expect(set.main).toHaveLength(5);
      expect(new Set(set.main).size).toBe(5);
      expect([...set.main].sort((a, b) => a - b)).toEqual(set.main);
      for (const n of set.main) expect(n >= 1 && n <= 69).toBe(true);
      expect(set.special).toHaveLength(1);
      expect(set.special[0]! >= 1 && set.special[0]! <= 26).toBe(true);
    }
  });

  it('answers a horoscope dated before 1970 with sets (it once gave a 500)', async () => {
    const { status, body } = await generate({ game: 'powerball', method: 'horoscope', options: { sign: 'aries', date: '1969-12-31' } });
    expect(status).toBe(200);
    expect(body.data.sets).toHaveLength(5);
  });

  it('reproduces the sets of a seed, and a different seed gives different sets', async () => {
    const first = await generate({ game: 'euromillions', count: 3, seed: 'lucky-seed-42' });
    const again = await generate({ game: 'euromillions', count: 3, seed: 'lucky-seed-42' });
    const other = await generate({ game: 'euromillions', count: 3, seed: 'another-seed' });
    expect(first.status).toBe(200);
    expect(first.body.data.seed).toBe('lucky-seed-42');
    expect(again.body.data.sets).toEqual(first.body.data.sets);
    expect(other.body.data.sets).not.toEqual(first.body.data.sets);
  });

  it('reproduces a reply from the seed it returned', async () => {
    const first = await generate({ game: 'lotto-6aus49', count: 2 });
    const again = await generate({ game: 'lotto-6aus49', count: 2, seed: first.body.data.seed });
    expect(again.body.data.sets).toEqual(first.body.data.sets);
  });

  it('gives valid sets for every game', async () => {
    for (const id of GAME_IDS) {
      const game = findGame(id)!;
      const { status, body } = await generate({ game: id, count: 2 });
      expect(status).toBe(200);
      for (const set of body.data.sets as { main: number[]; special: number[] }[]) {
        expect(set.main).toHaveLength(game.mainCount);
        expect(set.special).toHaveLength(game.specialCount);
        for (const n of set.special) expect(n >= game.specialMin && n <= game.specialMax).toBe(true);
      }
    }
  });

  it('answers an unknown game with 404 and the supported ids', async () => {
    const { status, body } = await generate({ game: 'lotto-mars' });
    expect(status).toBe(404);
    expect(body).toEqual({ ok: false, error: unknownGameMessage('lotto-mars'), code: 'NOT_FOUND' });
    expect(body.error).toMatch(/^Unknown game id: lotto-mars\. Supported: powerball, mega-millions, /);
  });

  it('answers an unknown method with 400 Invalid method', async () => {
    const { status, body } = await generate({ game: 'powerball', method: 'nope' });
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error: 'Invalid method: nope', code: 'VALIDATION', issues: [{ path: ['method'], code: 'invalid_value' }] });
  });

  it.each([
    ['count 0', { game: 'powerball', count: 0 }, /count/, { path: ['count'], code: 'too_small' }],
    ['count 11', { game: 'powerball', count: 11 }, /count/, { path: ['count'], code: 'too_big' }],
    ['count 1e9', { game: 'powerball', count: 1e9 }, /count/, { path: ['count'], code: 'too_big' }],
    ['count as text', { game: 'powerball', count: '5' }, /count/, { path: ['count'], code: 'invalid_type' }],
    ['count fractional', { game: 'powerball', count: 2.5 }, /count/, { path: ['count'], code: 'invalid_type' }],
    ['game as a number', { game: 5 }, /game/, { path: ['game'], code: 'invalid_type' }],
    ['no game', {}, /game/, { path: ['game'], code: 'invalid_type' }],
    ['options as a list', { game: 'powerball', options: [1, 2] }, /options/, { path: ['options'], code: 'invalid_type' }],
    ['an unknown field', { game: 'powerball', colour: 'red' }, /colour/, { path: [], code: 'unrecognized_keys' }],
    ['a JSON array body', [1, 2, 3], /expected object/, { path: [], code: 'invalid_type' }],
    ['a JSON number body', 42, /expected object/, { path: [], code: 'invalid_type' }],
  ])('refuses %s with a 400 naming the problem, in words and in issues', async (_case, json, message, issue) => {
    const { status, body } = await generate(json);
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    expect(body.error).toMatch(message);
    expect(body.issues).toEqual([issue]);
  });

  it.each([
    ['lucky: more than 15 favourites', { method: 'lucky', options: { favorites: Array.from({ length: 16 }, (_, i) => i + 1) } }, 'Maximum 15 numbers allowed', ['options', 'favorites']],
    ['lucky: a duplicate', { method: 'lucky', options: { favorites: [7, 7] } }, 'Number already added', ['options', 'favorites']],
    ['lucky: not an integer', { method: 'lucky', options: { favorites: [1.5] } }, 'Please enter a valid number', ['options', 'favorites', 0]],
    ['lucky: text', { method: 'lucky', options: { favorites: ['seven'] } }, 'Please enter a valid number', ['options', 'favorites', 0]],
    ['birthday: six birthdates', { method: 'birthday', options: { birthdates: ['1980-01-01', '1981-02-02', '1982-03-03', '1983-04-04', '1984-05-05', '1985-06-06'] } }, 'Maximum 5 birthdates allowed', ['options', 'birthdates']],
    ['birthday: a future date', { method: 'birthday', options: { birthdates: ['2999-01-01'] } }, 'Dates cannot be in the future', ['options', 'birthdates', 0]],
    ['birthday: not a date', { method: 'birthday', options: { birthdates: ['01/02/1990'] } }, 'Expected a date as yyyy-MM-dd', ['options', 'birthdates', 0]],
    ['horoscope: an unknown sign', { method: 'horoscope', options: { sign: 'dragon' } }, 'Sign must be one of: aries', ['options', 'sign']],
    ['horoscope: an impossible date', { method: 'horoscope', options: { sign: 'leo', date: '2025-02-30' } }, 'Not a valid calendar date', ['options', 'date']],
  ])('refuses bad options (%s) with the specification message, the option named in issues', async (_case, json, message, path) => {
    const { status, body } = await generate({ game: 'powerball', ...json });
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    expect(body.error).toContain(message);
    // Found by the generation service, carried over NATS and through the gateway.
    expect(body.issues.map((issue: { path: unknown }) => issue.path)).toContainEqual(path);
  });

  it('ignores duplicate birthdates rather than counting them', async () => {
    const dates = ['1980-01-01', '1981-02-02', '1982-03-03', '1983-04-04', '1984-05-05'];
    const { status } = await generate({ game: 'powerball', method: 'birthday', options: { birthdates: [...dates, dates[0]] } });
    expect(status).toBe(200);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const { status, body } = await rawPost('{"game": "powerball",');
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error: expect.stringContaining('not valid JSON'), code: 'VALIDATION' });
  });

  it('answers an empty JSON body with a 400 envelope', async () => {
    const { status, body } = await rawPost('');
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body with 415: only JSON, which no other site can send without a preflight',
    async (contentType) => {
      const { status, body } = await rawPost('game=powerball&method=random', contentType);
      expect(status).toBe(415);
      expect(body).toMatchObject({ ok: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    },
  );

  it('answers a body over the limit with 413', async () => {
    const { status, body } = await rawPost(JSON.stringify({ game: 'powerball', options: { padding: 'x'.repeat(20_000) } }));
    expect(status).toBe(413);
    expect(body).toEqual({ ok: false, error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('times the NATS request and its handler in the Prometheus metrics', async () => {
    await generate({ game: 'powerball' });
    await generate({ game: 'powerball', method: 'nope' });
    // Both apps run in this process and share one registry, so either /metrics shows both sides.
    const text = await (await fetch(`${generation.url}/metrics`)).text();
    expect(text).toMatch(/nats_request_duration_seconds_count\{subject="generation\.generate",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/nats_handler_duration_seconds_count\{subject="generation\.generate",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/nats_handler_duration_seconds_count\{subject="generation\.generate",outcome="error"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/api\/generate",method="POST",status="400"\} [1-9]/);
  });
});
