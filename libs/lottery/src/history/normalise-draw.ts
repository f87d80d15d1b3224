/**
 * Turns one history record (text columns) into a `DrawRow`, checked against the rules in force on
 * its date: the matrix label must match, and counts, ranges, uniqueness and order must hold.
 */
import { isCalendarDate } from '../calendar-date.js';
import { rulesOn, type Game, type GameRules } from '../games.js';
import type { DrawRow } from './draw-row.js';
import type { HistoryRecord } from './history-files.js';

export type NormalisedDraw = { ok: true; row: DrawRow } | { ok: false; reason: string };

const WHOLE_NUMBER = /^\d+$/;

/** Space-separated whole numbers; undefined if any item is not one. */
function parseNumbers(text: string): number[] | undefined {
  const items = text.trim().split(/\s+/).filter(Boolean);
  return items.every((item) => WHOLE_NUMBER.test(item)) ? items.map(Number) : undefined;
}

/**
 * What is wrong with a draw's main or special numbers against the count and range of the rules in
 * force, if anything: the one check of the seeded history and of every provider's draw.
 */
export function drawNumbersProblem(label: string, numbers: readonly number[], count: number, min: number, max: number): string | undefined {
  if (numbers.length !== count) return `${label}: ${numbers.length} numbers, expected ${count}`;
  if (!numbers.every(Number.isInteger)) return `${label}: not all whole numbers (${numbers.map((n) => (Number.isInteger(n) ? n : '?')).join(' ')})`;
  const outside = numbers.filter((n) => n < min || n > max);
  if (outside.length > 0) return `${label}: ${outside.join(', ')} outside ${min}-${max}`;
  // eslint-disable-next-line no-restricted-syntax -- the draw numbers' one check
  if (new Set(numbers).size !== numbers.length) return `${label}: repeated numbers`;
  return undefined;
}

const atPositions = (values: readonly number[], positions: readonly number[]) =>
  positions.flatMap((position) => {
    const value = values[position];
    return value === undefined ? [] : [value];
  });

/** The game's own special numbers among the row's special column (see `GameRules.specialPositions`). */
export function gameSpecials(rules: GameRules, allSpecials: readonly number[]): number[] {
  return rules.specialPositions ? atPositions(allSpecials, rules.specialPositions) : [...allSpecials];
}

/** The drawn bonus numbers among the row's special column (see `GameRules.bonusPositions`). */
export function drawnBonus(rules: GameRules, allSpecials: readonly number[]): number[] {
  return atPositions(allSpecials, rules.bonusPositions ?? []);
}

/**
 * What is wrong with a draw's bonus numbers, if anything: none (a source may lack them) or as many
 * as the rules draw, each from the main drum and so within 1..mainMax and not a main number.
 */
export function bonusProblem(rules: GameRules, main: readonly number[], bonus: readonly number[]): string | undefined {
  const expected = rules.bonusPositions?.length ?? 0;
  if (bonus.length === 0) return undefined;
  if (bonus.length !== expected) return `bonus: ${bonus.length} numbers, expected ${expected}`;
  const wrong = bonus.filter((n) => !Number.isInteger(n) || n < 1 || n > rules.mainMax || main.includes(n));
  return wrong.length > 0 ? `bonus: ${wrong.join(', ')} not a further number of the main drum 1-${rules.mainMax}` : undefined;
}

export function normaliseDraw(game: Game, record: Partial<HistoryRecord>): NormalisedDraw {
  const fail = (reason: string): NormalisedDraw => ({ ok: false, reason });
  const drawDate = record.draw_date?.trim() ?? '';
  if (!isCalendarDate(drawDate)) return fail(`draw_date '${drawDate}' is not a yyyy-mm-dd date`);
  const rules = rulesOn(game, drawDate);
  if (!rules) return fail(`${drawDate} is before the first known rules of ${game.id}`);
  const matrix = record.matrix?.trim() ?? '';
  if (matrix !== rules.matrix) return fail(`matrix '${matrix}' differs from ${rules.matrix}, in force on ${drawDate}`);

  const main = parseNumbers(record.main ?? '');
  if (!main) return fail(`main '${record.main}' is not a list of whole numbers`);
  const mainProblem = drawNumbersProblem('main', main, rules.mainCount, 1, rules.mainMax);
  if (mainProblem) return fail(mainProblem);
  if (main.some((n, i) => i > 0 && n < (main[i - 1] as number))) return fail('main: not in ascending order');

  const allSpecials = parseNumbers(record.special ?? '');
  if (!allSpecials) return fail(`special '${record.special}' is not a list of whole numbers`);
  const special = gameSpecials(rules, allSpecials).sort((a, b) => a - b);
  const specialProblem = drawNumbersProblem('special', special, rules.specialCount, rules.specialMin, rules.specialMax);
  if (specialProblem) return fail(specialProblem);
  const bonus = drawnBonus(rules, allSpecials);
  const bonusIssue = bonusProblem(rules, main, bonus);
  if (bonusIssue) return fail(bonusIssue);

  const jackpotText = record.jackpot?.trim() ?? '';
  if (jackpotText !== '' && !WHOLE_NUMBER.test(jackpotText)) return fail(`jackpot '${jackpotText}' is not a whole number`);
  const source = record.source?.trim() ?? '';
  if (source === '') return fail('source is empty');

  return {
    ok: true,
    row: { drawDate, main, special, bonus, jackpot: jackpotText === '' ? null : Number(jackpotText), source, matrix },
  };
}
