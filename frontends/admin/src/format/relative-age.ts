/** The largest unit that fits an age, so 90 seconds reads '2 minutes ago' and 26 hours 'yesterday'. */
const UNITS: ReadonlyArray<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/** How long ago something happened, in the page language: 'just now', '5 minutes ago', 'hace 2 horas'. */
export function formatAge(ageSeconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const age = Math.max(0, ageSeconds);
  for (const { unit, seconds } of UNITS) {
    if (age >= seconds) return format.format(-Math.round(age / seconds), unit);
  }
  return format.format(0, 'second');
}
