import { fromDayMonthName, fromDotted, fromIsoPrefix, isoDate, yearsBetween } from './provider-date-formats.js';

describe('draw dates', () => {
  it('makes a calendar date of numeric parts', () => {
    expect(isoDate(2026, 7, 1)).toBe('2026-07-01');
    expect(isoDate(2026, 13, 1)).toBeUndefined();
  });

  it('reads ISO dates and Socrata’s floating timestamps', () => {
    expect(fromIsoPrefix('2026-07-11T00:00:00.000')).toBe('2026-07-11');
    expect(fromIsoPrefix('2026-07-11')).toBe('2026-07-11');
    expect(fromIsoPrefix('2026-07-11 junk')).toBeUndefined();
    expect(fromIsoPrefix(20260711)).toBeUndefined();
  });

  it('reads dd-Mon-yyyy in any case', () => {
    expect(fromDayMonthName('12-Jun-2024')).toBe('2024-06-12');
    expect(fromDayMonthName('1-SEP-2017')).toBe('2017-09-01');
    expect(fromDayMonthName('31-Jun-2024')).toBeUndefined();
    expect(fromDayMonthName('12-Jux-2024')).toBeUndefined();
    expect(fromDayMonthName(undefined)).toBeUndefined();
  });

  it('reads dd.mm.yyyy', () => {
    expect(fromDotted('22.07.2026')).toBe('2026-07-22');
    expect(fromDotted('9.10.1955')).toBe('1955-10-09');
    expect(fromDotted('32.07.2026')).toBeUndefined();
  });

  it('lists the years of a range', () => {
    expect(yearsBetween('2024-11-01', '2026-02-01')).toEqual([2024, 2025, 2026]);
    expect(yearsBetween('2026-01-01', '2026-12-31')).toEqual([2026]);
  });
});
