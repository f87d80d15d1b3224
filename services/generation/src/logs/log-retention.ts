import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Cron, Timeout } from '@nestjs/schedule';
import { APP_CONFIG, RetentionJob, ScheduleTicks, dailyCron } from '@pickwise/nest-kit';
import type { GenerationConfig } from '../config.js';
import { GenerationLog } from './generation-log.entity.js';
import { GENERATION_LOG_RETENTION } from './retention-schedule.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first pass waits a little so it does not compete with the start itself. */
const FIRST_RUN_DELAY_MS = 30_000;

/**
 * Keeps generation_logs bounded: deletes the entries older than GENERATION_LOG_RETENTION_DAYS
 * (RETENTION_DAYS.generationLogs unless configured) daily, by the replica that claims the firing,
 * and at start when no replica ran the day's firing.
 */
@Injectable()
export class GenerationLogRetention extends RetentionJob<'generationLogs'> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: GenerationConfig,
    ticks: ScheduleTicks,
  ) {
    super(ticks, GENERATION_LOG_RETENTION, { generationLogs: 'generation_logs' });
  }

  @Timeout(FIRST_RUN_DELAY_MS)
  async afterStart(): Promise<void> {
    await this.catchUp();
  }

  @Cron(dailyCron(GENERATION_LOG_RETENTION.firing), { name: GENERATION_LOG_RETENTION.job, timeZone: 'UTC', waitForCompletion: true })
  async daily(): Promise<void> {
    await this.fire();
  }

  async deleteExpired(now: Date): Promise<{ generationLogs: number }> {
    const cutoff = new Date(now.getTime() - this.config.GENERATION_LOG_RETENTION_DAYS * DAY_MS);
    return { generationLogs: await this.em.fork().nativeDelete(GenerationLog, { timestamp: { $lt: cutoff } }) };
  }
}
