// The ingestion service against a provider stand-in serving the real sample payloads, with the
// draws service storing what it publishes on JetStream (real NATS, real PostgreSQL). Every draw
// published here is a real result (the sample payloads, the shipped history), so a real system's
// durable consumer that later reads these batches stores nothing false.
import {
  DomainError,
  SUBJECTS,
  ingestLogsListResponseSchema,
  ingestionBootstrapResultSchema,
  ingestionRunResultSchema,
  type IngestionRunResult,
} from '@pickwise/contracts';
import { GAME_IDS, findGame } from '@pickwise/lottery';
import { ProviderStandIn, readSample } from '@pickwise/providers/stand-in';
import { IngestRunner } from '../../services/ingestion/src/runs/ingest-runner.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestDraws, startTestIngestion, type TestService } from '../support/services.js';

let draws: TestService;
let ingestion: TestService;
let caller: ReturnType<typeof natsCaller>;
const standIn = new ProviderStandIn();

const run = (game: string) => caller.requester.request(SUBJECTS.ingestionRun, { game }, { schema: ingestionRunResultSchema, timeoutMs: 60_000 });
const logs = (payload: Record<string, unknown>) => caller.requester.request(SUBJECTS.ingestionLogsList, payload, { schema: ingestLogsListResponseSchema });
const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as DomainError);
const sql = <T>(query: string, params: unknown[] = []) => draws.em.getConnection().execute<T[]>(query, params);
const storedDates = async (game: string, since: string) =>
  (await sql<{ d: string }>(`select to_char(draw_date, 'YYYY-MM-DD') as d from "${draws.schema}".draws where game = ? and draw_date >= ? order by 1`, [game, since])).map((row) => row.d);

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.ingestionRun, SUBJECTS.drawsStats]);
  const base = await standIn.start();
  expect(base).toMatch(/^http:/);
  draws = await startTestDraws();
  ingestion = await startTestIngestion({ ...standIn.env(), INGESTION_SCHEDULE: 'off', PROVIDER_RETRIES: '0', PROVIDER_TIMEOUT_MS: '3000', INGESTION_CONFIRM_TIMEOUT_MS: '30000' });
  caller = natsCaller();
});

afterAll(async () => {
  await caller?.close();
  await ingestion?.stop();
  await draws?.stop();
  await standIn.stop();
});

describe('ingestion.run', () => {
  let first: IngestionRunResult;

  it('fetches Powerball from NY Open Data, stores the draws missing from the table and logs the run', async () => {
    // The shipped history ends before the sample's newest draws; take off two more so the run has them to insert.
    await sql(`delete from "${draws.schema}".draws where game = 'powerball' and draw_date in ('2026-07-08', '2026-07-11')`);
    const before = await storedDates('powerball', '2026-06-01');
    first = await run('powerball');
    expect(first).toMatchObject({ game: 'powerball', status: 'success', rejected: 0, updated: 0 });
    const after = await storedDates('powerball', '2026-06-01');
    expect(first.inserted).toBe(after.length - before.length);
    expect(first.inserted).toBeGreaterThanOrEqual(2);
    expect(first.inserted + first.skipped).toBe(first.total);
    expect(after).toEqual(expect.arrayContaining(['2026-07-08', '2026-07-11']));
    expect(first.message).toContain('via ny-open-data');

    const [logged] = (await logs({ game: 'powerball', limit: 1 })).logs;
    expect(logged).toMatchObject({ id: first.logId, status: 'success', rows_inserted: first.inserted, rows_updated: 0, rows_skipped: first.skipped });
    expect(logged?.execution_time_ms).toBeGreaterThanOrEqual(0);
    expect(standIn.requests.some((request) => request.startsWith('ny-open-data /resource/d6yy-54nr.json?'))).toBe(true);
  });

  it('changes nothing when run again: every draw is reported unchanged', async () => {
    const count = (await sql<{ n: string }>(`select count(*) as n from "${draws.schema}".draws where game = 'powerball'`))[0]?.n;
    const again = await run('powerball');
    expect(again).toMatchObject({ status: 'success', inserted: 0, updated: 0, skipped: first.total, total: first.total });
    expect((await sql<{ n: string }>(`select count(*) as n from "${draws.schema}".draws where game = 'powerball'`))[0]?.n).toBe(count);
  });

  it('rejects a row with an out-of-range number, logs why, and stores the rest', async () => {
    const rows = JSON.parse(powerballSample()) as { draw_date: string; winning_numbers: string }[];
    const [broken] = rows;
    if (!broken) throw new Error('empty sample');
    broken.winning_numbers = '08 10 14 45 75 05';
    standIn.bodies.set('ny-open-data', JSON.stringify(rows));
    await sql(`delete from "${draws.schema}".draws where game = 'powerball' and draw_date in ('2026-07-08', '2026-07-11')`);
    try {
      const result = await run('powerball');
      expect(result).toMatchObject({ status: 'success', rejected: 1, inserted: 1, total: rows.length - 1 });
      // 07-08 back in the table; 07-11, the broken row, not stored.
      expect((await storedDates('powerball', '2026-07-08')).slice(0, 2)).toEqual(['2026-07-08', '2026-07-13']);
      const [logged] = (await logs({ game: 'powerball', limit: 1 })).logs;
      const details = logged?.error_details as { rejectedCount: number; rejected: { row: string; reason: string }[] };
      expect(details.rejectedCount).toBe(1);
      expect(details.rejected[0]?.reason).toMatch(/75/);
      expect(details.rejected[0]?.row).toContain('2026-07-11');
    } finally {
      standIn.bodies.delete('ny-open-data');
    }
  });

  it('logs a failed run with the reason when the payload is truncated, and the next good run works', async () => {
    standIn.behaviour.set('lotto-number-archive', 'truncated');
    standIn.behaviour.set('magayo', 'error');
    try {
      const failed = await run('lotto-6aus49');
      expect(failed.status).toBe('failed');
      expect(failed.message).toMatch(/lotto-number-archive/);
      expect(failed.message).toMatch(/magayo failed: .*HTTP 500/);
      const [logged] = (await logs({ game: 'lotto-6aus49', limit: 1 })).logs;
      expect(logged).toMatchObject({ status: 'failed', rows_inserted: 0 });
      expect((logged?.error_details as { providers: { provider: string; outcome: string }[] }).providers.map((p) => `${p.provider}:${p.outcome}`)).toEqual([
        'lotto-number-archive:failed',
        'magayo:failed',
      ]);
    } finally {
      standIn.behaviour.clear();
    }
    expect((await run('lotto-6aus49')).status).toBe('success');
  });

  it('lets one run per game through at a time and tells the second caller', async () => {
    standIn.onRequest = () => new Promise((resolve) => setTimeout(resolve, 1_000));
    try {
      const [a, b] = await Promise.allSettled([run('eurojackpot'), run('eurojackpot')]);
      const outcomes = [a, b].map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.status : (outcome.reason as DomainError).code));
      expect(outcomes.sort()).toEqual(['CONFLICT', 'success']);
      const refused = [a, b].find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect((refused.reason as Error).message).toBe('eurojackpot: an ingest run is already in progress');
    } finally {
      standIn.onRequest = undefined;
    }
  });

  it('answers an unknown game with the supported ids and a bad request with a validation error', async () => {
    const unknown = await refusal(run('keno'));
    expect(unknown?.code).toBe('NOT_FOUND');
    expect(unknown?.message).toBe(`Unknown game id: keno. Supported: ${GAME_IDS.join(', ')}`);
    expect((await refusal(caller.requester.request(SUBJECTS.ingestionRun, { game: 42 })))?.code).toBe('VALIDATION');
    expect((await refusal(caller.requester.request(SUBJECTS.ingestionBackfill, { game: 'powerball', months: 99 })))?.code).toBe('VALIDATION');
    expect((await refusal(logs({ limit: 0 })))?.code).toBe('VALIDATION');
  });
});

