import { Migration } from '@mikro-orm/migrations';
import { GAMES, POUND_JACKPOT_SOURCES } from '@pickwise/lottery';

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Each jackpot's currency, stored with it: read from the source alone it turned wrong once a later
 * source updated the row's numbers and kept the earlier jackpot (the UK archive's EuroMillions
 * pounds would have read as euros). Existing jackpots get their source's currency, as
 * libs/lottery `storedJackpotCurrency` gives it (UK sources: pounds; else the game's). The newest-rows
 * index is rebuilt with the column so a page stays an index-only scan.
 */
export class Migration20261126030000DrawsJackpotCurrency extends Migration {
  override up(): void {
    this.addSql(`alter table "draws" add column "jackpot_currency" varchar(3) null`);
    const poundSource = POUND_JACKPOT_SOURCES.map((source) => `starts_with("source", ${quoted(source)})`).join(' or ');
    const gameCurrency = GAMES.map((game) => `when ${quoted(game.id)} then ${quoted(game.currency)}`).join(' ');
    this.addSql(`update "draws" set "jackpot_currency" = case when ${poundSource} then 'GBP' else case "game" ${gameCurrency} end end where "jackpot" is not null`);
    this.addSql('drop index if exists "draws_game_newest"');
    this.addSql(`create index "draws_game_newest" on "draws" ("game", "draw_date" desc, "id" desc) include ("main", "special", "bonus", "jackpot", "jackpot_currency", "source")`);
  }

  override down(): void {
    this.addSql('drop index if exists "draws_game_newest"');
    this.addSql(`create index "draws_game_newest" on "draws" ("game", "draw_date" desc, "id" desc) include ("main", "special", "bonus", "jackpot", "source")`);
    this.addSql('alter table "draws" drop column "jackpot_currency"');
  }
}
