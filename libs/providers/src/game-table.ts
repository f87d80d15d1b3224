/** A provider's per-game codes (a dataset, a feed path, a game code), looked up for a request. */
import type { GameId } from '@pickwise/lottery';
import type { ProviderId } from './provider.js';

export function entryFor<T>(provider: ProviderId, table: Partial<Record<GameId, T>>, game: GameId): T {
  const entry = table[game];
  // Readers are only handed the games they list, so this is a wiring mistake.
  if (entry === undefined) throw new Error(`${provider} does not serve ${game}`);
  return entry;
}

/** The games a table covers, in the table's order. */
export function gamesOf<Covered extends GameId>(table: Partial<Record<Covered, unknown>>): Covered[] {
  return Object.keys(table) as Covered[];
}
