import { dateTimeFormat } from '@pickwise/lottery';

/** The visitor's local calendar date as yyyy-MM-dd, the format of date inputs and of the API. */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A yyyy-MM-dd date as the page's language writes it: 'May 1, 2024' / '1 may 2024'. The date is a
 * calendar day, not an instant, so it is read and written in UTC (the visitor's zone cannot move it a day).
 */
export function formatCalendarDate(isoDate: string, locale: string): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
