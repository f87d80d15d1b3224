import { Migration } from '@mikro-orm/migrations';

/**
 * `draws.list` reads a game's newest rows (`order by draw_date desc, id desc limit ? offset ?`).
 * This index gives them in that order with every listed column included, so a page is an
 * index-only scan instead of a sort over the game's whole history.
 */
export class Migration20261121230000DrawsNewestIndex extends Migration {
  override up(): void {
    this.addSql(`create index "draws_game_newest" on "draws" ("game", "draw_date" desc, "id" desc) include ("main", "special", "jackpot", "source")`);
  }

  override down(): void {
    this.addSql('drop index if exists "draws_game_newest"');
  }
}
