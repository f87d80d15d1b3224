// Every /api/admin route through the real gateway, with real accounts (identity makes the address
// in ADMIN_EMAILS an admin at sign-up) and the services that own the data: ingestion against the
// provider stand-in serving the real sample payloads, draws storing what it publishes, jackpots and
// generation. Each route is checked for the four kinds of caller: admin, plain user, no token,
// expired token; a refused caller changes nothing.
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { SUBJECTS, drawsIngestedMsgId, drawsIngestedSubject, type AdminHealthResponse, type DrawsIngestedBatch, type IngestionRunResult, type PaidProviderUsage } from '@pickwise/contracts';
import { ADMIN_GAME_ORDER, ZERO_ROW_FETCHES_WARNING, findGame } from '@pickwise/lottery';
import { ProviderStandIn } from '@pickwise/providers/stand-in';
import { eventually } from '../support/eventually.js';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestDraws, startTestGateway, startTestGeneration, startTestIdentity, startTestIngestion, startTestJackpots, type TestGateway, type TestService } from '../support/services.js';
import { uniqueEmail } from './auth-harness.js';
import { activeSigningKey, nowSeconds, signedAccessToken } from './signed-tokens.js';

const standIn = new ProviderStandIn();
let draws: TestService;
let ingestion: TestService;
let jackpots: TestService;
let identity: TestService;
let generation: TestService;
let gateway: TestGateway;
const adminEmail = uniqueEmail('admin');
const tokens: { admin: string; user: string; expired: string } = { admin: '', user: '', expired: '' };

async function signUpAndIn(email: string): Promise<string> {
  const password = 'correct horse 1';
  const signup = await httpJson(`${gateway.url}/api/auth/v1/signup`, { json: { email, password } });
  if (signup.status !== 200) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const session = await httpJson(`${gateway.url}/api/auth/v1/token?grant_type=password`, { json: { email, password } });
  if (session.status !== 200) throw new Error(`sign-in answered ${session.status}: ${JSON.stringify(session.body)}`);
  return session.body.access_token as string;
}

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.ingestionRun, SUBJECTS.drawsCounts, SUBJECTS.identityJwks, SUBJECTS.jackpotsGet, SUBJECTS.generationLogsList]);
  await standIn.start();
  draws = await startTestDraws();
  ingestion = await startTestIngestion({
    ...standIn.env(),
    INGESTION_SCHEDULE: 'off',
    // The unverified draws this file puts in the draws table stay as they are (no second source asked).
    RECONCILIATION_SCHEDULE: 'off',
    PROVIDER_RETRIES: '0',
    PROVIDER_TIMEOUT_MS: '3000',
    INGESTION_CONFIRM_TIMEOUT_MS: '30000',
    MAGAYO_MONTHLY_QUOTA: '2500',
  });
  const { MAGAYO_BASE_URL, MAGAYO_API_KEY } = standIn.env();
  jackpots = await startTestJackpots({ MAGAYO_BASE_URL: MAGAYO_BASE_URL!, MAGAYO_API_KEY: MAGAYO_API_KEY! });
  identity = await startTestIdentity({ ADMIN_EMAILS: adminEmail });
  generation = await startTestGeneration();
  gateway = await startTestGateway();
  tokens.admin = await signUpAndIn(adminEmail);
  tokens.user = await signUpAndIn(uniqueEmail('user'));
  tokens.expired = await signedAccessToken(await activeSigningKey(identity), { expiresAt: nowSeconds() - 60 });
});

afterAll(async () => {
  await gateway?.stop();
  await generation?.stop();
  await identity?.stop();
  await jackpots?.stop();
  await ingestion?.stop();
  await draws?.stop();
  await standIn.stop();
});

interface AdminCall {
  method?: 'GET' | 'POST';
  json?: unknown;
  token?: string;
}

