import { describe, expect, it } from '@jest/globals';
import { formatCalendarDate, localIsoDate } from './dates.js';

describe('dialog dates', () => {
  it('writes a calendar date in the page language, whatever the time zone', () => {
    expect(formatCalendarDate('2024-05-01', 'en-US')).toBe('May 1, 2024');
    expect(formatCalendarDate('2024-05-01', 'es-ES')).toBe('1 may 2024');
    expect(formatCalendarDate('1970-12-31', 'en-US')).toBe('Dec 31, 1970');
  });

  it('gives the local date as yyyy-MM-dd', () => {
    expect(localIsoDate(new Date(2024, 4, 1, 23, 30))).toBe('2024-05-01');
  });
});
