import { describe, expect, it } from '@jest/globals';
import { formatSet } from './format-set.js';
import { birthdayRequestOptions, summarizeOptions } from './method-options.js';

describe('generation request helpers', () => {
  it('summarises options for analytics as the spec writes them', () => {
    expect(summarizeOptions({ method: 'birthday', options: { birthdates: ['1990-01-02', '1985-03-04'] } })).toBe('bd=2,imp=0');
    expect(summarizeOptions({ method: 'lucky', options: { favorites: [1, 2, 3] } })).toBe('fav=3');
    expect(summarizeOptions({ method: 'horoscope', options: { sign: 'leo' } })).toBe('sign=leo');
    expect(summarizeOptions({ method: 'ai' })).toBe('');
  });

  it('sends empty birthday lists as absent and drops duplicates', () => {
    expect(birthdayRequestOptions([], [])).toEqual({});
    expect(birthdayRequestOptions(['1990-01-02', '1990-01-02'], [])).toEqual({ birthdates: ['1990-01-02'] });
    expect(birthdayRequestOptions([], ['2020-05-06'])).toEqual({ importantDates: ['2020-05-06'] });
  });

  it('formats a set for copying as "a, b, c + s"', () => {
    expect(formatSet([4, 8, 15, 16, 23], [42])).toBe('4, 8, 15, 16, 23 + 42');
    expect(formatSet([1, 2, 3, 4, 5], [6, 7])).toBe('1, 2, 3, 4, 5 + 6, 7');
    expect(formatSet([1, 2, 3, 4, 5, 6], [])).toBe('1, 2, 3, 4, 5, 6');
  });
});
