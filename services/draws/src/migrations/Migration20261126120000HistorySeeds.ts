import { Migration } from '@mikro-orm/migrations';

/**
 * `history_seeds`: the SHA-256 of each shipped history file as last seeded. A start seeds only the
 * files that changed since, so a replica that restarts does not rewrite forty thousand draws (and
 * compete for the cores of a busy node) to find them unchanged.
 */
export class Migration20261126120000HistorySeeds extends Migration {
  override up(): void {
    this.addSql(`create table "history_seeds" (
      "file" varchar(128) primary key,
      "sha256" char(64) not null,
      "seeded_at" timestamptz not null default now()
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists "history_seeds"');
  }
}
