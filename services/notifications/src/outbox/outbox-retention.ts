import { Injectable } from '@nestjs/common';
import { Cron, Timeout } from '@nestjs/schedule';
import { RETENTION_DAYS } from '@pickwise/contracts';
import { RetentionJob, ScheduleTicks, dailyCron } from '@pickwise/nest-kit';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { OutboxTable } from '../database/tables.js';
import { OUTBOX_RETENTION } from './retention-schedule.js';

/** Rows deleted per statement: each delete is a short transaction, not one holding the table's locks for minutes. */
const PURGE_BATCH = 5_000;
/** The first pass waits a little so it does not compete with the start itself. */
const FIRST_RUN_DELAY_MS = 60_000;

/**
 * Keeps the outbox bounded: once a day, by the replica that claims the firing, deletes the finished
 * messages (sent, dropped, failed) older than RETENTION_DAYS.outboxMessages, in batches. Their
 * dedupe keys go with them, which is safe by then: nothing enqueues a message that old again
 * (results are announced for draws of the last 7 days, jackpot alerts and reminders for the draw
 * to come). Messages not finished stay however old.
 */
@Injectable()
export class OutboxRetention extends RetentionJob<'outboxMessages'> {
  constructor(
    private readonly database: NotificationsDatabase,
    ticks: ScheduleTicks,
  ) {
    super(ticks, OUTBOX_RETENTION, { outboxMessages: OutboxTable.meta.tableName });
  }

  @Timeout('notifications-outbox-retention-start', FIRST_RUN_DELAY_MS)
  async afterStart(): Promise<void> {
    await this.catchUp();
  }

  @Cron(dailyCron(OUTBOX_RETENTION.firing), { name: OUTBOX_RETENTION.job, timeZone: 'UTC', waitForCompletion: true })
  async daily(): Promise<void> {
    await this.fire();
  }

  async deleteExpired(now: Date): Promise<{ outboxMessages: number }> {
    return { outboxMessages: await this.purge(PURGE_BATCH, now) };
  }

  /** Deletes the finished messages created more than RETENTION_DAYS.outboxMessages before `now`, `batch` at a time; resolves to how many went. */
  async purge(batch = PURGE_BATCH, now = new Date()): Promise<number> {
    const pool = await this.database.pool();
    const { outbox } = this.database.tables;
    let deleted = 0;
    for (;;) {
      // By id, oldest first: the primary key's order is the rows' age, so each batch starts where the old rows are.
      const { rowCount } = await pool.query(
        `delete from ${outbox} where id in (
           select id from ${outbox}
            where status in ('sent', 'dropped', 'failed') and created_at < $1::timestamptz - make_interval(days => $2)
            order by id
            limit $3
              for update skip locked)`,
        [now, RETENTION_DAYS.outboxMessages, batch],
      );
      deleted += rowCount ?? 0;
      if ((rowCount ?? 0) < batch) return deleted;
    }
  }
}
