import { languageLocale, numberFormat } from '@pickwise/lottery';

/** A decimal with exactly `digits` decimals, as the statistics print their figures: 103.4 / 103,4. */
export function formatFixed(value: number, language: string, digits: number): string {
  return numberFormat(languageLocale(language), { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: 'always' }).format(value);
}

/** A p-value or chance: three decimals, or three significant digits in scientific notation below 0.001 (0.376 / 0,376; 1.23E-5). */
export function formatSignificant(value: number, language: string): string {
  return value < 0.001
    ? numberFormat(languageLocale(language), { notation: 'scientific', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
    : formatFixed(value, language, 3);
}
