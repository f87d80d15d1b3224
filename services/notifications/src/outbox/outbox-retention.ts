import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression, Timeout } from '@nestjs/schedule';
import { NotificationsDatabase } from '../database/notifications-database.js';

/**
 * Finished messages (sent, dropped, failed) are kept this long, for the metrics' and an operator's
 * questions, then deleted. Their dedupe keys go with them, which is safe by then: nothing enqueues a
 * message that old again (results are announced for draws of the last 7 days, jackpot alerts and
 * reminders for the draw to come).
 */
export const OUTBOX_RETENTION_DAYS = 30;
/** Rows deleted per statement: each delete is a short transaction, not one holding the table's locks for minutes. */
const PURGE_BATCH = 5_000;
/** The first pass waits a little so it does not compete with the start itself. */
const FIRST_RUN_DELAY_MS = 60_000;

/**
 * Keeps the outbox bounded: once a day, and once shortly after start (a replica restarted daily
 * would otherwise never reach the cron time), deletes the finished messages older than
 * OUTBOX_RETENTION_DAYS in batches. Replicas purging together skip each other's locked rows.
 */
@Injectable()
export class OutboxRetention {
  private readonly logger = new Logger(OutboxRetention.name);

  constructor(private readonly database: NotificationsDatabase) {}

  @Timeout('notifications-outbox-retention-start', FIRST_RUN_DELAY_MS)
  async afterStart(): Promise<void> {
    await this.runLogged();
  }

  @Cron(CronExpression.EVERY_DAY_AT_4AM, { name: 'notifications-outbox-retention', waitForCompletion: true })
  async daily(): Promise<void> {
    await this.runLogged();
  }

  /** Deletes the finished messages created more than OUTBOX_RETENTION_DAYS ago, `batch` at a time; resolves to how many went. */
  async purge(batch = PURGE_BATCH): Promise<number> {
    const pool = await this.database.pool();
    const { outbox } = this.database.tables;
    let deleted = 0;
    for (;;) {
      // By id, oldest first: the primary key's order is the rows' age, so each batch starts where the old rows are.
      const { rowCount } = await pool.query(
        `delete from ${outbox} where id in (
           select id from ${outbox}
            where status in ('sent', 'dropped', 'failed') and created_at < now() - make_interval(days => $1)
            order by id
            limit $2
              for update skip locked)`,
        [OUTBOX_RETENTION_DAYS, batch],
      );
      deleted += rowCount ?? 0;
      if ((rowCount ?? 0) < batch) return deleted;
    }
  }

  private async runLogged(): Promise<void> {
    try {
      const deleted = await this.purge();
      if (deleted > 0) this.logger.log(`Deleted ${deleted} finished outbox messages older than ${OUTBOX_RETENTION_DAYS} days`);
    } catch (error) {
      // A failed pass is retried by the next one; the outbox only grows a day longer.
      this.logger.error(`Outbox retention failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
