import { describe, expect, it } from '@jest/globals';
import { MAX_FAVORITES, findGame } from '@pickwise/lottery';
import { addFavorite, favoriteFitsGame } from './favorite-rules.js';

const euromillions = findGame('euromillions')!;
const laPrimitiva = findGame('la-primitiva')!;
const ukLotto = findGame('uk-lotto')!;

describe('lucky numbers rules', () => {
  it('adds an integer', () => {
    expect(addFavorite(euromillions, [3], ' 17 ')).toEqual({ favorites: [3, 17] });
  });

  it.each(['', 'seven', '4.5', '1e3', '12abc'])('refuses %j as not a valid number', (input) => {
    expect(addFavorite(euromillions, [], input)).toEqual({ error: 'invalid' });
  });

  it.each(['-4', '0', '51', '99'])('refuses %s for EuroMillions (main 1-50, Lucky Stars 1-12)', (input) => {
    expect(addFavorite(euromillions, [], input)).toEqual({ error: 'outOfRange' });
  });

  it('accepts both ends of the main range', () => {
    expect(addFavorite(euromillions, [1], '50')).toEqual({ favorites: [1, 50] });
  });

  it('accepts a number that only fits the special range (0 is a Reintegro of La Primitiva)', () => {
    expect(favoriteFitsGame(laPrimitiva, 0)).toBe(true);
    expect(favoriteFitsGame(laPrimitiva, 50)).toBe(false);
    expect(addFavorite(laPrimitiva, [], '0')).toEqual({ favorites: [0] });
  });

  it('checks the main range alone for a game without a special number', () => {
    expect(favoriteFitsGame(ukLotto, ukLotto.mainMax)).toBe(true);
    expect(favoriteFitsGame(ukLotto, ukLotto.mainMax + 1)).toBe(false);
    expect(favoriteFitsGame(ukLotto, 0)).toBe(false);
  });

  it('refuses a duplicate', () => {
    expect(addFavorite(euromillions, [7, 8], '7')).toEqual({ error: 'duplicate' });
  });

  it('refuses a sixteenth number', () => {
    const full = Array.from({ length: MAX_FAVORITES }, (_, i) => i + 1);
    expect(addFavorite(euromillions, full, '40')).toEqual({ error: 'max' });
    expect(addFavorite(euromillions, full.slice(1), '40')).toEqual({ favorites: [...full.slice(1), 40] });
  });
});
