import { isCalendarDate } from '@pickwise/lottery';
import type { DateStyle } from '../layouts/ticket-layouts.js';
import { editDistance } from './fuzzy-match.js';
import { DIGIT_LIKE, asLetters, compact, readDigits } from './ocr-confusions.js';

/** A draw date found on a ticket, and whether a character of it was guessed. */
export interface DateRead {
  date: string;
  guessed: boolean;
}

const MONTHS: Readonly<Record<'en' | 'es', readonly string[]>> = {
  en: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  es: ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'],
};

const D = DIGIT_LIKE;
const WORD = '[A-Za-z0-9]{3}';

/** `09 DEC 2026`: day, month's name, year. */
const DAY_MONTH_YEAR = new RegExp(`(?<![0-9])(?<day>${D}{1,2})\\s+(?<month>${WORD})\\s+(?<year>${D}{4}|${D}{2})(?![0-9])`, 'g');

/** The patterns of each style; the groups are named day, month and year. */
const PATTERNS: Readonly<Record<DateStyle, RegExp>> = {
  us: new RegExp(`(?<month>${WORD})\\s*(?<day>${D}{1,2})\\s+(?<year>${D}{4}|${D}{2})(?![0-9])`, 'g'),
  uk: DAY_MONTH_YEAR,
  // The same order, with Spanish month names (`JUE 10 DIC 2026`).
  es: DAY_MONTH_YEAR,
  de: new RegExp(`(?<![0-9])(?<day>${D}{2})\\s*[.,]\\s*(?<month>${D}{2})\\s*[.,]\\s*(?<year>${D}{4}|${D}{2})(?![0-9])`, 'g'),
  it: new RegExp(`(?<![0-9])(?<day>${D}{2})\\s*[/l|]\\s*(?<month>${D}{2})\\s*[/l|]\\s*(?<year>${D}{4})(?![0-9])`, 'g'),
};

/** The month a printed name stands for (one character may be misread), 1-12, when exactly one month is that close. */
function monthOfName(name: string, language: 'en' | 'es'): { month: number; guessed: boolean } | undefined {
  const word = compact(name);
  const exact = MONTHS[language].indexOf(word);
  if (exact >= 0) return { month: exact + 1, guessed: false };
  const letters = asLetters(name);
  const close = MONTHS[language].flatMap((month, index) => (editDistance(month, letters) <= 1 ? [index + 1] : []));
  return close.length === 1 ? { month: close[0]!, guessed: true } : undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Every draw date printed on a line of a ticket of `style`, in the order printed. */
export function datesOnLine(line: string, style: DateStyle): DateRead[] {
  const found: DateRead[] = [];
  for (const match of line.matchAll(PATTERNS[style])) {
    const groups = match.groups!;
    const day = readDigits(groups['day']!);
    const year = readDigits(groups['year']!);
    let month: { month: number; guessed: boolean } | undefined;
    if (style === 'de' || style === 'it') {
      const digits = readDigits(groups['month']!);
      month = digits ? { month: Number(digits.digits), guessed: digits.guessed } : undefined;
    } else {
      month = monthOfName(groups['month']!, style === 'es' ? 'es' : 'en');
    }
    if (!day || !year || !month) continue;
    const fullYear = year.digits.length === 2 ? 2000 + Number(year.digits) : Number(year.digits);
    const date = `${fullYear}-${pad(month.month)}-${pad(Number(day.digits))}`;
    if (!isCalendarDate(date)) continue;
    found.push({ date, guessed: day.guessed || year.guessed || month.guessed });
  }
  return found;
}

/**
 * The number of draws a line states (`DRAWS: 5`, `5 DRAWS`, `ZIEHUNGEN: 2`), when it holds one of
 * the layout's words for it and a number beside it.
 */
export function drawsOnLine(words: readonly string[], drawsWords: readonly string[]): number | undefined {
  const compacted = words.map(compact);
  for (const [index, word] of compacted.entries()) {
    const letters = word.replace(/[0-9]+$/, '');
    if (!drawsWords.some((wanted) => editDistance(wanted, letters) <= (wanted.length >= 6 ? 1 : 0))) continue;
    // The number may be glued to the word (`DRAWS:5`), follow it, or come before it.
    for (const candidate of [word.slice(letters.length), compacted[index + 1], compacted[index - 1]]) {
      const digits = candidate ? readDigits(candidate) : undefined;
      if (digits && digits.digits.length <= 2 && Number(digits.digits) > 0) return Number(digits.digits);
    }
  }
  return undefined;
}
