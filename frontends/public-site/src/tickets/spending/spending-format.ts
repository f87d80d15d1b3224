import { languageLocale } from '@pickwise/lottery';

/** A ledger month (yyyy-mm) as its name: 'November 2026' / 'noviembre de 2026'. */
export function formatLedgerMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(languageLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** When a waiting budget raise applies, in the player's own time zone. */
export function formatEffectiveAt(isoTime: string, language: string): string {
  return new Intl.DateTimeFormat(languageLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(isoTime));
}
