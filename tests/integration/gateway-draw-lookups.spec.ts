// GET /api/draws/:game/details (signed in, complete profile: docs/product-spec.md §6) and
// POST /api/draws/:game/check (the ticket checker), through the real gateway, identity and draws
// (seeded from the shipped history). Expected figures come from the history files and SQL.
import { SUBJECTS } from '@pickwise/contracts';
import { unknownGameMessage } from '@pickwise/lottery';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestDraws, type TestService } from '../support/services.js';
import { confirmedAccount, signIn, startAuthSystem, type AuthSystem } from './auth-harness.js';

let system: AuthSystem;
let draws: TestService;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsDetails, SUBJECTS.drawsCheck, SUBJECTS.identityHealth]);
  system = await startAuthSystem();
  draws = await startTestDraws();
});

afterAll(async () => {
  await draws?.stop();
  await system?.stop();
});

const api = (path: string, init: { method?: string; json?: unknown; token?: string; body?: string; headers?: Record<string, string> } = {}) =>
  httpJson(`${system.gateway.url}${path}`, { ...init, headers: { ...init.headers, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) } });
const sql = <T>(query: string, params: unknown[] = []) => draws.em.getConnection().execute<T[]>(query, params);

async function signedInUser(complete: boolean): Promise<string> {
  const { email, password } = await confirmedAccount(system);
  const { access_token: token } = await signIn(system, email, password);
  if (complete) expect((await api('/api/profile', { method: 'PUT', token, json: { display_name: 'Ana', country: 'ES' } })).status).toBe(200);
  return token;
}

describe('GET /api/draws/:game/details', () => {
  it('refuses a visitor with 401 and an incomplete profile with 403 naming what is missing', async () => {
    expect(await api('/api/draws/uk-lotto/details?date=2026-06-10')).toMatchObject({ status: 401, body: { ok: false, code: 'UNAUTHORIZED' } });
    const token = await signedInUser(false);
    expect(await api('/api/draws/uk-lotto/details?date=2026-06-10', { token })).toMatchObject({
      status: 403,
      body: { ok: false, code: 'FORBIDDEN', error: 'Please complete your profile. Missing: name, country' },
    });
  });

  it('gives a complete profile every draw of the date with its rules and how often its numbers came again', async () => {
    const token = await signedInUser(true);
    const answer = await api('/api/draws/uk-lotto/details?date=2026-06-10', { token });
    expect(answer.status).toBe(200);
    const details = answer.body.data as { draws: { draw: { main: number[]; bonus: number[] }; rules: { matrix: string }; drawsSince: number; mainSince: { number: number; count: number }[] }[] };
    // uk-lotto.csv: 2026-06-10 has two rounds, 2 5 12 42 47 54 (bonus 51) and 1 12 25 29 40 41 (bonus 16).
    // Their round order is not known (services/draws/data/history/README.md): either may come first.
    expect(details.draws.map((detail) => [detail.draw.main, detail.draw.bonus, detail.rules.matrix]).sort()).toEqual([
      [[1, 12, 25, 29, 40, 41], [16], '6/59+bonus'],
      [[2, 5, 12, 42, 47, 54], [51], '6/59+bonus'],
    ]);
    const [first] = details.draws;
    const [later] = await sql<{ count: number }>(`select count(*)::int as count from "${draws.schema}".draws where game = 'uk-lotto' and draw_date > '2026-06-10'`);
    // The first round listed has the other round and every later night after it.
    expect(first?.drawsSince).toBe(later!.count + 1);
    expect(details.draws[1]?.drawsSince).toBe(later!.count);
    const [twelve] = await sql<{ count: number }>(
      `select count(*)::int as count from "${draws.schema}".draws where game = 'uk-lotto' and draw_date > '2026-06-10' and (12 = any(main) or 12 = any(bonus))`,
    );
    // 12 is in both rounds of that night, so the other round counts too.
    expect(first?.mainSince.find((entry) => entry.number === 12)?.count).toBe(twelve!.count + 1);
  });

  it('answers bad input with 400, an unknown game or a day without a draw with 404', async () => {
    const token = await signedInUser(true);
    expect(await api('/api/draws/uk-lotto/details', { token })).toMatchObject({ status: 400, body: { code: 'VALIDATION', error: expect.stringMatching(/date/) } });
    expect((await api('/api/draws/uk-lotto/details?date=2026-02-30', { token })).status).toBe(400);
    expect((await api('/api/draws/uk-lotto/details?date=2026-06-10&date=2026-06-12', { token })).status).toBe(400);
    expect(await api('/api/draws/lotto-mars/details?date=2026-06-10', { token })).toMatchObject({ status: 404, body: { error: unknownGameMessage('lotto-mars') } });
    expect(await api('/api/draws/uk-lotto/details?date=2026-06-11', { token })).toMatchObject({ status: 404, body: { error: 'No UK Lotto draw on 2026-06-11' } });
  });
});

