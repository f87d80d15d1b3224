/**
 * The lucky method: every set holds the player's favourite numbers that fit the matrix, completed
 * at random. With more favourites than a line has room for, each set takes a different subset
 * (until every subset has been used), preferring the favourites used least so far, so all of them
 * get their turn. Favourites that fit no main number but fit the special range (e.g. 0 for the
 * Reintegro) become the special number; the rest are reported in `meta.outOfRange`.
 */
import type { Game } from '../games.js';
import type { RandomSource } from '../random-source.js';
import { completeSet, drawUnique } from './set-rules.js';
import type { GeneratedSet, GenerationMethod } from './types.js';

/** How often a set tries another random subset when its first choice repeats an earlier set's. */
const MAX_SUBSET_ATTEMPTS = 500;
const TIE_BREAK_ATTEMPTS = 20;

const ascending = (a: number, b: number) => a - b;

export interface SortedFavorites {
  /** Favourites that can be main numbers (1..mainMax), ascending, without duplicates. */
  main: number[];
  /** Favourites outside the main range that fit the special range, ascending. */
  special: number[];
  /** Favourites that fit neither, in the order given. */
  outOfRange: number[];
}

export function sortFavorites(game: Game, favorites: readonly number[]): SortedFavorites {
  const unique = [...new Set(favorites)];
  const fitsMain = (n: number) => Number.isInteger(n) && n >= 1 && n <= game.mainMax;
  const fitsSpecial = (n: number) =>
    game.specialCount > 0 && Number.isInteger(n) && n >= game.specialMin && n <= game.specialMax;
  return {
    main: unique.filter(fitsMain).sort(ascending),
    special: unique.filter((n) => !fitsMain(n) && fitsSpecial(n)).sort(ascending),
    outOfRange: unique.filter((n) => !fitsMain(n) && !fitsSpecial(n)),
  };
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * Picks `size` of `pool` for each of `count` sets: the least used first (ties broken at random),
 * and never a subset an earlier set took until all C(pool, size) subsets have been taken.
 */
function rotateSubsets(random: RandomSource, pool: readonly number[], size: number, count: number): number[][] {
  const uses = new Map(pool.map((n) => [n, 0]));
  const subsetCount = binomial(pool.length, size);
  let taken = new Set<string>();
  const subsets: number[][] = [];
  for (let s = 0; s < count; s++) {
    if (taken.size === subsetCount) taken = new Set();
    // Least used first with random tie-breaks; a repeated subset first gets new tie-breaks, then
    // (when the least used favourites force it) any random subset not taken yet.
    const leastUsed = () => {
      const tieBreak = new Map(pool.map((n) => [n, random.next()]));
      return [...pool]
        .sort((a, b) => uses.get(a)! - uses.get(b)! || tieBreak.get(a)! - tieBreak.get(b)!)
        .slice(0, size)
        .sort(ascending);
    };
    let subset = leastUsed();
    for (let attempt = 0; taken.has(subset.join('-')) && attempt < MAX_SUBSET_ATTEMPTS; attempt++) {
      subset = attempt < TIE_BREAK_ATTEMPTS ? leastUsed() : drawUnique(random, size, 0, pool.length - 1).map((i) => pool[i]!);
    }
    taken.add(subset.join('-'));
    for (const n of subset) uses.set(n, uses.get(n)! + 1);
    subsets.push(subset);
  }
  return subsets;
}

export const luckyMethod: GenerationMethod<'lucky'> = ({ game, count, random, options }) => {
  const favorites = sortFavorites(game, options.favorites ?? []);
  const mainSubsets =
    favorites.main.length > game.mainCount
      ? rotateSubsets(random, favorites.main, game.mainCount, count)
      : Array.from({ length: count }, () => favorites.main);
  const specialSubsets =
    favorites.special.length > game.specialCount
      ? rotateSubsets(random, favorites.special, game.specialCount, count)
      : Array.from({ length: count }, () => favorites.special);

  const sets = mainSubsets.map((mainFavorites, index): GeneratedSet => {
    const specialFavorites = specialSubsets[index] ?? [];
    const completed = completeSet(game, random, mainFavorites);
    const special =
      specialFavorites.length === 0
        ? completed.special
        : [
            ...specialFavorites,
            ...drawUnique(random, game.specialCount - specialFavorites.length, game.specialMin, game.specialMax, specialFavorites),
          ].sort(ascending);
    return {
      main: completed.main,
      special,
      method: 'lucky',
      meta: {
        favoritesUsed: mainFavorites,
        ...(specialFavorites.length > 0 ? { specialFavoritesUsed: specialFavorites } : {}),
        ...(favorites.outOfRange.length > 0 ? { outOfRange: favorites.outOfRange } : {}),
      },
    };
  });
  return { sets, fallbacks: [] };
};
