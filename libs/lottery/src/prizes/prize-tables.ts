import { findGame, rulesOn, type GameId } from '../games.js';
import { tierWays, toOdds } from './odds.js';
import type { TableSpec } from './table-spec.js';
import { EUROJACKPOT_TABLES, EUROMILLIONS_TABLES, LA_PRIMITIVA_TABLES, LOTTO_6AUS49_TABLES, SUPERENALOTTO_TABLES, UK_LOTTO_TABLES } from './tables-europe.js';
import { CALIFORNIA, FLORIDA_LOTTO_TABLES, MEGA_MILLIONS, NEW_YORK, POWERBALL, TEXAS } from './tables-usa.js';
import type { PrizeTable } from './types.js';

const SPECS: Record<GameId, readonly TableSpec[]> = {
  powerball: POWERBALL,
  'mega-millions': MEGA_MILLIONS,
  'florida-lotto': FLORIDA_LOTTO_TABLES,
  'california-lottery': CALIFORNIA,
  'new-york-lottery': NEW_YORK,
  'texas-lottery': TEXAS,
  euromillions: EUROMILLIONS_TABLES,
  eurojackpot: EUROJACKPOT_TABLES,
  'uk-lotto': UK_LOTTO_TABLES,
  superenalotto: SUPERENALOTTO_TABLES,
  'la-primitiva': LA_PRIMITIVA_TABLES,
  'lotto-6aus49': LOTTO_6AUS49_TABLES,
};

/** Ranks and exact odds from the game's matrix in force when the table came in. */
function build(gameId: GameId, spec: TableSpec): PrizeTable {
  const game = findGame(gameId);
  const rules = game && rulesOn(game, spec.since);
  if (!rules) throw new Error(`No rules of ${gameId} on ${spec.since}`);
  const { ways, outOf } = tierWays(rules, spec.tiers);
  const anyPrize = ways.reduce((sum, w) => sum + w, 0n);
  return {
    ...spec,
    gameId,
    tiers: spec.tiers.map((tier, i) => ({ ...tier, rank: i + 1, odds: toOdds(ways[i] as bigint, outOf) })),
    anyPrizeOdds: toOdds(anyPrize, outOf),
  };
}

const builtTables = new Map<GameId, readonly PrizeTable[]>();

/**
 * Every prize table of a game, oldest first. Built on first use and kept (the same objects every
 * time): the exact odds are BigInt combinatorics, 5 ms for all twelve games on this machine and four
 * times that on a phone, which a page showing one game should not pay while its code loads.
 */
export function prizeTablesOf(gameId: GameId): readonly PrizeTable[] {
  let tables = builtTables.get(gameId);
  if (!tables) {
    if (!Object.hasOwn(SPECS, gameId)) return [];
    tables = SPECS[gameId].map((spec) => build(gameId, spec));
    builtTables.set(gameId, tables);
  }
  return tables;
}

/** The prize table in force on a draw date (yyyy-mm-dd); undefined when none is known for that date. */
export function prizeTableOn(gameId: GameId, drawDate: string): PrizeTable | undefined {
  let found: PrizeTable | undefined;
  for (const table of prizeTablesOf(gameId)) {
    if (table.since <= drawDate) found = table;
  }
  return found;
}

/** The table in force today: the last one. */
export function currentPrizeTable(gameId: GameId): PrizeTable {
  const tables = prizeTablesOf(gameId);
  return tables[tables.length - 1] as PrizeTable;
}
