/** The lucky dialog's rules (spec §5): an integer, at most 15 numbers, no duplicates. */
export const MAX_FAVORITES = 15;

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
