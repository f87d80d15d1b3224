// generation's retention job deletes generation_logs entries older than GENERATION_LOG_RETENTION_DAYS
// (RETENTION_DAYS.generationLogs unless configured) and keeps the rest, against the real table in a
// throwaway schema; two replicas firing it the same minute delete once (one claims the firing).
import { EntityManager } from '@mikro-orm/postgresql';
import { RETENTION_DAYS } from '@pickwise/contracts';
import { APP_CONFIG, MigratedSchema, ScheduleTicks } from '@pickwise/nest-kit';
import { generationEnvSchema } from '../../services/generation/src/config.js';
import { GenerationLogRetention } from '../../services/generation/src/logs/log-retention.js';
import { waitForNats } from '../support/infrastructure.js';
import { startTestGeneration, type TestService } from '../support/services.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let generation: TestService;
let em: EntityManager;
let replicas: [GenerationLogRetention, GenerationLogRetention];

beforeAll(async () => {
  await waitForNats();
  generation = await startTestGeneration({ GENERATION_LOG_RETENTION_DAYS: '30' });
  em = generation.em;
  const app = generation.service.app;
  // A second replica of the job on the same schema: its own EntityManager and claims.
  const second = new GenerationLogRetention(app.get(EntityManager).fork(), app.get(APP_CONFIG), new ScheduleTicks(app.get(EntityManager).fork(), app.get(MigratedSchema)));
  replicas = [app.get(GenerationLogRetention), second];
});

afterAll(async () => {
  await generation?.stop();
});

// A year ahead, so the service's own catch-up pass (with the real clock) finds none of these entries past the period.
const now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 365 * DAY_MS);

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

it('keeps generation logs for the stated period unless configured', () => {
  expect(generationEnvSchema.parse({ DATABASE_URL: 'postgres://localhost/pickwise' }).GENERATION_LOG_RETENTION_DAYS).toBe(RETENTION_DAYS.generationLogs);
});

it('deletes only the entries older than the retention period, once for two replicas firing together', async () => {
  await insertLog('old-400-days', new Date(now.getTime() - 400 * DAY_MS));
  await insertLog('old-31-days', new Date(now.getTime() - 31 * DAY_MS));
  await insertLog('new-29-days', new Date(now.getTime() - 29 * DAY_MS));
  await insertLog('new-today', new Date(now.getTime() - 60_000));

  const results = await Promise.all(replicas.map((replica) => replica.runFiring(now, now)));

  expect(results.filter((result) => result !== null)).toEqual([{ generationLogs: 2 }]);
  expect(await requestIds()).toEqual(['new-29-days', 'new-today']);
});

it('deletes nothing when every entry is recent', async () => {
  const nextDay = new Date(now.getTime() + DAY_MS);
  expect(await replicas[0].runFiring(nextDay, now)).toEqual({ generationLogs: 0 });
  expect(await requestIds()).toEqual(['new-29-days', 'new-today']);
});
