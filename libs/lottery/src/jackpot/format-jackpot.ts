/**
 * Jackpot amounts as the site shows them (docs/product-spec.md §9): the amount in millions behind the currency
 * symbol, `$432M`; billions as `B` and amounts under a million as `K`; a dash when there is none.
 */
import { numberFormat } from '../format/intl-formats.js';
import { GAMES, type CurrencyCode } from '../games.js';

export const NO_JACKPOT = '—';

/** Symbols taken from the game table, so a currency has one symbol everywhere. */
export const CURRENCY_SYMBOLS = Object.fromEntries(GAMES.map((game) => [game.currency, game.currencySymbol])) as Record<
  CurrencyCode,
  string
>;

const SCALES = [
  { suffix: 'B', size: 1e9 },
  { suffix: 'M', size: 1e6 },
  { suffix: 'K', size: 1e3 },
] as const;

/** Three significant digits: `$432M`, `£42.3M`, `$1.77B`. */
const SIGNIFICANT_DIGITS = 3;

/**
 * `locale` only changes the decimal mark (`€42,3M` in Spanish). A value that rounds up to the next
 * scale moves there (999,600,000 is `$1B`, not `$1000M`).
 */
export function formatJackpot(amount: number | null | undefined, currency: CurrencyCode, locale = 'en'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) return NO_JACKPOT;
  const number = numberFormat(locale, { maximumSignificantDigits: SIGNIFICANT_DIGITS, useGrouping: false });
  const symbol = CURRENCY_SYMBOLS[currency];
  const rounded = (value: number) => Number(value.toPrecision(SIGNIFICANT_DIGITS));
  const scale = SCALES.find(({ size }) => rounded(amount / size) >= 1);
  return scale ? `${symbol}${number.format(amount / scale.size)}${scale.suffix}` : `${symbol}${number.format(amount)}`;
}

/** docs/product-spec.md §5: non-numeric characters are stripped (`$1,234,567` → 1234567); null when no digit is left. */
export function parseJackpotText(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}
