import type { CurrencyCode, GameId } from '../games.js';

/**
 * A stored draw's status (issue 39): provisional while one source has reported it; verified once
 * the operator's own publication, or two independent sources, agree on it; disputed when two
 * sources disagree.
 */
export const DRAW_STATUSES = ['provisional', 'verified', 'disputed'] as const;
export type DrawVerificationStatus = (typeof DRAW_STATUSES)[number];

/** What one source said of a draw. */
export interface DrawReport {
  provider: string;
  main: readonly number[];
  special: readonly number[];
  /** Empty when the source does not give the drawn bonus numbers. */
  bonus: readonly number[];
  /** Null when the source gives no jackpot. */
  jackpot: number | null;
  /** The currency of `jackpot` (two jackpots compare only in the same currency); null with no jackpot. */
  jackpotCurrency: CurrencyCode | null;
  /** The provider is the game's operator publishing its own results: its word alone verifies the draw. */
  operatorPublication: boolean;
}

/** The values a draw holds: its numbers and jackpot. */
export interface DrawValueSet {
  main: readonly number[];
  special: readonly number[];
  bonus: readonly number[];
  jackpot: number | null;
  jackpotCurrency: CurrencyCode | null;
}

export interface DrawVerdict {
  status: DrawVerificationStatus;
  /** The values the draw holds: the numbers of the first-ranked report, bonus numbers and jackpot from the first-ranked report that gives them. */
  values: DrawValueSet;
  /** The provider whose main and special numbers the draw holds (the first-ranked). */
  provider: string;
}

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);

const bothGive = (a: readonly number[], b: readonly number[]) => a.length > 0 && b.length > 0;

/**
 * Two reports contradict each other: other main numbers, other special or bonus numbers where both
 * give them, or another jackpot where both give one in the same currency. A source that lacks a
 * value neither confirms nor contradicts it.
 */
export function reportsConflict(a: DrawValueSet, b: DrawValueSet): boolean {
  if (!sameNumbers(a.main, b.main)) return true;
  if (bothGive(a.special, b.special) && !sameNumbers(a.special, b.special)) return true;
  if (bothGive(a.bonus, b.bonus) && !sameNumbers(a.bonus, b.bonus)) return true;
  return a.jackpot !== null && b.jackpot !== null && a.jackpotCurrency === b.jackpotCurrency && a.jackpot !== b.jackpot;
}

/**
 * Two reports confirm each other: no contradiction, and the same special numbers (a source missing
 * the game's special number cannot confirm it). Bonus numbers and jackpots count where both give them.
 */
export function reportsAgree(a: DrawValueSet, b: DrawValueSet): boolean {
  return !reportsConflict(a, b) && sameNumbers(a.special, b.special);
}

/**
 * The status and values of a draw from its reports, best-ranked first (libs/providers ranks them
 * by the game's readers): disputed when any two contradict each other (the draw keeps the
 * first-ranked values and says so), verified when the operator published it or two sources agree,
 * else provisional. Values one report lacks come from the first-ranked report that gives them.
 */
export function verifyDraw(reports: readonly DrawReport[]): DrawVerdict {
  const [first] = reports;
  if (!first) throw new Error('A draw has at least one report');
  const withSpecial = reports.find((report) => report.special.length > 0);
  const withBonus = reports.find((report) => report.bonus.length > 0);
  const withJackpot = reports.find((report) => report.jackpot !== null);
  const values: DrawValueSet = {
    main: first.main,
    special: withSpecial?.special ?? [],
    bonus: withBonus?.bonus ?? [],
    jackpot: withJackpot?.jackpot ?? null,
    jackpotCurrency: withJackpot?.jackpotCurrency ?? null,
  };
  const pairs = reports.flatMap((report, index) => reports.slice(index + 1).map((other) => [report, other] as const));
  const status: DrawVerificationStatus = pairs.some(([a, b]) => reportsConflict(a, b))
    ? 'disputed'
    : reports.some((report) => report.operatorPublication) || pairs.some(([a, b]) => reportsAgree(a, b))
      ? 'verified'
      : 'provisional';
  return { status, values, provider: first.provider };
}

/**
 * A stored draw's values changed in a way a reader must be told of (a correction): other main or
 * special numbers, other bonus numbers where both name some, another jackpot where both give one.
 * A value only becoming known (a jackpot or bonus numbers a later source adds) is no correction.
 */
export function isCorrection(before: DrawValueSet, after: DrawValueSet): boolean {
  if (!sameNumbers(before.main, after.main) || !sameNumbers(before.special, after.special)) return true;
  if (before.bonus.length > 0 && after.bonus.length > 0 && !sameNumbers(before.bonus, after.bonus)) return true;
  return before.jackpot !== null && after.jackpot !== null && (before.jackpot !== after.jackpot || before.jackpotCurrency !== after.jackpotCurrency);
}

/**
 * Games that may draw more than once on one date, and since when: UK Lotto draws two rounds on
 * some nights since 2026-06-10, published with the same date (services/draws/data/history/README.md).
 * On such a date other main numbers may be another round, so they are never read as a contradiction.
 */
const SEVERAL_DRAWS_A_DATE: Partial<Record<GameId, string>> = { 'uk-lotto': '2026-06-10' };

export function maySeveralDrawsShareDate(gameId: GameId, date: string): boolean {
  const since = SEVERAL_DRAWS_A_DATE[gameId];
  return since !== undefined && date >= since;
}
