import { generateSets, type Game } from '@pickwise/lottery';
import type { DisplayedSet } from './displayed-set.js';

/**
 * Offline mode (docs/product-spec.md §4): sets made in the browser by the random method, with the same code the
 * generation service runs, and flagged as local.
 */
export function localRandomSets(game: Game, count: number): DisplayedSet[] {
  const { sets, seed } = generateSets({ game, method: 'random', count });
  return sets.map((set, index) => ({
    id: `local-${seed}-${index}`,
    mainNumbers: set.main,
    specialNumbers: set.special,
    method: 'random',
    isLocalFallback: true,
  }));
}
