// GET /api/draws/:game/freshness: the gateway asks the ingestion service, which reads its run log,
// asks the draws service for the newest stored draw and judges staleness from the game's schedule
// (real NATS, real PostgreSQL, the ingestion service behind the providers' stand-in). Also the
// currency every listed draw's jackpot is in (GET /api/draws).
import { SUBJECTS, drawsFreshnessSchema, ingestionRunResultSchema } from '@pickwise/contracts';
import { INGESTION_GRACE_MS, drawDueBy, findGame, unknownGameMessage } from '@pickwise/lottery';
import { ProviderStandIn } from '@pickwise/providers/stand-in';
import { DrawsRepository } from '../../services/draws/src/draws/draws.repository.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, natsCaller, startTestDraws, startTestGateway, startTestIngestion, type TestGateway, type TestService } from '../support/services.js';

let draws: TestService;
let ingestion: TestService;
let gateway: TestGateway;
let caller: ReturnType<typeof natsCaller>;
const standIn = new ProviderStandIn();

const freshness = async (game: string) => {
  const { status, body } = await httpJson(`${gateway.url}/api/draws/${game}/freshness`);
  expect(status).toBe(200);
  return drawsFreshnessSchema.parse(body.data);
};
const newestStored = async (game: string) =>
  (await draws.em.getConnection().execute<{ d: string }[]>(`select to_char(max(draw_date), 'YYYY-MM-DD') as d from "${draws.schema}".draws where game = ?`, [game]))[0]?.d;
/** A finished run in the ingestion service's log, as a run that started at `startedAt` leaves it (one that read draws names its provider). */
const logRun = (game: string, status: 'success' | 'failed', startedAt: Date, details: Record<string, unknown> = { provider: 'euromillions-api' }) =>
  ingestion.em
    .getConnection()
    .execute(`insert into "${ingestion.schema}".ingest_logs (game, status, started_at, message, error_details) values (?, ?, ?, 'test', ?::jsonb)`, [game, status, startedAt, JSON.stringify(details)]);

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.ingestionFreshness, SUBJECTS.drawsLatest]);
  await standIn.start();
  draws = await startTestDraws();
  // Without the paid provider's key, as a fresh deployment: the games only it serves are skipped.
  const withoutPaidKey = Object.fromEntries(Object.entries(standIn.env()).filter(([name]) => name !== 'MAGAYO_API_KEY'));
  ingestion = await startTestIngestion({ ...withoutPaidKey, INGESTION_SCHEDULE: 'off', PROVIDER_RETRIES: '0', PROVIDER_TIMEOUT_MS: '3000', INGESTION_CONFIRM_TIMEOUT_MS: '30000' });
  gateway = await startTestGateway();
  caller = natsCaller();
});

afterAll(async () => {
  await caller?.close();
  await gateway?.stop();
  await ingestion?.stop();
  await draws?.stop();
  await standIn.stop();
});

