import type { AdminGameHealth } from '@pickwise/api-client';

/** An unverified draw of a Game Health card, and one of its sources. */
export type UnverifiedDraw = NonNullable<AdminGameHealth['unverifiedDraws']>[number];
export type UnverifiedDrawSource = NonNullable<UnverifiedDraw['sources']>[number];

/** What the sources of a draw are compared on, in the order the panel shows them. */
export const COMPARED_FIELDS = ['main', 'special', 'bonus', 'jackpot'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * The fields on which a source contradicts the first-ranked one (the values a disputed draw
 * keeps), by libs/lottery's reportsConflict rule field by field: main numbers always; special and
 * bonus numbers and the jackpot only where both give them (a value one lacks neither confirms nor contradicts).
 */
export function differingFields(kept: UnverifiedDrawSource, source: UnverifiedDrawSource): ComparedField[] {
  return COMPARED_FIELDS.filter((field) => {
    if (field === 'jackpot') return kept.jackpot !== null && source.jackpot !== null && kept.jackpot !== source.jackpot;
    const [a, b] = [kept[field], source[field]];
    if (field !== 'main' && (a.length === 0 || b.length === 0)) return false;
    return !sameNumbers(a, b);
  });
}

/** The numbers of a source the first-ranked one does not have in that place (marked in the panel). */
export function numbersNotKept(kept: readonly number[], numbers: readonly number[]): number[] {
  return numbers.filter((value) => !kept.includes(value));
}

/** A jackpot in the page language and its currency, whole units: $5,000,000 or 5.000.000 €; the bare amount without a currency. */
export function formatJackpot(amount: number, currency: string | null, language: string): string {
  return currency
    ? new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
    : new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(amount);
}

/** A draw's date (yyyy-MM-dd, the draw's own calendar day) in the page language: 2 December 2026, 2 de diciembre de 2026. */
export function formatDrawDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
