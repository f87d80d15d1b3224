import { Migration } from '@mikro-orm/migrations';

/**
 * `schedule_ticks`: each firing of the in-service schedule, claimed by the first replica to fire it.
 * Every replica's timer fires; only the one whose insert succeeded runs the games (a run that ended
 * before a slower replica's timer fired must not be started again by it).
 */
export class Migration20261126113000ScheduleTicks extends Migration {
  override up(): void {
    this.addSql(`create table "schedule_ticks" (
      "job" varchar(32) not null,
      "tick_at" timestamptz not null,
      "claimed_at" timestamptz not null default now(),
      primary key ("job", "tick_at")
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists "schedule_ticks"');
  }
}
