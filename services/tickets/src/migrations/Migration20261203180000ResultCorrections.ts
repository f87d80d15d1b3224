import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 39: each checked draw's status as the draws service gave it (provisional, verified,
 * disputed; null until asked), and the tickets whose results a correction of a recent draw changed,
 * kept until their owners were told (draw-events/results-announcer.ts). A correction is the
 * draws.upserted event that changed the draw (`correction_key`); the row goes with its ticket.
 */
export class Migration20261203180000ResultCorrections extends Migration {
  override up(): void {
    this.addSql(`alter table "checked_draws" add column "draw_status" varchar(16) null`);
    this.addSql(`alter table "checked_draws" add constraint "checked_draws_draw_status_check" check ("draw_status" in ('provisional', 'verified', 'disputed'))`);
    this.addSql(`create table "result_corrections" (
      "game" varchar(64) not null,
      "draw_date" date not null,
      "correction_key" varchar(64) not null,
      "ticket_id" uuid not null references "tickets" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      -- Null until every tickets.results event of the correction is published.
      "published_at" timestamptz null,
      primary key ("game", "draw_date", "correction_key", "ticket_id")
    )`);
    this.addSql(`create index "result_corrections_unpublished_idx" on "result_corrections" ("game") where "published_at" is null`);
    this.addSql(`create index "result_corrections_ticket_idx" on "result_corrections" ("ticket_id")`);
  }

  override down(): void {
    this.addSql('drop table if exists "result_corrections"');
    this.addSql('alter table "checked_draws" drop constraint if exists "checked_draws_draw_status_check"');
    this.addSql('alter table "checked_draws" drop column "draw_status"');
  }
}
