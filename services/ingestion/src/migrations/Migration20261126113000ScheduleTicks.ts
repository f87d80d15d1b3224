import { Migration } from '@mikro-orm/migrations';
import { CREATE_SCHEDULE_TICKS_SQL, DROP_SCHEDULE_TICKS_SQL } from '@pickwise/nest-kit';

/**
 * `schedule_ticks`: each firing of the in-service schedule and the ingest-log retention, claimed
 * by the first replica to fire it (nest-kit's ScheduleTicks). Every replica's timer fires; only the
 * one whose insert succeeded runs the job (a run that ended before a slower replica's timer fired
 * must not be started again by it). The statement is nest-kit's, as it was written here first.
 */
export class Migration20261126113000ScheduleTicks extends Migration {
  override up(): void {
    this.addSql(CREATE_SCHEDULE_TICKS_SQL);
  }

  override down(): void {
    this.addSql(DROP_SCHEDULE_TICKS_SQL);
  }
}
