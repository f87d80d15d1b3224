import { metricsRegistry } from '../metrics/metrics.js';
import { RetentionJob, dailyCron, latestDailyFiring, retentionDeletedRows } from './retention-job.js';
import type { ScheduleTicks } from './schedule-ticks.js';
import { tickOf } from './schedule-ticks.js';

const FIRING = { hour: 4, minute: 30 };

describe('the daily firing', () => {
  it('is a cron expression of that minute and hour', () => {
    expect(dailyCron(FIRING)).toBe('30 4 * * *');
  });

  it('came today once its time has passed, else yesterday', () => {
    expect(latestDailyFiring(FIRING, new Date('2026-12-03T04:30:00Z'))).toEqual(new Date('2026-12-03T04:30:00Z'));
    expect(latestDailyFiring(FIRING, new Date('2026-12-03T23:59:00Z'))).toEqual(new Date('2026-12-03T04:30:00Z'));
    expect(latestDailyFiring(FIRING, new Date('2026-12-03T04:29:59Z'))).toEqual(new Date('2026-12-02T04:30:00Z'));
    expect(latestDailyFiring(FIRING, new Date('2027-01-01T00:00:00Z'))).toEqual(new Date('2026-12-31T04:30:00Z'));
  });
});

describe('tickOf', () => {
  it('is the minute a firing came in', () => {
    expect(tickOf(new Date('2026-12-03T04:30:59.999Z'))).toEqual(new Date('2026-12-03T04:30:00Z'));
  });
});

class CountingJob extends RetentionJob<'oldRows'> {
  passes = 0;
  constructor(ticks: Pick<ScheduleTicks, 'claim'>) {
    super(ticks as ScheduleTicks, { job: 'unit-retention', firing: FIRING }, { oldRows: 'unit_old_rows' });
  }
  async deleteExpired(): Promise<{ oldRows: number }> {
    this.passes++;
    return { oldRows: 3 };
  }
}

const counted = async () => (await retentionDeletedRows().get()).values.find((value) => value.labels['table'] === 'unit_old_rows')?.value ?? 0;

describe('RetentionJob', () => {
  afterAll(() => metricsRegistry.removeSingleMetric('retention_deleted_rows_total'));

  it('deletes and counts the rows when this replica claims the firing', async () => {
    const job = new CountingJob({ claim: async (name) => name === 'unit-retention' });
    const before = await counted();
    expect(await job.runFiring(new Date())).toEqual({ oldRows: 3 });
    expect(job.passes).toBe(1);
    expect((await counted()) - before).toBe(3);
  });

  it('deletes nothing when another replica claimed the firing', async () => {
    const job = new CountingJob({ claim: async () => false });
    expect(await job.runFiring(new Date())).toBeNull();
    expect(job.passes).toBe(0);
  });
});
