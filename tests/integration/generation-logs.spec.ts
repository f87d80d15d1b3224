// generation writes every request it serves (or fails to serve) to generation_logs in its own schema (migrated at start), off the
// reply path, and lists them newest first over `generation.logs.list`.
import type { EntityManager } from '@mikro-orm/postgresql';
import { SUBJECTS, type GenerationLogsList } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { eventually } from '../support/eventually.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { startTestGeneration, type TestService } from '../support/services.js';

let generation: TestService;
let nats: NatsRequester;
let em: EntityManager;

beforeAll(async () => {
  await waitForNats();
  // No draws service may answer here: the fallback test relies on it.
  await assertNoResponders([SUBJECTS.generationGenerate, SUBJECTS.drawsStats]);
  generation = await startTestGeneration();
  nats = generation.service.app.get(NatsRequester);
  em = generation.em;
});

afterAll(async () => {
  await generation?.stop();
});

interface LogRow {
  request_id: string;
  game: string;
  method: string;
  count: number;
  execution_time_ms: number;
  fallbacks: number;
  status: string;
}

const logRow = (requestId: string) =>
  eventually(`the generation log of ${requestId}`, async () => {
    const rows = await em.getConnection().execute<LogRow[]>(`select * from "${generation.schema}".generation_logs where request_id = ?`, [requestId]);
    return rows[0];
  });

const requestId = (label: string) => `it-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

it('applied its first migration in its own schema', async () => {
  const rows = await em.getConnection().execute<{ name: string }[]>(`select name from "${generation.schema}".mikro_orm_migrations`);
  expect(rows.map((row) => row.name)).toContain('Migration20261121221000CreateGenerationLogs');
});

it('logs a successful request with its game, method, count and timing', async () => {
  const id = requestId('ok');
  const reply = await nats.request(SUBJECTS.generationGenerate, { game: 'uk-lotto', count: 3, requestId: id });
  expect((reply as { sets: unknown[] }).sets).toHaveLength(3);
  const row = await logRow(id);
  expect(row).toMatchObject({ request_id: id, game: 'uk-lotto', method: 'random', count: 3, status: 'success' });
  expect(row.execution_time_ms).toBeGreaterThan(0);
  expect(row.fallbacks).toBeGreaterThanOrEqual(0);
});

it('does not log a refused request: bad input generated nothing and must not fill the table', async () => {
  const id = requestId('bad');
  await expect(nats.request(SUBJECTS.generationGenerate, { game: 'powerball', method: 'nope', requestId: id })).rejects.toMatchObject({
    code: 'VALIDATION',
    message: 'Invalid method: nope',
  });
  await expect(nats.request(SUBJECTS.generationGenerate, { game: 'lotto-max', requestId: `${id}-game` })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  // A later success is flushed: had the refusals been logged, they would be in the table by now.
  const ok = requestId('after-bad');
  await nats.request(SUBJECTS.generationGenerate, { game: 'uk-lotto', requestId: ok });
  await logRow(ok);
  const refused = await em
    .getConnection()
    .execute<{ n: string }[]>(`select count(*) as n from "${generation.schema}".generation_logs where request_id in (?, ?)`, [id, `${id}-game`]);
  expect(Number(refused[0]?.n)).toBe(0);
});

it('logs request ids PostgreSQL text cannot hold (NUL, a lone surrogate) with U+FFFD, and the entries after them', async () => {
  const id = requestId('unstorable');
  await nats.request(SUBJECTS.generationGenerate, { game: 'uk-lotto', count: 1, requestId: `${id}-nul\u0000` });
  await nats.request(SUBJECTS.generationGenerate, { game: 'uk-lotto', count: 1, requestId: `${id}-half\ud83d` });
  const after = requestId('after-unstorable');
  await nats.request(SUBJECTS.generationGenerate, { game: 'uk-lotto', count: 1, requestId: after });
  await logRow(after);
  await logRow(`${id}-nul\ufffd`);
  await logRow(`${id}-half\ufffd`);
});

it('counts the no-statistics fallback when the draws service does not answer', async () => {
  const id = requestId('fallback');
  await nats.request(SUBJECTS.generationGenerate, { game: 'powerball', count: 1, requestId: id });
  const row = await logRow(id);
  // No draws service runs in this test: random could not exclude past jackpot lines.
  expect(row.fallbacks).toBe(1);
});

it('lists real entries newest first over generation.logs.list', async () => {
  const first = requestId('list-a');
  const second = requestId('list-b');
  await nats.request(SUBJECTS.generationGenerate, { game: 'powerball', requestId: first });
  await logRow(first);
  await nats.request(SUBJECTS.generationGenerate, { game: 'eurojackpot', requestId: second });
  await logRow(second);
  const list = (await nats.request(SUBJECTS.generationLogsList, { limit: 2 })) as GenerationLogsList;
  expect(list.logs.map((entry) => entry.requestId)).toEqual([second, first]);
  expect(list.logs[0]).toMatchObject({ game: 'eurojackpot', method: 'random', count: 5, status: 'success' });
});

it('refuses a bad list limit', async () => {
  await expect(nats.request(SUBJECTS.generationLogsList, { limit: 0 })).rejects.toMatchObject({ code: 'VALIDATION' });
});
