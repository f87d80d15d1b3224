import { Migration } from '@mikro-orm/migrations';

/** The jackpot cache, one row per game. Unqualified names: the migrator sets `search_path`. */
export class Migration20261121220000CreateJackpotCache extends Migration {
  override up(): void {
    this.addSql(`create table "jackpot_cache" (
      "game" varchar(64) primary key,
      "amount" numeric(18, 2) not null check ("amount" >= 0),
      "currency" char(3) not null check ("currency" in ('USD', 'EUR', 'GBP')),
      "draw_date" date null,
      "source" varchar(16) not null check ("source" in ('live', 'fallback', 'estimated')),
      "updated_at" timestamptz not null default now()
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists "jackpot_cache"');
  }
}
