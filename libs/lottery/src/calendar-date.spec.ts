import { isCalendarDate } from './calendar-date.js';

describe('isCalendarDate', () => {
  it('takes a real day written yyyy-mm-dd', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
  });

  it('refuses a day the calendar lacks, out-of-range parts and other writings', () => {
    for (const text of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-12-45', '2026-7-1', '2026-07-01T00:00:00Z', ' 2026-07-01', '']) expect([text, isCalendarDate(text)]).toEqual([text, false]);
  });
});
