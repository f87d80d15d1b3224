/** Whole numbers in the page language's grouping: 1,234 or 1.234. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A duration: milliseconds below a second ('92 ms'), else seconds with one decimal in the page language ('1.2 s', '1,2 s'). */
export function formatDuration(milliseconds: number, language: string): string {
  if (milliseconds < 1000) return `${new Intl.NumberFormat(language).format(Math.round(milliseconds))} ms`;
  return `${formatSeconds(milliseconds, language)} s`;
}

/** Milliseconds as seconds with one decimal, in the page language: 1.2 or 1,2. */
export function formatSeconds(milliseconds: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(milliseconds / 1000);
}

/** A date and time of the log, in the page language and the browser's time zone. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
}

/** A usage month (yyyy-MM, UTC) as 'November 2026' / 'noviembre de 2026'. */
export function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}
