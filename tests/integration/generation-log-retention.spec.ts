// generation's retention job deletes generation_logs entries older than GENERATION_LOG_RETENTION_DAYS
// and keeps the rest, against the real table in a throwaway schema.
import type { EntityManager } from '@mikro-orm/postgresql';
import { GenerationLogRetention } from '../../services/generation/src/logs/log-retention.js';
import { waitForNats } from '../support/infrastructure.js';
import { startTestGeneration, type TestService } from '../support/services.js';

let generation: TestService;
let em: EntityManager;

beforeAll(async () => {
  await waitForNats();
  generation = await startTestGeneration({ GENERATION_LOG_RETENTION_DAYS: '30' });
  em = generation.em;
});

afterAll(async () => {
  await generation?.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function insertLog(requestId: string, timestamp: Date): Promise<void> {
  await em
    .getConnection()
    .execute(
      `insert into "${generation.schema}".generation_logs (timestamp, request_id, game, method, count, execution_time_ms, fallbacks, status) values (?, ?, 'powerball', 'random', 5, 1.5, 0, 'success')`,
      [timestamp, requestId],
    );
}

const requestIds = async () =>
  (await em.getConnection().execute<{ request_id: string }[]>(`select request_id from "${generation.schema}".generation_logs order by request_id`)).map((row) => row.request_id);

it('deletes only the entries older than the retention period', async () => {
  const now = new Date('2026-11-21T12:00:00Z');
  await insertLog('old-400-days', new Date(now.getTime() - 400 * DAY_MS));
  await insertLog('old-31-days', new Date(now.getTime() - 31 * DAY_MS));
  await insertLog('new-29-days', new Date(now.getTime() - 29 * DAY_MS));
  await insertLog('new-today', new Date(now.getTime() - 60_000));

  const deleted = await generation.service.app.get(GenerationLogRetention).deleteExpired(now);

  expect(deleted).toBe(2);
  expect(await requestIds()).toEqual(['new-29-days', 'new-today']);
});

it('deletes nothing when every entry is recent', async () => {
  const now = new Date('2026-11-21T12:00:00Z');
  expect(await generation.service.app.get(GenerationLogRetention).deleteExpired(now)).toBe(0);
  expect(await requestIds()).toEqual(['new-29-days', 'new-today']);
});
