/** Per-game settings of an adapter (a dataset, a feed path, a game code), looked up for a run. */
import type { Game, GameId } from '@pickwise/lottery';
import type { ProviderId } from './provider.js';

export function entryFor<T>(provider: ProviderId, table: Partial<Record<GameId, T>>, game: Game): T {
  const entry = table[game.id];
  // The registry only hands an adapter the games it lists, so this is a wiring mistake.
  if (entry === undefined) throw new Error(`${provider} does not serve ${game.id}`);
  return entry;
}

/** The games a table covers, in the table's order. */
export function gamesOf(table: Partial<Record<GameId, unknown>>): GameId[] {
  return Object.keys(table) as GameId[];
}
