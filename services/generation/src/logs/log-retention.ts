import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Cron, CronExpression, Timeout } from '@nestjs/schedule';
import { APP_CONFIG, MigratedSchema } from '@pickwise/nest-kit';
import type { GenerationConfig } from '../config.js';
import { GenerationLog } from './generation-log.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first pass waits a little so it does not compete with the start itself. */
const FIRST_RUN_DELAY_MS = 30_000;

/**
 * Keeps generation_logs bounded: deletes entries older than GENERATION_LOG_RETENTION_DAYS once a
 * day and once shortly after start (a replica that restarts daily would otherwise never reach the
 * cron time). Replicas running it together only delete the same rows twice.
 */
@Injectable()
export class GenerationLogRetention {
  private readonly logger = new Logger(GenerationLogRetention.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: GenerationConfig,
    // Injected so no delete runs before the table exists.
    readonly migrated: MigratedSchema,
  ) {}

  @Timeout(FIRST_RUN_DELAY_MS)
  async afterStart(): Promise<void> {
    await this.runLogged();
  }

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'generation-log-retention', waitForCompletion: true })
  async daily(): Promise<void> {
    await this.runLogged();
  }

  /** Deletes the entries older than the retention period; resolves with how many went. */
  async deleteExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.GENERATION_LOG_RETENTION_DAYS * DAY_MS);
    return this.em.fork().nativeDelete(GenerationLog, { timestamp: { $lt: cutoff } });
  }

  private async runLogged(): Promise<void> {
    try {
      const deleted = await this.deleteExpired();
      if (deleted > 0) this.logger.log(`Deleted ${deleted} generation log entries older than ${this.config.GENERATION_LOG_RETENTION_DAYS} days`);
    } catch (error) {
      // A failed pass is retried by the next one; the table only grows a day longer.
      this.logger.error(`Generation log retention failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
