/**
 * Jackpot-sharing risk: how much a line looks like the lines many people pick. Every line has the
 * same chance to win; a popular one is more likely to share a jackpot with other winners. The
 * patterns are the well-documented habits of human pickers (birthdays, runs, slip shapes, old
 * winners, favourite "lucky" numbers). Cheap by design: it runs on every generated set.
 */
import type { Game } from '../games.js';
import { lineKey, sortedAscending } from '../generation/set-rules.js';

export const POPULARITY_REASONS = [
  'past-winner',
  'arithmetic-run',
  'calendar-numbers',
  'one-decade',
  'slip-line',
  'last-digit',
  'popular-numbers',
] as const;
export type PopularityReasonId = (typeof POPULARITY_REASONS)[number];

export interface PopularityReason {
  id: PopularityReasonId;
  /** What the reason adds to the score. */
  points: number;
}

export interface Popularity {
  /** 0 (nothing people favour) … 100 (a line very many people pick). */
  score: number;
  /** The reasons that raised it, largest first. */
  reasons: PopularityReason[];
}

/** The numbers most often reported as people's favourites: 7 above all, then low odd "lucky" numbers. */
export const POPULAR_NUMBERS: ReadonlySet<number> = new Set([3, 7, 9, 11, 13, 17]);

const POINTS: Record<PopularityReasonId, number> = {
  'past-winner': 40,
  'arithmetic-run': 35,
  'calendar-numbers': 25,
  'one-decade': 20,
  'slip-line': 20,
  'last-digit': 15,
  'popular-numbers': 15,
};
/** A partial run (four numbers in step) counts for less than a whole line in step. */
const PARTIAL_RUN_POINTS = 15;
const PARTIAL_RUN_LENGTH = 4;
const SAME_LAST_DIGIT = 4;
const POPULAR_NUMBERS_NEEDED = 3;

/**
 * How many numbers a row of the game's play slip holds: the 6aus49 slip is a 7 × 7 grid; the
 * others are read as rows of ten, the usual layout (slips differ in detail between games and years).
 */
const slipWidth = (game: Game): number => (game.id === 'lotto-6aus49' ? 7 : 10);

/** The longest run of numbers in equal steps among the sorted numbers (1-2-3, 5-10-15-20 …). */
export function longestArithmeticRun(sorted: readonly number[]): number {
  const present = new Set(sorted);
  let longest = Math.min(sorted.length, 2);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const step = (sorted[j] as number) - (sorted[i] as number);
      let length = 2;
      while (present.has((sorted[i] as number) + step * length)) length++;
      longest = Math.max(longest, length);
    }
  }
  return longest;
}

/** Whether `key` gives every number the same value. */
function allSame(sorted: readonly number[], key: (n: number) => number): boolean {
  const first = key(sorted[0] as number);
  for (let i = 1; i < sorted.length; i++) if (key(sorted[i] as number) !== first) return false;
  return true;
}

/** The most numbers sharing one last digit. */
function mostWithOneLastDigit(sorted: readonly number[]): number {
  const counts = new Array<number>(10).fill(0);
  let most = 0;
  for (const n of sorted) {
    const count = (counts[n % 10] ?? 0) + 1;
    counts[n % 10] = count;
    most = Math.max(most, count);
  }
  return most;
}

const decade = (n: number) => Math.floor(n / 10);

/**
 * The score and its reasons for a line's main numbers; `pastLines` (keys as `lineKey`) adds the past-winner check.
 * Written with plain loops, without intermediate arrays: it runs on every set of every request.
 */
export function popularityOf(game: Game, main: readonly number[], pastLines?: ReadonlySet<string>): Popularity {
  const sorted = sortedAscending(main);
  const reasons: PopularityReason[] = [];
  const add = (id: PopularityReasonId, points = POINTS[id]) => reasons.push({ id, points });

  if (pastLines?.has(lineKey(sorted))) add('past-winner');
  const run = longestArithmeticRun(sorted);
  if (run === sorted.length) add('arithmetic-run');
  else if (run >= PARTIAL_RUN_LENGTH) add('arithmetic-run', PARTIAL_RUN_POINTS);
  // Birthdays: only a sign where the matrix goes above 31.
  if (game.mainMax > 31 && (sorted[sorted.length - 1] ?? 0) <= 31) add('calendar-numbers');
  if (allSame(sorted, decade)) add('one-decade');
  const width = slipWidth(game);
  if (allSame(sorted, (n) => Math.floor((n - 1) / width)) || allSame(sorted, (n) => (n - 1) % width)) add('slip-line');
  if (mostWithOneLastDigit(sorted) >= SAME_LAST_DIGIT) add('last-digit');
  let popular = 0;
  for (const n of sorted) if (POPULAR_NUMBERS.has(n)) popular++;
  if (popular >= POPULAR_NUMBERS_NEEDED) add('popular-numbers');

  reasons.sort((a, b) => b.points - a.points);
  let score = 0;
  for (const reason of reasons) score += reason.points;
  return { score: Math.min(100, score), reasons };
}