const admin = (path: string, { method = 'GET', json, token = tokens.admin }: AdminCall = {}) =>
  httpJson(`${gateway.url}/api/admin${path}`, {
    method,
    ...(json === undefined ? {} : { json }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const sql = <T>(service: TestService, query: string) => service.em.getConnection().execute<T[]>(query);
const ingestLogCount = async () => Number((await sql<{ n: string }>(ingestion, `select count(*) as n from "${ingestion.schema}".ingest_logs`))[0]?.n);

const ROUTES: { route: string; call: AdminCall }[] = [
  { route: '/health', call: { method: 'GET' } },
  { route: '/ingest-logs', call: { method: 'GET' } },
  { route: '/fetch-draws', call: { method: 'POST', json: { game: 'powerball' } } },
  { route: '/backfill', call: { method: 'POST', json: { game: 'eurojackpot', months: 12 } } },
  { route: '/bootstrap', call: { method: 'POST', json: {} } },
  { route: '/generation-logs', call: { method: 'GET' } },
  { route: '/provider-usage', call: { method: 'GET' } },
];

describe.each(ROUTES)('$call.method $route', ({ route, call }) => {
  it('answers 401 without a token, and runs nothing', async () => {
    const before = await ingestLogCount();
    const { status, body } = await admin(route, { ...call, token: '' });
    expect(status).toBe(401);
    expect(body).toEqual({ ok: false, error: 'This endpoint requires a Bearer token', code: 'UNAUTHORIZED' });
    expect(await ingestLogCount()).toBe(before);
  });

  it('answers 401 for an expired token, and runs nothing', async () => {
    const before = await ingestLogCount();
    const { status, body } = await admin(route, { ...call, token: tokens.expired });
    expect(status).toBe(401);
    expect(body).toEqual({ ok: false, error: 'Invalid or expired access token', code: 'UNAUTHORIZED' });
    expect(await ingestLogCount()).toBe(before);
  });

  it("answers 403 for a signed-in user who is not an admin, and runs nothing", async () => {
    const before = await ingestLogCount();
    const { status, body } = await admin(route, { ...call, token: tokens.user });
    expect(status).toBe(403);
    expect(body).toEqual({ ok: false, error: "You don't have permission to access this page", code: 'FORBIDDEN' });
    expect(await ingestLogCount()).toBe(before);
  });
});

describe('as an admin', () => {
  const health = async () => {
    const { status, body } = await admin('/health');
    expect(status).toBe(200);
    return body.data as AdminHealthResponse;
  };
  const fetchDraws = async (game: string) => {
    const { status, body } = await admin('/fetch-draws', { method: 'POST', json: { game } });
    expect(status).toBe(200);
    return body.data as IngestionRunResult;
  };
  const storedCounts = async () =>
    new Map((await sql<{ game: string; n: string }>(draws, `select game, count(*) as n from "${draws.schema}".draws group by game`)).map((row) => [row.game, Number(row.n)]));

  it("GET /health: a card per game of the admin list, 'never' before any run, totals equal to the draws table", async () => {
    const report = await health();
    expect(report.drawsAvailable).toBe(true);
    expect(report.games.map((card) => card.game)).toEqual(ADMIN_GAME_ORDER.map((game) => findGame(game)!.adminId));
    const counts = await storedCounts();
    for (const card of report.games) {
      expect(card).toMatchObject({ status: 'never', lastRunAt: null, lastRows: null, lastError: null, warning: null });
      expect(card.totalDraws).toBe(counts.get(card.gameId) ?? 0);
      expect(card.totalDraws).toBeGreaterThan(0);
    }
  });

  it('POST /fetch-draws runs the game and its card then shows the run: status, rows inserted, age, total draws', async () => {
    await draws.em.getConnection().execute(`delete from "${draws.schema}".draws where game = 'powerball' and draw_date in ('2026-07-08', '2026-07-11')`);
    const result = await fetchDraws('powerball');
    expect(result).toMatchObject({ game: 'powerball', status: 'success' });
    expect(result.inserted).toBeGreaterThanOrEqual(2);
    const card = (await health()).games.find((entry) => entry.game === 'powerball')!;
    expect(card).toMatchObject({ status: 'success', lastRows: result.inserted, lastError: null, warning: null });
    expect(card.lastRunAgeSeconds).toBeLessThan(60);
    expect(card.totalDraws).toBe((await storedCounts()).get('powerball'));
  });

  it("warns 'S-2: Two consecutive 0-row fetches' once the last two successful runs inserted nothing", async () => {
    await fetchDraws('eurojackpot');
    const second = await fetchDraws('eurojackpot');
    expect(second).toMatchObject({ status: 'success', inserted: 0 });
    // The first run may have inserted draws the shipped history lacks; after a third, the last two inserted nothing.
    const third = await fetchDraws('eurojackpot');
    expect(third.inserted).toBe(0);
    const card = (await health()).games.find((entry) => entry.game === 'eurojackpot')!;
    expect(card.warning).toBe(ZERO_ROW_FETCHES_WARNING);
    expect(card.lastRows).toBe(0);
  });

  it('accepts admin ids, and shows a failed run with its error on the card', async () => {
    standIn.behaviour.set('magayo', 'error');
    try {
      const failed = await fetchDraws('california-superlotto');
      expect(failed).toMatchObject({ game: 'california-lottery', status: 'failed' });
    } finally {
      standIn.behaviour.clear();
    }
    const card = (await health()).games.find((entry) => entry.game === 'california-superlotto')!;
    expect(card.status).toBe('failed');
    expect(card.lastError?.message).toMatch(/magayo/);
  });

  it('POST /fetch-draws refuses a bad body with 400 and an unknown game with 404, running nothing', async () => {
    const before = await ingestLogCount();
    const missing = await admin('/fetch-draws', { method: 'POST', json: {} });
    expect(missing).toMatchObject({ status: 400, body: { ok: false, error: expect.stringMatching(/game is required/) } });
    const extra = await admin('/fetch-draws', { method: 'POST', json: { game: 'powerball', force: true } });
    expect(extra.status).toBe(400);
    const unknown = await admin('/fetch-draws', { method: 'POST', json: { game: 'lotto-max' } });
    expect(unknown).toMatchObject({ status: 404, body: { ok: false, error: expect.stringMatching(/^Unknown game id: lotto-max/) } });
    expect(await ingestLogCount()).toBe(before);
  });

  it('GET /ingest-logs lists the runs newest first, per game and limited', async () => {
    const all = await admin('/ingest-logs');
    expect(all.status).toBe(200);
    const logs = all.body.data.logs as { game: string; started_at: string; status: string }[];
    expect(logs.length).toBe(await ingestLogCount());
    expect(logs.map((log) => log.started_at)).toEqual([...logs.map((log) => log.started_at)].sort().reverse());
    const eurojackpot = await admin('/ingest-logs?game=eurojackpot&limit=2');
    expect(eurojackpot.body.data.logs).toHaveLength(2);
    expect((eurojackpot.body.data.logs as { game: string }[]).every((log) => log.game === 'eurojackpot')).toBe(true);
    expect((await admin('/ingest-logs?limit=0')).status).toBe(400);
    expect((await admin('/ingest-logs?game=nope')).status).toBe(404);
  });

  it('POST /backfill runs a backfill of the months asked for, and refuses bad months with 400', async () => {
    const { status, body } = await admin('/backfill', { method: 'POST', json: { game: 'eurojackpot', months: 12 } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ game: 'eurojackpot', status: 'success' });
    const [logged] = (await admin('/ingest-logs?game=eurojackpot&limit=1')).body.data.logs as { message: string }[];
    expect(logged?.message).toMatch(/backfill/i);
    for (const months of [0, 25, '12', 1.5]) {
      const refused = await admin('/backfill', { method: 'POST', json: { game: 'eurojackpot', months } });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/months/);
    }
  });

  it('POST /bootstrap fetches all 12 games and checks their statistics; a body with options is refused', async () => {
    expect((await admin('/bootstrap', { method: 'POST', json: { games: ['powerball'] } })).status).toBe(400);
    const { status, body } = await admin('/bootstrap', { method: 'POST' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ totalGames: 12, fetchSuccess: 12, statsSuccess: 12 });
    expect((body.data.results as { game: string }[]).map((result) => result.game).sort()).toEqual([...ADMIN_GAME_ORDER].sort());
    const cards = (await health()).games;
    expect(cards.every((card) => card.status === 'success')).toBe(true);
  });

  it('GET /generation-logs pages and filters the real log and gives the matching total', async () => {
    const requestIds = ['a', 'b', 'c'].map((suffix) => `it-admin-routes-${Date.now()}-${suffix}`);
    for (const [index, requestId] of requestIds.entries()) {
      const generated = await httpJson(`${gateway.url}/api/generate`, { json: { game: index === 2 ? 'powerball' : 'uk-lotto', method: index === 1 ? 'balance' : 'random', requestId } });
      expect(generated.status).toBe(200);
    }
    // The log is written in batches: wait for all three rows before reading any page of it.
    await eventually('the three generation logs', async () => {
      const { total } = (await admin('/generation-logs')).body.data;
      if (total !== 3) throw new Error(`a total of ${total}`);
      return true;
    });
    const ukLotto = (await admin('/generation-logs?game=uk-lotto')).body.data;
    expect(ukLotto.total).toBe(2);
    expect((ukLotto.logs as { requestId: string }[]).map((log) => log.requestId)).toEqual([requestIds[1], requestIds[0]]);
    const balance = (await admin('/generation-logs?game=uk-lotto&method=balance&status=success')).body.data;
    expect(balance).toMatchObject({ total: 1, logs: [expect.objectContaining({ requestId: requestIds[1], method: 'balance', status: 'success' })] });
    const secondPage = (await admin('/generation-logs?limit=1&offset=1')).body.data;
    expect(secondPage.total).toBe(3);
    expect(secondPage.logs).toEqual([expect.objectContaining({ requestId: requestIds[1] })]);
    for (const query of ['?method=psychic', '?status=maybe', '?game=nope', '?offset=-1', '?limit=501']) {
      expect((await admin(`/generation-logs${query}`)).status).toBe(400);
    }
  });

  it("GET /provider-usage counts every magayo call this month, from ingestion and jackpots, against the quota", async () => {
    const before = (await admin('/provider-usage')).body.data as PaidProviderUsage;
    await fetchDraws('texas-lottery');
    const usage = await eventually(`more than ${before.byService.ingestion} magayo calls counted for ingestion`, async () => {
      const { body } = await admin('/provider-usage');
      const data = body.data as PaidProviderUsage;
      if (data.byService.ingestion <= before.byService.ingestion) throw new Error(`usage ${JSON.stringify(data.byService)}`);
      return data;
    });
    expect(usage).toMatchObject({ provider: 'magayo', month: new Date().toISOString().slice(0, 7), keyConfigured: true, monthlyQuota: 2500 });
    expect(usage.byService.jackpots).toBeGreaterThan(0);
    expect(usage.calls).toBe(usage.byService.ingestion + usage.byService.jackpots!);
    // Every request the stand-in got for magayo is counted by one of the two services (jackpots'
    // refreshes after each run may still be counting).
    await eventually("the counted magayo calls to match the stand-in's", async () => {
      const { body } = await admin('/provider-usage');
      const { calls } = body.data as PaidProviderUsage;
      if (calls !== standIn.callsTo('magayo')) throw new Error(`${calls} counted, ${standIn.callsTo('magayo')} at the stand-in`);
      return true;
    });
    expect(usage.onlySourceFor).toEqual(expect.arrayContaining(['california-superlotto', 'texas-lotto', 'superenalotto', 'la-primitiva']));
    expect(usage.onlySourceFor).not.toContain('powerball');
  });

  it('GET /health lists the draws disputed, or provisional an hour after first seen, with every source side by side', async () => {
    const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const [yesterday, twoDaysAgo] = [isoDaysAgo(1), isoDaysAgo(2)];
    // Reported as ingestion reports them: a batch per provider on DRAWS, which the draws service compares.
    const connection = await connect({ servers: NATS_URL });
    const js = jetstream(connection);
    const report = async (game: string, provider: string, draw: Omit<DrawsIngestedBatch['draws'][number], 'source'>) => {
      const batch: DrawsIngestedBatch = {
        game,
        runId: `it-admin-health-${process.pid}-${provider}-${draw.draw_date}`,
        batch: 0,
        draws: [{ ...draw, source: provider }],
        provider,
        fetchedAt: new Date().toISOString(),
        payloadSha256: 'a'.repeat(64),
      };
      await js.publish(drawsIngestedSubject(game), JSON.stringify(batch), { msgID: drawsIngestedMsgId(game, batch.runId, 0) });
    };
    const statuses = () =>
      sql<{ game: string; draw_date: string; status: string }>(
        draws,
        `select game, to_char(draw_date, 'YYYY-MM-DD') as draw_date, status from "${draws.schema}".draws where draw_date >= current_date - 2 order by game, draw_date`,
      );
    try {
      await report('eurojackpot', 'lottoland', { draw_date: yesterday, main: [3, 14, 22, 38, 47], special: [2, 9], jackpot: 57_000_000 });
      await report('eurojackpot', 'magayo', { draw_date: yesterday, main: [3, 14, 22, 38, 48], special: [2, 9], jackpot: 57_000_000 });
      await report('powerball', 'magayo', { draw_date: twoDaysAgo, main: [5, 11, 23, 40, 61], special: [7], jackpot: null });
      await report('powerball', 'magayo', { draw_date: yesterday, main: [1, 2, 3, 4, 5], special: [6], jackpot: null });
      await eventually('the four reports stored', async () => {
        const rows = await statuses();
        if (rows.find((row) => row.game === 'eurojackpot')?.status !== 'disputed' || rows.filter((row) => row.game === 'powerball').length !== 2) throw new Error(JSON.stringify(rows));
        return rows;
      });
      // The older Powerball draw was first seen two hours ago; the other one, minutes ago, is not counted yet (as in the gauge).
      await sql(draws, `update "${draws.schema}".draws set first_seen_at = now() - interval '2 hours' where game = 'powerball' and draw_date = current_date - 2`);

      const cards = new Map((await health()).games.map((card) => [card.game, card]));
      expect(cards.get('eurojackpot')).toMatchObject({
        unverifiedCount: 1,
        unverifiedDraws: [
          {
            drawDate: yesterday,
            status: 'disputed',
            reason: 'disputed',
            sources: [
              expect.objectContaining({ provider: 'lottoland', main: [3, 14, 22, 38, 47], special: [2, 9], jackpot: 57_000_000 }),
              expect.objectContaining({ provider: 'magayo', main: [3, 14, 22, 38, 48], special: [2, 9], jackpot: 57_000_000 }),
            ],
          },
        ],
      });
      expect(cards.get('powerball')).toMatchObject({
        unverifiedCount: 1,
        unverifiedDraws: [{ drawDate: twoDaysAgo, status: 'provisional', reason: 'unconfirmed', sources: [expect.objectContaining({ provider: 'magayo', main: [5, 11, 23, 40, 61], jackpot: null })] }],
      });
      expect(cards.get('uk-lotto')).toMatchObject({ unverifiedCount: 0, unverifiedDraws: [] });
    } finally {
      await sql(draws, `delete from "${draws.schema}".draws where draw_date >= current_date - 2 and game in ('eurojackpot', 'powerball')`);
      await connection.close();
    }
  });
});
