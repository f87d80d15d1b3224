// The in-service schedule with several ingestion replicas: each replica's timer fires, and only the
// replica that claims the firing (nest-kit's ScheduleTicks: a row per job and minute in PostgreSQL)
// runs the games. Two replicas' claims race on the same schema; a firing already claimed starts no
// run.
import { EntityManager } from '@mikro-orm/postgresql';
import { MigratedSchema, ScheduleTicks, tickOf } from '@pickwise/nest-kit';
import { IngestionSchedule } from '../../services/ingestion/src/schedule/ingestion-schedule.js';
import { waitForNats } from '../support/infrastructure.js';
import { startTestIngestion, type TestService } from '../support/services.js';

let ingestion: TestService;
let replicaTicks: [ScheduleTicks, ScheduleTicks];

beforeAll(async () => {
  await waitForNats();
  ingestion = await startTestIngestion({ INGESTION_SCHEDULE: 'off' });
  const app = ingestion.service.app;
  // Two replicas of one service share its schema: two ScheduleTicks on their own EntityManagers.
  replicaTicks = [new ScheduleTicks(app.get(EntityManager).fork(), app.get(MigratedSchema)), new ScheduleTicks(app.get(EntityManager).fork(), app.get(MigratedSchema))];
});

afterAll(async () => {
  await ingestion?.stop();
});

/**
 * A firing time `minutes` after the current minute, `ms` into it. Relative to now, because a claim
 * deletes the ticks of more than a week ago: a fixed date would be deleted as soon as it is claimed
 * once that week has passed.
 */
const firing = (minutes: number, ms: number) => new Date(tickOf(new Date()).getTime() + minutes * 60_000 + ms);

const ingestLogRows = async () => Number((await ingestion.em.getConnection().execute<{ count: string }[]>(`select count(*) from "${ingestion.schema}"."ingest_logs"`))[0]?.count);

describe('one replica per firing of the schedule', () => {
  it('lets exactly one of two replicas claim a firing, whichever comes first', async () => {
    const firedAt = firing(0, 120);
    const slightlyLater = firing(0, 480); // the other replica's timer, a little behind
    for (let round = 0; round < 5; round++) {
      const job = `race-${round}`;
      const claims = await Promise.all([replicaTicks[0].claim(job, firedAt), replicaTicks[1].claim(job, slightlyLater)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
    }
  });

  it('lets the next firing be claimed again', async () => {
    expect(await replicaTicks[0].claim('ingest-daily', firing(10, 10))).toBe(true);
    expect(await replicaTicks[1].claim('ingest-daily', firing(10, 300))).toBe(false);
    expect(await replicaTicks[1].claim('ingest-daily', firing(10 + 24 * 60, 10))).toBe(true); // the next day's firing
  });

  it('starts no run for a firing another replica claimed', async () => {
    const firedAt = firing(20, 50);
    expect(await replicaTicks[1].claim('ingest-hourly', firedAt)).toBe(true);
    const before = await ingestLogRows();
    await ingestion.service.app.get(IngestionSchedule).runFiring('ingest-hourly', firedAt);
    expect(await ingestLogRows()).toBe(before);
  });
});
