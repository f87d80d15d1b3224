/**
 * Facts of the twelve games that the content pages (/faqs, /about) state, computed from libs/lottery
 * (matrices, schedules, prize tables) so the pages cannot drift from the rules the generator and the
 * odds pages use.
 */
import { dateTimeFormat, type Game, type GameId, GAMES, languageLocale, type PrizeTable, prizeTablesOf, type Region } from '@pickwise/lottery';

/** '1 in N' for the jackpot with one line under the game's current rules. */
export function jackpotOneIn(gameId: GameId): number {
  const tables = prizeTablesOf(gameId);
  return topTierOneIn(tables[tables.length - 1], gameId);
}

/** '1 in N' for the jackpot under the rules before the current ones; undefined when the game never changed them. */
export function previousJackpotOneIn(gameId: GameId): number | undefined {
  const tables = prizeTablesOf(gameId);
  return tables.length > 1 ? topTierOneIn(tables[tables.length - 2], gameId) : undefined;
}

function topTierOneIn(table: PrizeTable | undefined, gameId: GameId): number {
  const top = table?.tiers[0];
  if (!top) throw new Error(`No prize table of ${gameId}`);
  return top.odds.oneIn;
}

/** The date the game's current prize table came in (yyyy-mm-dd). */
export function currentRulesSince(gameId: GameId): string {
  const tables = prizeTablesOf(gameId);
  return tables[tables.length - 1]?.since ?? '';
}

export const gamesIn = (region: Region): readonly Game[] => GAMES.filter((game) => game.region === region);

/** 'A, B and C' / 'A, B y C' in the page language. */
export function listOf(items: readonly string[], language: string): string {
  return new Intl.ListFormat(languageLocale(language), { style: 'long', type: 'conjunction' }).format(items);
}

// 2023-01-01 was a Sunday: day d of the week (0 = Sunday) is January 1 + d.
const weekdayName = (day: number, language: string): string =>
  dateTimeFormat(languageLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day));

/** The game's draw days in its own time zone, Monday first: 'Monday, Wednesday and Saturday'. */
export function drawDaysOf(game: Game, language: string): string {
  const mondayFirst = [...game.schedule.drawDays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return listOf(
    mondayFirst.map((day) => weekdayName(day, language)),
    language,
  );
}
