/** A date written `yyyy-mm-dd`, whether or not the calendar has that day (the shape `isCalendarDate` checks first). */
// eslint-disable-next-line no-restricted-syntax -- the calendar date's one pattern
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar date written `yyyy-mm-dd` (not 2026-02-30): the one check of every date a
 * history file, a provider, a request or a form gives.
 */
export function isCalendarDate(text: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  // eslint-disable-next-line no-restricted-syntax -- the calendar date's one check
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
