import { Migration } from '@mikro-orm/migrations';

/**
 * When a ticket's already-stored draws were last checked. A save commits the ticket first and checks
 * the stored draws after; a replica that dies (or a draws service that does not answer) in between
 * leaves it null, and the sweep (tickets/stored-draws-check.ts) checks it later.
 */
export class Migration20261126180000StoredDrawsChecked extends Migration {
  override up(): void {
    this.addSql('alter table "tickets" add column "stored_draws_checked_at" timestamptz null');
    // Tickets saved before this column were checked as they were saved.
    this.addSql('update "tickets" set "stored_draws_checked_at" = "updated_at"');
    this.addSql('create index "tickets_unchecked_idx" on "tickets" ("updated_at") where "stored_draws_checked_at" is null');
  }

  override down(): void {
    this.addSql('drop index if exists "tickets_unchecked_idx"');
    this.addSql('alter table "tickets" drop column "stored_draws_checked_at"');
  }
}
