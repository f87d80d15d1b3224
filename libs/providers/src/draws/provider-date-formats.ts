/** Provider date formats turned into the ISO `yyyy-mm-dd` dates every draw is stored with. */
import { isCalendarDate } from '@pickwise/lottery';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** `yyyy-mm-dd` from numeric parts; undefined unless they make a calendar date. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (![year, month, day].every(Number.isInteger) || year < 0) return undefined;
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(text) ? text : undefined;
}

/** `2026-07-11` or a timestamp starting with it (`2026-07-11T00:00:00.000`, Socrata's floating time). */
export function fromIsoPrefix(text: unknown): string | undefined {
  const match = typeof text === 'string' ? /^(\d{4}-\d{2}-\d{2})(T[\d:.]*)?$/.exec(text.trim()) : null;
  return match && isCalendarDate(match[1] as string) ? match[1] : undefined;
}

/** `12-Jun-2024` (UK National Lottery). */
export function fromDayMonthName(text: unknown): string | undefined {
  const match = typeof text === 'string' ? /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text.trim()) : null;
  if (!match) return undefined;
  const month = MONTHS.indexOf((match[2] as string).toLowerCase()) + 1;
  return month === 0 ? undefined : isoDate(Number(match[3]), month, Number(match[1]));
}

/** `22.07.2026` (German archives). */
export function fromDotted(text: unknown): string | undefined {
  const match = typeof text === 'string' ? /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim()) : null;
  return match ? isoDate(Number(match[3]), Number(match[2]), Number(match[1])) : undefined;
}

/** Every calendar year from the year of `since` to the year of `until`, ascending. */
export function yearsBetween(since: string, until: string): number[] {
  const years: number[] = [];
  for (let year = Number(since.slice(0, 4)); year <= Number(until.slice(0, 4)); year += 1) years.push(year);
  return years;
}
