import { Migration } from '@mikro-orm/migrations';
import { CREATE_SCHEDULE_TICKS_SQL, DROP_SCHEDULE_TICKS_SQL } from '@pickwise/nest-kit';

/**
 * `schedule_ticks`: each firing of the service's retention job, claimed by the first replica to
 * fire it (nest-kit's ScheduleTicks), so the job runs once per firing however many replicas run.
 */
export class Migration20261203170000ScheduleTicks extends Migration {
  override up(): void {
    this.addSql(CREATE_SCHEDULE_TICKS_SQL);
  }

  override down(): void {
    this.addSql(DROP_SCHEDULE_TICKS_SQL);
  }
}
