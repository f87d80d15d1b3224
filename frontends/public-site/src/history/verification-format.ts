import { drawOrigin, languageLocale } from '@pickwise/lottery';
import type { DrawCorrection, DrawSource, DrawVerificationStatus } from '@pickwise/api-client';
import { formatCount } from '../odds/number-format.js';

/**
 * How the history screens word a draw's provenance (issue 39): its sources by the names the site
 * gives them elsewhere, the values side by side, the statistics' verified share.
 */

/** A source as the site names it (libs/lottery drawOrigin: `magayo`, `LottoNumberArchive (GitHub)`), or its id when nothing is known of it. */
export function sourceName(provider: string): string {
  return drawOrigin(provider)?.name ?? provider;
}

/** The sources' names as one phrase of the page language: `magayo and Lottoland` / `magayo y Lottoland`. */
export function sourceNames(providers: readonly string[], language: string): string {
  return new Intl.ListFormat(languageLocale(language), { style: 'long', type: 'conjunction' }).format(providers.map(sourceName));
}

/** A draw's numbers as text (`4 8 15 16 23`), or empty when none are given. */
export const numbersText = (numbers: readonly number[]): string => numbers.join(' ');

/** A symbol beside each status word, never in its place (hidden from screen readers, which read the word). */
export const STATUS_SYMBOLS: Readonly<Record<DrawVerificationStatus, string>> = { provisional: '◔', verified: '✓', disputed: '!' };

export type SourceField = 'main' | 'special' | 'bonus' | 'jackpot';
type SourceValues = Pick<DrawSource, SourceField>;

const given = (values: SourceValues, field: SourceField): boolean => (field === 'jackpot' ? values.jackpot !== null : values[field].length > 0);
const valueKey = (values: SourceValues, field: SourceField): string => (field === 'jackpot' ? String(values.jackpot) : [...values[field]].sort((a, b) => a - b).join('-'));

/** Whether a source's value of a field differs from the first-ranked source's (whose values the draw keeps). */
export function differsFromFirst(sources: readonly SourceValues[], index: number, field: SourceField): boolean {
  const first = sources[0];
  const source = sources[index];
  if (!first || !source || index === 0 || !given(first, field) || !given(source, field)) return false;
  return valueKey(first, field) !== valueKey(source, field);
}

/** The statistics' verified share's figures in the page language: `{ verified: '3,214', draws: '3,301' }`. */
export function verifiedShare(verified: number, draws: number, language: string): { verified: string; draws: string } {
  return { verified: formatCount(verified, language), draws: formatCount(draws, language) };
}

type CorrectedValues = Pick<DrawCorrection['before'], 'main' | 'special' | 'bonus'>;

/** A correction's numbers on one line: `4 8 15 16 23 + 42`, the bonus after its name: `1 2 3 4 5 6 (Bonus 7)`. */
export function correctionNumbersText(values: CorrectedValues, bonusName: string): string {
  const special = values.special.length > 0 ? ` + ${numbersText(values.special)}` : '';
  const bonus = values.bonus.length > 0 ? ` (${bonusName} ${numbersText(values.bonus)})` : '';
  return `${numbersText(values.main)}${special}${bonus}`;
}

/** Whether a correction changed the numbers, and whether it changed the jackpot (the page says which, in words). */
export function correctionChanges(correction: Pick<DrawCorrection, 'before' | 'after'>): { numbers: boolean; jackpot: boolean } {
  const { before, after } = correction;
  const numbers = (['main', 'special', 'bonus'] as const).some((field) => before[field].join() !== after[field].join());
  return { numbers, jackpot: before.jackpot !== after.jackpot || before.jackpotCurrency !== after.jackpotCurrency };
}