describe('POST /api/draws/:game/check', () => {
  const check = (game: string, json: unknown) => api(`/api/draws/${game}/check`, { method: 'POST', json });

  it('finds the draws a line would have won, by the tier of the rules of each date, over the whole history', async () => {
    // powerball.csv, newest line: 2026-08-19,10 21 58 61 64,17.
    const answer = await check('powerball', { main: [64, 61, 58, 21, 10], special: [17] });
    expect(answer.status).toBe(200);
    const [{ count }] = (await sql<{ count: number }>(`select count(*)::int as count from "${draws.schema}".draws where game = 'powerball'`)) as [{ count: number }];
    expect(answer.body.data).toMatchObject({ game: 'powerball', line: { main: [10, 21, 58, 61, 64], special: [17] }, drawsChecked: count, drawsWithoutTable: 0, to: '2026-08-19' });
    const { wins, tables } = answer.body.data as { wins: { draw: { draw_date: string }; tier: { id: string; rank: number }; table: number }[]; tables: { source: { url: string } }[] };
    expect(wins[0]).toMatchObject({ draw: { draw_date: '2026-08-19' }, tier: { id: '5+1', rank: 1 } });
    expect(tables[wins[0]!.table]).toMatchObject({ source: { url: expect.stringMatching(/^https:\/\//) } });
    // Every win with the Powerball matched is a draw whose Powerball was 17, checked in SQL.
    const withSpecial = wins.filter((win) => win.tier.id.endsWith('+1')).map((win) => win.draw.draw_date);
    const seventeen = await sql<{ draw_date: string }>(
      `select to_char(draw_date, 'YYYY-MM-DD') as draw_date from "${draws.schema}".draws where game = 'powerball' and special = '{17}' and draw_date >= '2015-10-07'`,
    );
    expect(withSpecial.filter((date) => date >= '2015-10-07').sort()).toEqual(seventeen.map((row) => row.draw_date).sort());
  });

  it('uses the drawn bonus numbers: UK Lotto 5 + bonus', async () => {
    // uk-lotto.csv: 2026-08-19,1 6 24 32 48 54,9 (bonus 9).
    const answer = await check('uk-lotto', { main: [1, 6, 24, 32, 48, 9] });
    expect(answer.body.data.wins[0]).toMatchObject({ draw: { draw_date: '2026-08-19', bonus: [9] }, tier: { id: '5+bonus' } });
  });

  it.each([
    [{ main: [1, 2, 3, 4], special: [1] }, 'main: 4 numbers, Powerball takes 5'],
    [{ main: [1, 2, 3, 4, 70], special: [1] }, 'main: 70 outside 1-69'],
    [{ main: [1, 2, 3, 4, 5] }, 'special: 0 numbers, Powerball takes 1'],
    [{ main: [1, 1, 3, 4, 5], special: [1] }, 'main: main: a number is repeated'],
    [{ main: [1, 2, 3, 4, 5], special: [1], extra: true }, 'Unrecognized key: "extra"'],
    [{ main: '1 2 3 4 5', special: [1] }, 'main: main must be a list of numbers'],
    [{ main: [1.5, 2, 3, 4, 5], special: [1] }, 'main.0: main must be whole numbers'],
  ])('refuses %j with 400', async (body, message) => {
    const answer = await check('powerball', body);
    expect(answer).toMatchObject({ status: 400, body: { ok: false, code: 'VALIDATION' } });
    expect(answer.body.error).toContain(message);
  });

  it('answers an unknown game with 404, a non-JSON body with 415', async () => {
    expect(await check('lotto-mars', { main: [1, 2, 3, 4, 5], special: [1] })).toMatchObject({ status: 404, body: { error: unknownGameMessage('lotto-mars') } });
    expect((await api('/api/draws/powerball/check', { method: 'POST', body: 'main=1', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });
});
