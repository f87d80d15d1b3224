import { CURRENCY_CODES, GAMES, type GameId } from '../games.js';

/**
 * What the admin health report (`ingestion.games.health`) is made of (docs/product-spec.md §3 "Admin
 * game list", §9 "Admin"): its game order and the S-2 rule. The panel shows admin ids
 * (california-superlotto, new-york-lotto, texas-lotto); the order holds public ids, and `findGame`
 * gives each game's admin id. The panel's own tab lists are the admin frontend's (tabs/tab-game-lists.ts).
 */

/** Every game of the health dashboard, in the spec's order: the game list grouped by currency, USD, then EUR, then GBP. */
export const ADMIN_GAME_ORDER: readonly GameId[] = [...GAMES]
  .sort((a, b) => CURRENCY_CODES.indexOf(a.currency) - CURRENCY_CODES.indexOf(b.currency))
  .map((game) => game.id);

/** The health card's warning when the last two successful runs of a game each inserted 0 rows. */
export const ZERO_ROW_FETCHES_WARNING = 'S-2: Two consecutive 0-row fetches';

/** How many successful runs the S-2 check compares (docs/product-spec.md §9: "the last 2 runs"). */
export const ZERO_ROW_FETCHES_COMPARED = 2;
