import { languageLocale, numberFormat, type CurrencyCode } from '@pickwise/lottery';

/** A whole number with grouping: 292,201,338 / 292.201.338. */
export function formatCount(value: number, language: string): string {
  return numberFormat(languageLocale(language), { maximumFractionDigits: 0, useGrouping: 'always' }).format(value);
}

/** A decimal with at most `digits` decimals: 24.87 / 24,87. */
export function formatDecimal(value: number, language: string, digits = 2): string {
  return numberFormat(languageLocale(language), { maximumFractionDigits: digits, useGrouping: 'always' }).format(value);
}

/** '1 in N' figures: whole numbers as they are, others to two decimals (as the official charts print them). */
export function formatOneIn(oneIn: number, language: string): string {
  return Number.isInteger(oneIn) ? formatCount(oneIn, language) : formatDecimal(oneIn, language, 2);
}

/** A probability as a percentage with three significant digits, however small: 0.000000342 %. */
export function formatProbability(probability: number, language: string): string {
  return numberFormat(languageLocale(language), { style: 'percent', maximumSignificantDigits: 3 }).format(probability);
}

/** From this amount up, money is written in whole units: cents on a jackpot are noise. */
const WHOLE_UNITS_FROM = 1000;
const MINUS_SIGN = '\u2212';

/**
 * Money in one format per language (the expected-value calculator, the prize tiers, the ticket
 * checker): cents below 1,000 units ($0.63, 4,00 €), whole units from 1,000 up ($432,000,000;
 * grouped in Spanish too: 1.000 €), a true minus sign (−$0.73), and '< $0.01' for an amount that is
 * not zero yet rounds to no cents.
 */
export function formatCurrency(amount: number, currency: CurrencyCode, language: string): string {
  const digits = Math.abs(amount) >= WHOLE_UNITS_FROM ? 0 : 2;
  const format = numberFormat(languageLocale(language), { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: 'always' });
  const write = (value: number) =>
    format
      .formatToParts(value)
      .map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value))
      .join('');
  if (amount !== 0 && Math.abs(amount) < 0.005) return amount > 0 ? `< ${write(0.01)}` : `> ${write(-0.01)}`;
  return write(amount);
}
