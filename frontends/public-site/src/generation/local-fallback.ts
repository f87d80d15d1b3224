import { generateSets, type Game } from '@pickwise/lottery';
import type { DisplayedSet } from './displayed-set.js';

/**
 * Offline mode (docs/product-spec.md §4): sets made in the browser by the random method, with the same code the
 * generation service runs, and flagged as local. The seed (and 'Fewer shared wins') reproduce them,
 * here or through the API's replay without statistics.
 */
export function localRandomSets(game: Game, count: number, { seed, fewerShared }: { seed?: string; fewerShared?: boolean } = {}): { sets: DisplayedSet[]; seed: string } {
  const result = generateSets({ game, method: 'random', count, ...(seed ? { seed } : {}), ...(fewerShared ? { fewerShared } : {}) });
  const sets = result.sets.map((set, index) => ({
    id: `local-${result.seed}-${index}`,
    mainNumbers: set.main,
    specialNumbers: set.special,
    method: 'random' as const,
    ...(set.meta ? { meta: set.meta } : {}),
    isLocalFallback: true,
  }));
  return { sets, seed: result.seed };
}
