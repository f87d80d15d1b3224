import { GAMES, type CurrencyCode, type GameId } from '../games.js';

/**
 * The admin panel's game lists (docs/product-spec.md §3 "Admin game list", §9 "Admin"). The panel shows admin ids
 * (california-superlotto, new-york-lotto, texas-lotto); these lists hold public ids, and
 * `findGame` gives each game's admin id.
 */

const CURRENCY_ORDER: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP'];

/** Every game of the health dashboard, in the spec's order: the game list grouped by currency, USD, then EUR, then GBP. */
export const ADMIN_GAME_ORDER: readonly GameId[] = [...GAMES]
  .sort((a, b) => CURRENCY_ORDER.indexOf(a.currency) - CURRENCY_ORDER.indexOf(b.currency))
  .map((game) => game.id);

/** The Data Fetch tab's 'Run Now' list (5 games). */
export const DATA_FETCH_GAMES: readonly GameId[] = ['powerball', 'mega-millions', 'florida-lotto', 'euromillions', 'eurojackpot'];

/** The paid-provider tab's 'Backfill Data' list: every game but powerball and mega-millions (10). */
export const PAID_PROVIDER_GAMES: readonly GameId[] = ADMIN_GAME_ORDER.filter((game) => game !== 'powerball' && game !== 'mega-millions');

/** The health card's warning when the last two successful runs of a game each inserted 0 rows. */
export const ZERO_ROW_FETCHES_WARNING = 'S-2: Two consecutive 0-row fetches';

/** How many successful runs the S-2 check compares (docs/product-spec.md §9: "the last 2 runs"). */
export const ZERO_ROW_FETCHES_COMPARED = 2;

/** 'Fetch All Games' pauses this long between two games (docs/product-spec.md §4). */
export const FETCH_ALL_PAUSE_MS = 1000;
