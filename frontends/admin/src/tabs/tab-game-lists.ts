import { ADMIN_GAME_ORDER, type GameId } from '@pickwise/lottery';

/** The Data Fetch tab's 'Run Now' list (5 games; docs/product-spec.md §3 "Admin game list"). */
export const DATA_FETCH_GAMES: readonly GameId[] = ['powerball', 'mega-millions', 'florida-lotto', 'euromillions', 'eurojackpot'];

/** The paid-provider tab's 'Backfill Data' list: every game but powerball and mega-millions (10), in the health dashboard's order. */
export const PAID_PROVIDER_GAMES: readonly GameId[] = ADMIN_GAME_ORDER.filter((game) => game !== 'powerball' && game !== 'mega-millions');
