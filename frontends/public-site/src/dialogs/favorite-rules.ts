import { MAX_FAVORITES, sortFavorites, type Game } from '@pickwise/lottery';

/**
 * The lucky dialog's rules (docs/product-spec.md §5): an integer, at most MAX_FAVORITES numbers, no
 * duplicates; and, beyond the specification, a number the game can use: a main number, or else a
 * special one (the lucky method makes such a favourite the special number, e.g. 0 for the Reintegro).
 */

export type FavoriteError = 'invalid' | 'outOfRange' | 'max' | 'duplicate';

/** Whether the game can use `value` as a favourite: in its main range or, failing that, its special range. */
export function favoriteFitsGame(game: Game, value: number): boolean {
  return sortFavorites(game, [value]).outOfRange.length === 0;
}

export function addFavorite(game: Game, favorites: readonly number[], input: string): { favorites: number[] } | { error: FavoriteError } {
  const text = input.trim();
  if (!/^[-+]?\d+$/.test(text)) return { error: 'invalid' };
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return { error: 'invalid' };
  if (!favoriteFitsGame(game, value)) return { error: 'outOfRange' };
  if (favorites.length >= MAX_FAVORITES) return { error: 'max' };
  if (favorites.includes(value)) return { error: 'duplicate' };
  return { favorites: [...favorites, value] };
}
