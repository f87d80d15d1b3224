import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { APP_CONFIG, ScheduleTicks } from '@pickwise/nest-kit';
import type { IngestionConfig } from '../config.js';
import { Reconciler } from './reconciler.js';

/** The claim's name in `schedule_ticks`. */
export const RECONCILIATION_JOB = 'reconcile-draws';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reconciliation every RECONCILIATION_INTERVAL_MINUTES, whatever INGESTION_SCHEDULE says (the
 * chart's CronJobs start runs, not this). The timer ticks every minute and acts on the minutes the
 * interval divides. Every replica refreshes its unverified-draws gauge from the draws service;
 * the one that claims the firing (ScheduleTicks) asks the providers.
 */
@Injectable()
export class ReconciliationSchedule {
  private readonly logger = new Logger(ReconciliationSchedule.name);

  constructor(
    private readonly reconciler: Reconciler,
    private readonly ticks: ScheduleTicks,
    @Inject(APP_CONFIG) private readonly config: IngestionConfig,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: RECONCILIATION_JOB, timeZone: 'UTC', waitForCompletion: true })
  async everyMinute(): Promise<void> {
    await this.onMinute(new Date());
  }

  /** A firing on the minutes the interval divides, none when the schedule is off. */
  async onMinute(firedAt: Date): Promise<void> {
    if (this.config.RECONCILIATION_SCHEDULE === 'off' || firedAt.getUTCMinutes() % this.config.RECONCILIATION_INTERVAL_MINUTES !== 0) return;
    await this.runFiring(firedAt);
  }

  /** The gauge on every replica, the pass on the one that claims the firing; a failure waits for the next firing. */
  async runFiring(firedAt: Date): Promise<void> {
    try {
      const pending = await this.reconciler.pendingDraws();
      this.reconciler.updateGauge(pending, firedAt);
      if (!(await this.ticks.claim(RECONCILIATION_JOB, firedAt))) return;
      const requests = await this.reconciler.reconcile(pending, firedAt);
      if (requests === null) this.logger.debug(`${RECONCILIATION_JOB}: the previous pass is still running`);
    } catch (error) {
      this.logger.warn(`${RECONCILIATION_JOB} of ${firedAt.toISOString()} failed: ${reason(error)}`);
    }
  }
}
