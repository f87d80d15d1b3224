import type { MethodId, MethodOptionsById } from './types.js';

/**
 * Realistic options for every method (two birthdates and an anniversary, five favourites, a sign
 * and date): one set shared by the method tests and both benchmarks, so they measure the same work.
 */
export const EXAMPLE_METHOD_OPTIONS: { [M in MethodId]: MethodOptionsById[M] } = {
  random: {},
  ai: {},
  markov: {},
  hotcold: {},
  balance: {},
  birthday: { birthdates: ['1985-06-15', '1990-12-03'], importantDates: ['2015-07-04'] },
  lucky: { favorites: [3, 7, 11, 23, 42] },
  horoscope: { sign: 'leo', date: '2026-11-21' },
};