describe('GET /api/draws/:game/freshness', () => {
  it('says a game never checked is stale, with its newest stored draw and the draw it should have followed', async () => {
    const before = Date.now();
    const answer = await freshness('eurojackpot');
    const game = findGame('eurojackpot')!;
    expect(answer).toMatchObject({ game: 'eurojackpot', latest_draw_date: await newestStored('eurojackpot'), last_checked_at: null, stale: true });
    // The newest scheduled draw at least a day old when the answer was made.
    expect([drawDueBy(game, new Date(before)).toISOString(), drawDueBy(game, new Date()).toISOString()]).toContain(answer.draw_due_at);
    expect(Date.now() - Date.parse(answer.draw_due_at)).toBeGreaterThanOrEqual(INGESTION_GRACE_MS);
  });

  it('is fresh after a successful ingestion run, and gives that run as the last check', async () => {
    const run = await caller.requester.request(SUBJECTS.ingestionRun, { game: 'powerball' }, { schema: ingestionRunResultSchema, timeoutMs: 60_000 });
    expect(run.status).toBe('success');
    const [logged] = await ingestion.em
      .getConnection()
      .execute<{ started_at: Date }[]>(`select started_at from "${ingestion.schema}".ingest_logs where id = ?`, [Number(run.logId)]);
    const answer = await freshness('powerball');
    expect(answer).toMatchObject({ game: 'powerball', stale: false, latest_draw_date: await newestStored('powerball') });
    expect(answer.last_checked_at).toBe(new Date(logged!.started_at).toISOString());
  });

  it('counts only successful runs, and only those since the draw that is due', async () => {
    const game = findGame('euromillions')!;
    const due = drawDueBy(game, new Date());
    await logRun('euromillions', 'success', new Date(due.getTime() - 60_000));
    await logRun('euromillions', 'failed', new Date(due.getTime() + 60_000));
    const missed = await freshness('euromillions');
    expect(missed).toMatchObject({ stale: true, last_checked_at: new Date(due.getTime() - 60_000).toISOString(), draw_due_at: due.toISOString() });

    await logRun('euromillions', 'success', due);
    expect(await freshness('euromillions')).toMatchObject({ stale: false, last_checked_at: due.toISOString() });
  });

  it('does not take a run skipped for want of a provider for a check', async () => {
    // magayo is the only provider of Lotto Texas; without its key a run is logged as a success of 0 rows.
    const run = await caller.requester.request(SUBJECTS.ingestionRun, { game: 'texas-lottery' }, { schema: ingestionRunResultSchema, timeoutMs: 60_000 });
    expect(run).toMatchObject({ status: 'success', total: 0 });
    expect(run.message).toContain('skipped');
    expect(await freshness('texas-lottery')).toMatchObject({ last_checked_at: null, stale: true });
  });

  it('answers under the public id when asked by the admin id', async () => {
    expect((await freshness('california-superlotto')).game).toBe('california-lottery');
  });

  it('refuses an unknown game with 404 and the supported ids', async () => {
    const { status, body } = await httpJson(`${gateway.url}/api/draws/keno/freshness`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ ok: false, error: unknownGameMessage('keno') });
  });
});

describe('GET /api/draws: the currency of each jackpot', () => {
  it('says the UK archive’s EuroMillions jackpots are pounds, and gives no currency without a jackpot', async () => {
    const euromillions = await httpJson(`${gateway.url}/api/draws?game=euromillions&limit=100`);
    const records = euromillions.body.data.draws as { jackpot: number | null; jackpot_currency: string | null; source: string }[];
    const fromUkArchive = records.filter((draw) => draw.source === 'CostaCory/uk-lottery-dashboard' && draw.jackpot !== null);
    expect(fromUkArchive.length).toBeGreaterThan(0);
    expect(new Set(fromUkArchive.map((draw) => draw.jackpot_currency))).toEqual(new Set(['GBP']));

    const powerball = await httpJson(`${gateway.url}/api/draws?game=powerball&limit=10`);
    for (const draw of powerball.body.data.draws as { jackpot: number | null; jackpot_currency: string | null }[]) {
      expect(draw.jackpot_currency).toBe(draw.jackpot === null ? null : 'USD');
    }
  });

  it('stores each jackpot with its currency, which a later source without a jackpot does not change', async () => {
    const sql = <T>(query: string, params: unknown[] = []) => draws.em.getConnection().execute<T[]>(query, params);
    const [row] = await sql<{ draw_date: string; main: number[]; special: number[]; jackpot_currency: string }>(
      `select to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, special, jackpot_currency from "${draws.schema}".draws
        where game = 'euromillions' and source = 'CostaCory/uk-lottery-dashboard' and jackpot is not null order by draw_date desc limit 1`,
    );
    expect(row?.jackpot_currency).toBe('GBP');
    // A feed that reports the same draw with other special numbers (so the row is updated) and no jackpot.
    const counts = await draws.service.app
      .get(DrawsRepository)
      .upsert('euromillions', [{ drawDate: row!.draw_date, main: row!.main, special: [...row!.special].reverse().map((star) => (star % 12) + 1), bonus: [], jackpot: null, source: 'euromillions-api' }]);
    expect(counts.updated).toBe(1);
    const [after] = await sql<{ source: string; jackpot_currency: string; jackpot: string | null }>(
      `select source, jackpot_currency, jackpot from "${draws.schema}".draws where game = 'euromillions' and draw_date = ? and main = ?::int[]`,
      [row!.draw_date, `{${row!.main.join(',')}}`],
    );
    expect(after).toMatchObject({ source: 'euromillions-api', jackpot_currency: 'GBP' });
    expect(after?.jackpot).not.toBeNull();
  });
});
