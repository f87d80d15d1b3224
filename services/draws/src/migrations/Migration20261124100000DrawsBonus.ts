import { Migration } from '@mikro-orm/migrations';

/**
 * The drawn bonus numbers (UK and NY Lotto bonus ball, SuperEnalotto Jolly, La Primitiva
 * Complementario), which decide prize tiers but are not the game's special numbers. Existing rows
 * get an empty list; the next history seed fills it. `draws_game_newest` is rebuilt with the column
 * so a page stays an index-only scan.
 */
export class Migration20261124100000DrawsBonus extends Migration {
  override up(): void {
    this.addSql(`alter table "draws" add column "bonus" int[] not null default '{}'`);
    this.addSql('drop index if exists "draws_game_newest"');
    this.addSql(`create index "draws_game_newest" on "draws" ("game", "draw_date" desc, "id" desc) include ("main", "special", "bonus", "jackpot", "source")`);
  }

  override down(): void {
    this.addSql('drop index if exists "draws_game_newest"');
    this.addSql(`create index "draws_game_newest" on "draws" ("game", "draw_date" desc, "id" desc) include ("main", "special", "jackpot", "source")`);
    this.addSql('alter table "draws" drop column "bonus"');
  }
}
