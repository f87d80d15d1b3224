import { Migration } from '@mikro-orm/migrations';

/**
 * Each ticket's covered draw dates, so spending counts per draw without recomputing the schedule,
 * and the draws the checker has seen with their jackpots, for the ledger's expected value.
 */
export class Migration20261126160000TicketDrawDates extends Migration {
  override up(): void {
    this.addSql(`alter table "tickets" add column "draw_dates" date[] not null default '{}'`);
    this.addSql('alter table "tickets" alter column "draw_dates" drop default');
    this.addSql(`create table "checked_draws" (
      "game" varchar(64) not null,
      "draw_date" date not null,
      -- In the game's currency; null when the draw's jackpot is unknown or in another currency.
      "jackpot" numeric(18, 2) null,
      "checked_at" timestamptz not null default now(),
      primary key ("game", "draw_date")
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists "checked_draws"');
    this.addSql('alter table "tickets" drop column "draw_dates"');
  }
}
