import { MAX_FAVORITES } from '@pickwise/lottery';

/** The lucky dialog's rules (docs/product-spec.md §5): an integer, at most MAX_FAVORITES numbers, no duplicates. */

export type FavoriteError = 'invalid' | 'max' | 'duplicate';

export function addFavorite(favorites: readonly number[], input: string): { favorites: number[] } | { error: FavoriteError } {
  const text = input.trim();
  if (!/^[-+]?\d+$/.test(text)) return { error: 'invalid' };
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return { error: 'invalid' };
  if (favorites.length >= MAX_FAVORITES) return { error: 'max' };
  if (favorites.includes(value)) return { error: 'duplicate' };
  return { favorites: [...favorites, value] };
}
