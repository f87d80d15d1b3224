import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Cron, Timeout } from '@nestjs/schedule';
import { RETENTION_DAYS } from '@pickwise/contracts';
import { RetentionJob, ScheduleTicks, dailyCron } from '@pickwise/nest-kit';
import { IngestLog } from './ingest-log.entity.js';
import { INGEST_LOG_RETENTION } from './retention-schedule.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first pass waits a little so it does not compete with the start itself. */
const FIRST_RUN_DELAY_MS = 30_000;

/**
 * Keeps ingest_logs bounded: the runs started more than RETENTION_DAYS.ingestionLogs ago are
 * deleted daily, by the replica that claims the firing. A row still `running` stays however old:
 * it is a run in progress (or one a crash left, which the admin's reports show as such).
 */
@Injectable()
export class IngestLogRetention extends RetentionJob<'ingestionLogs'> {
  constructor(
    private readonly em: EntityManager,
    ticks: ScheduleTicks,
  ) {
    super(ticks, INGEST_LOG_RETENTION, { ingestionLogs: 'ingest_logs' });
  }

  @Timeout(FIRST_RUN_DELAY_MS)
  async afterStart(): Promise<void> {
    await this.catchUp();
  }

  @Cron(dailyCron(INGEST_LOG_RETENTION.firing), { name: INGEST_LOG_RETENTION.job, timeZone: 'UTC', waitForCompletion: true })
  async daily(): Promise<void> {
    await this.fire();
  }

  async deleteExpired(now: Date): Promise<{ ingestionLogs: number }> {
    const cutoff = new Date(now.getTime() - RETENTION_DAYS.ingestionLogs * DAY_MS);
    return { ingestionLogs: await this.em.fork().nativeDelete(IngestLog, { startedAt: { $lt: cutoff }, status: { $ne: 'running' } }) };
  }
}
