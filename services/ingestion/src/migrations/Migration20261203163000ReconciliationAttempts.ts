import { Migration } from '@mikro-orm/migrations';

/**
 * `reconciliation_attempts`: one row per draw (game, draw date) and provider that reconciliation
 * asked for it: how often it asked, what the last answer was and when it may ask again (the
 * backoff). An `answered` row is not asked again: its answer is in the DRAWS stream. Rows are
 * deleted by the pass once the draw is past the week the draws service lists as pending.
 * Unqualified names: the migrator sets `search_path`.
 */
export class Migration20261203163000ReconciliationAttempts extends Migration {
  override up(): void {
    this.addSql(`create table "reconciliation_attempts" (
      "game" varchar(64) not null,
      "draw_date" date not null,
      "provider" varchar(64) not null,
      "attempts" integer not null check ("attempts" > 0),
      "outcome" varchar(16) not null check ("outcome" in ('answered', 'missing', 'failed')),
      "message" varchar(500) null,
      "last_attempt_at" timestamptz not null,
      "next_attempt_at" timestamptz not null,
      primary key ("game", "draw_date", "provider")
    )`);
    this.addSql('create index "reconciliation_attempts_last_attempt_at" on "reconciliation_attempts" ("last_attempt_at")');
  }

  override down(): void {
    this.addSql('drop table if exists "reconciliation_attempts"');
  }
}
