/**
 * What makes a set well-formed, and the drawing helpers every generation method shares.
 * All helpers work on a game's current matrix (the fields of `Game`) and return numbers sorted
 * ascending, main and special alike.
 */
import type { Game } from '../games.js';
import type { RandomSource } from '../random-source.js';

/** The numbers of one set, without the method that made it. */
export interface NumberSet {
  main: number[];
  special: number[];
}

/**
 * How many candidate lines `completeSet` draws before it gives up on the guardrails. With no chosen
 * numbers a line fails them with a probability far below 1%, so this only matters when the chosen
 * numbers themselves break a guardrail (e.g. six consecutive favourites).
 */
const MAX_COMPLETION_ATTEMPTS = 1000;

const ascending = (a: number, b: number) => a - b;

/**
 * `count` distinct integers from min..max (inclusive), none of them in `exclude`, sorted ascending.
 * A partial Fisher-Yates shuffle over the allowed values: every subset is equally likely, and the
 * number of random draws is exactly `count`, which keeps seeded output stable.
 */
export function drawUnique(
  random: RandomSource,
  count: number,
  min: number,
  max: number,
  exclude: Iterable<number> = [],
): number[] {
  const excluded = new Set(exclude);
  const pool: number[] = [];
  for (let n = min; n <= max; n++) if (excluded.size === 0 || !excluded.has(n)) pool.push(n);
  if (!Number.isInteger(count) || count < 0 || count > pool.length) {
    throw new RangeError(`Cannot draw ${count} distinct numbers from ${pool.length} allowed in ${min}..${max}`);
  }
  for (let i = 0; i < count; i++) {
    const j = random.int(i, pool.length - 1);
    const drawn = pool[j] as number;
    pool[j] = pool[i] as number;
    pool[i] = drawn;
  }
  return pool.slice(0, count).sort(ascending);
}

/** Whether the numbers are already strictly ascending: the helpers below then skip a sorted copy. */
function isAscending(numbers: readonly number[]): boolean {
  for (let i = 1; i < numbers.length; i++) if ((numbers[i] as number) <= (numbers[i - 1] as number)) return false;
  return true;
}

/** The numbers sorted ascending: themselves when they already are (every set this file makes), else a sorted copy. */
export const sortedAscending = (numbers: readonly number[]): readonly number[] => (isAscending(numbers) ? numbers : [...numbers].sort(ascending));

function isStrictlyAscendingWithin(numbers: readonly number[], min: number, max: number): boolean {
  return numbers.every(
    (n, i) => Number.isInteger(n) && n >= min && n <= max && (i === 0 || n > (numbers[i - 1] as number)),
  );
}

/** Right counts, every number in range and integral, no duplicates, both lists sorted ascending. */
export function isValidSet(game: Game, set: NumberSet): boolean {
  return (
    set.main.length === game.mainCount &&
    set.special.length === game.specialCount &&
    isStrictlyAscendingWithin(set.main, 1, game.mainMax) &&
    isStrictlyAscendingWithin(set.special, game.specialMin, game.specialMax)
  );
}

/**
 * The tens band of a main number: band 0 is 1-9, band 1 is 10-19, band 2 is 20-29, and so on
 * (`Math.floor(n / 10)`), whatever the game's maximum.
 */
export function tensBand(n: number): number {
  return Math.floor(n / 10);
}

/**
 * The quality guardrails of the random method (and every method that completes sets at random):
 * a line is rejected when all its main numbers are consecutive (e.g. 4-5-6-7-8) or when all of them
 * fall in one tens band (see `tensBand`). Lines like these are valid but look broken to a player.
 * Only a full line (the game's main count) is judged; a partial line has not failed yet.
 */
export function passesGuardrails(game: Game, main: readonly number[]): boolean {
  if (main.length < game.mainCount || main.length < 2) return true;
  const sorted = sortedAscending(main);
  let allConsecutive = true;
  let oneTensBand = true;
  const firstBand = tensBand(sorted[0] as number);
  for (let i = 1; i < sorted.length; i++) {
    if ((sorted[i] as number) !== (sorted[i - 1] as number) + 1) allConsecutive = false;
    if (tensBand(sorted[i] as number) !== firstBand) oneTensBand = false;
  }
  return !allConsecutive && !oneTensBand;
}

/** The key of a main line in `GameStats.pastLines`: its numbers ascending, joined by '-'. */
export function lineKey(main: readonly number[]): string {
  return sortedAscending(main).join('-');
}

/** The game's special numbers for one set (none for games without them), sorted ascending. */
export function pickSpecial(game: Game, random: RandomSource): number[] {
  return drawUnique(random, game.specialCount, game.specialMin, game.specialMax);
}

/**
 * Fills `chosenMain` (numbers the method already picked; out-of-range values and duplicates are the
 * caller's to remove) up to the game's main count at random, then picks the specials.
 * The random part is redrawn until the line passes the guardrails and `accept` (e.g. "not a past
 * jackpot line"). If the chosen numbers make that impossible, the last candidate is returned: the
 * caller's numbers matter more than the guardrails.
 */
export function completeSet(
  game: Game,
  random: RandomSource,
  chosenMain: readonly number[] = [],
  accept: (main: number[]) => boolean = () => true,
): NumberSet {
  const chosen = [...new Set(chosenMain)];
  if (chosen.length > game.mainCount || chosen.some((n) => !Number.isInteger(n) || n < 1 || n > game.mainMax)) {
    throw new RangeError(`Chosen numbers ${chosen.join(', ')} do not fit ${game.id} (${game.mainCount} of 1-${game.mainMax})`);
  }
  let main: number[] = [];
  for (let attempt = 0; attempt < MAX_COMPLETION_ATTEMPTS; attempt++) {
    const filled = drawUnique(random, game.mainCount - chosen.length, 1, game.mainMax, chosen);
    main = chosen.length === 0 ? filled : [...chosen, ...filled].sort(ascending);
    if (passesGuardrails(game, main) && accept(main)) break;
    // A full chosen line has nothing left to redraw.
    if (chosen.length === game.mainCount) break;
  }
  return { main, special: pickSpecial(game, random) };
}
