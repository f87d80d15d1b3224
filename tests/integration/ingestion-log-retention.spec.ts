// ingestion's retention job deletes the ingest_logs runs started more than
// RETENTION_DAYS.ingestionLogs ago, never one still running, and two replicas firing it the same
// minute delete once: only the one that claims the firing runs it.
import { EntityManager } from '@mikro-orm/postgresql';
import { RETENTION_DAYS } from '@pickwise/contracts';
import { MigratedSchema, ScheduleTicks } from '@pickwise/nest-kit';
import { IngestLogRetention } from '../../services/ingestion/src/ingest-log/ingest-log-retention.js';
import { waitForNats } from '../support/infrastructure.js';
import { startTestIngestion, type TestService } from '../support/services.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS = RETENTION_DAYS.ingestionLogs * DAY_MS;

let ingestion: TestService;
let replicas: [IngestLogRetention, IngestLogRetention];

beforeAll(async () => {
  await waitForNats();
  ingestion = await startTestIngestion({ INGESTION_SCHEDULE: 'off' });
  const app = ingestion.service.app;
  // A second replica of the job on the same schema: its own EntityManager and claims.
  const second = new IngestLogRetention(app.get(EntityManager).fork(), new ScheduleTicks(app.get(EntityManager).fork(), app.get(MigratedSchema)));
  replicas = [app.get(IngestLogRetention), second];
});

afterAll(async () => {
  await ingestion?.stop();
});

// A year ahead, so the service's own catch-up pass (with the real clock) finds none of these rows past the period.
const now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 365 * DAY_MS);
const ago = (ms: number) => new Date(now.getTime() - ms);

async function insertRun(message: string, status: string, startedAt: Date): Promise<void> {
  await ingestion.em.getConnection().execute(`insert into "${ingestion.schema}".ingest_logs (game, started_at, status, message) values ('powerball', ?, ?, ?)`, [startedAt, status, message]);
}

const messages = async () =>
  (await ingestion.em.getConnection().execute<{ message: string }[]>(`select message from "${ingestion.schema}".ingest_logs where message like 'retention:%' order by message`)).map((row) => row.message);

it('deletes the finished runs past the period and keeps the newer ones and a running one', async () => {
  await insertRun('retention:old-success', 'success', ago(PERIOD_MS + DAY_MS));
  await insertRun('retention:old-failed', 'failed', ago(2 * PERIOD_MS));
  await insertRun('retention:old-running', 'running', ago(2 * PERIOD_MS));
  await insertRun('retention:new-success', 'success', ago(PERIOD_MS - DAY_MS));
  await insertRun('retention:new-today', 'failed', ago(60_000));

  const results = await Promise.all(replicas.map((replica) => replica.runFiring(now, now)));

  expect(results.filter((result) => result !== null)).toEqual([{ ingestionLogs: 2 }]);
  expect(await messages()).toEqual(['retention:new-success', 'retention:new-today', 'retention:old-running']);
});

it('runs the next firing again, on whichever replica claims it', async () => {
  await insertRun('retention:old-again', 'success', ago(PERIOD_MS + DAY_MS));
  const nextDay = new Date(now.getTime() + DAY_MS);
  expect(await replicas[1].runFiring(nextDay, now)).toEqual({ ingestionLogs: 1 });
  expect(await replicas[0].runFiring(nextDay, now)).toBeNull();
  expect(await messages()).toEqual(['retention:new-success', 'retention:new-today', 'retention:old-running']);
});
