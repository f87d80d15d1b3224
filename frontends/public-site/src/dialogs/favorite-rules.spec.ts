import { describe, expect, it } from '@jest/globals';
import { MAX_FAVORITES } from '@pickwise/lottery';
import { addFavorite } from './favorite-rules.js';

describe('lucky numbers rules', () => {
  it('adds an integer', () => {
    expect(addFavorite([3], ' 17 ')).toEqual({ favorites: [3, 17] });
  });

  it.each(['', 'seven', '4.5', '1e3', '12abc'])('refuses %j as not a valid number', (input) => {
    expect(addFavorite([], input)).toEqual({ error: 'invalid' });
  });

  it('refuses a duplicate', () => {
    expect(addFavorite([7, 8], '7')).toEqual({ error: 'duplicate' });
  });

  it('refuses a sixteenth number', () => {
    const full = Array.from({ length: MAX_FAVORITES }, (_, i) => i + 1);
    expect(addFavorite(full, '40')).toEqual({ error: 'max' });
    expect(addFavorite(full.slice(1), '40')).toEqual({ favorites: [...full.slice(1), 40] });
  });
});