describe('ingestion.backfill', () => {
  it('asks NY Open Data for the last 12 months of Powerball draws', async () => {
    const result = await caller.requester.request(SUBJECTS.ingestionBackfill, { game: 'powerball' }, { schema: ingestionRunResultSchema, timeoutMs: 60_000 });
    expect(result.status).toBe('success');
    expect(result.message).toMatch(/^Backfill of 12 months via ny-open-data/);
    const query = new URLSearchParams((standIn.requests.at(-1) ?? '').split('?')[1]);
    expect(query.get('$where')).toMatch(/^draw_date between '\d{4}-\d{2}-\d{2}T00:00:00' and '\d{4}-\d{2}-\d{2}T23:59:59'$/);
  });
});

describe('ingestion.bootstrap', () => {
  it('runs all 12 games, then checks their statistics (the specification’s Bootstrap result)', async () => {
    const result = await caller.requester.request(SUBJECTS.ingestionBootstrap, {}, { schema: ingestionBootstrapResultSchema, timeoutMs: 120_000 });
    expect(result).toMatchObject({ totalGames: 12, fetchSuccess: 12, statsSuccess: 12 });
    expect(result.results.map((entry) => entry.game)).toEqual([...GAME_IDS]);
    expect(result.executionTimeMs).toBeGreaterThan(0);
    // magayo-only games came from the paid provider (the stand-in, with its key).
    expect(result.results.find((entry) => entry.game === 'florida-lotto')?.message).toContain('via magayo');

    const newest = (await logs({})).logs;
    expect(newest.length).toBeGreaterThanOrEqual(12);
    expect(new Set(newest.slice(0, 12).map((row) => row.game))).toEqual(new Set(GAME_IDS));
    expect(newest.slice(0, 12).every((row) => row.status === 'success')).toBe(true);
    const startedAt = newest.map((row) => row.started_at);
    expect([...startedAt].sort().reverse()).toEqual(startedAt);
  });
});

describe('without the paid provider’s key', () => {
  let keyless: TestService;

  beforeAll(async () => {
    const { MAGAYO_API_KEY: _key, ...env } = standIn.env();
    keyless = await startTestIngestion({ ...env, INGESTION_SCHEDULE: 'off' });
  });
  afterAll(async () => keyless?.stop());

  it('skips magayo instead of failing, and the run log says so', async () => {
    const florida = findGame('florida-lotto');
    if (!florida) throw new Error('no florida-lotto');
    const calls = standIn.callsTo('magayo');
    const result = await keyless.service.app.get(IngestRunner).run(florida, { kind: 'run' });
    expect(result).toMatchObject({ status: 'success', inserted: 0, total: 0 });
    expect(result.message).toContain('skipped: no provider available (magayo skipped: no API key configured (MAGAYO_API_KEY is not set))');
    expect(standIn.callsTo('magayo')).toBe(calls);
  });
});

/** The NY Open Data Powerball sample, as the stand-in serves it by default. */
function powerballSample(): string {
  return readSample('ny-open-data', 'socrata-powerball.json');
}
