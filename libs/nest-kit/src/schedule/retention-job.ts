import { Logger } from '@nestjs/common';
import { getOrCreate, promClient, metricsRegistry } from '../metrics/metrics.js';
import type { ScheduleTicks } from './schedule-ticks.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A time of day in UTC, at which a daily job fires. */
export interface DailyFiring {
  readonly hour: number;
  readonly minute: number;
}

/** The cron expression of a daily firing; give it `timeZone: 'UTC'`, so every replica's clock zone fires it at the same moment. */
export const dailyCron = ({ hour, minute }: DailyFiring): string => `${minute} ${hour} * * *`;

/** The latest time at or before `now` that the daily firing came. */
export function latestDailyFiring({ hour, minute }: DailyFiring, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute);
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

/** A retention job's schedule: its claim's name and when it fires each day. */
export interface RetentionSchedule {
  readonly job: string;
  readonly firing: DailyFiring;
}

/** Rows the retention jobs deleted, by table: a service's own tables, the service is Prometheus' `job` label. */
export const retentionDeletedRows = () =>
  getOrCreate(
    'retention_deleted_rows_total',
    () => new promClient.Counter({ name: 'retention_deleted_rows_total', help: 'Rows deleted by the retention jobs as past their period, by table', labelNames: ['table'] as const, registers: [metricsRegistry] }),
  );

/**
 * A service's daily deletion of the rows past their retention period (libs/contracts RETENTION_DAYS),
 * run once per firing across replicas: every replica's timer fires, the one that claims the firing
 * (ScheduleTicks) deletes, the others skip. A subclass declares the timers, with the decorators
 * of @nestjs/schedule, and what is deleted:
 *
 *   @Timeout(FIRST_RUN_DELAY_MS) afterStart() { return this.catchUp(); }
 *   @Cron(dailyCron(SCHEDULE.firing), { name: SCHEDULE.job, timeZone: 'UTC', waitForCompletion: true }) daily() { return this.fire(); }
 *
 * `deleteExpired(now)` resolves with the rows deleted per kind of record, `tables` names each
 * kind's table for the metric and the log.
 */
export abstract class RetentionJob<Kind extends string> {
  private readonly logger = new Logger(this.constructor.name);

  protected constructor(
    private readonly ticks: ScheduleTicks,
    readonly schedule: RetentionSchedule,
    private readonly tables: Readonly<Record<Kind, string>>,
  ) {}

  /** Deletes what is past its period at `now`; resolves with how many rows went, per kind. */
  abstract deleteExpired(now: Date): Promise<Record<Kind, number>>;

  /** The deletion of one firing, on the replica that claims it; null on the others (another replica has it). */
  async runFiring(firedAt: Date, now: Date = new Date()): Promise<Record<Kind, number> | null> {
    if (!(await this.ticks.claim(this.schedule.job, firedAt))) return null;
    const deleted = await this.deleteExpired(now);
    for (const [kind, count] of Object.entries<number>(deleted)) if (count > 0) retentionDeletedRows().inc({ table: this.tables[kind as Kind] }, count);
    return deleted;
  }

  /**
   * At start, the latest daily firing unless a replica ran it already: a service that was down at
   * the firing's time (or is restarted daily before it) still gets its pass, and a replica that
   * starts later does not repeat it.
   */
  protected async catchUp(): Promise<void> {
    await this.runLogged(latestDailyFiring(this.schedule.firing, new Date()));
  }

  /** The cron timer's firing. */
  protected async fire(): Promise<void> {
    await this.runLogged(new Date());
  }

  private async runLogged(firedAt: Date): Promise<void> {
    try {
      const deleted = await this.runFiring(firedAt);
      if (deleted === null) this.logger.debug(`${this.schedule.job}: another replica runs the firing of ${firedAt.toISOString()}`);
      else if (Object.values<number>(deleted).some((count) => count > 0)) this.logger.log({ msg: `${this.schedule.job}: deleted the rows past their retention period`, ...deleted });
    } catch (error) {
      // The next firing retries; the tables only keep their rows a day longer.
      this.logger.error(`${this.schedule.job} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
