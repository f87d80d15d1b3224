/**
 * The one check every provider's draw goes through before it is published: a calendar date with
 * known rules, and main and special numbers that fit the matrix in force on that date (the seeded
 * history's own checks: @pickwise/lottery's isCalendarDate, drawNumbersProblem and bonusProblem).
 */
import type { IngestedDraw } from '@pickwise/contracts';
import { bonusProblem, drawNumbersProblem, isCalendarDate, rulesOn, type Game } from '@pickwise/lottery';
import type { ProviderId } from '../provider.js';

/** A draw as a draw reader read it: numbers in any order, `special` = the game's own special numbers only. */
export interface CandidateDraw {
  drawDate: string;
  main: readonly number[];
  special: readonly number[];
  /** Drawn bonus numbers in drawn order (see `GameRules.bonusPositions`); absent when the provider has none. */
  bonus?: readonly number[];
  jackpot: number | null;
}

export type CheckedDraw = { ok: true; draw: IngestedDraw } | { ok: false; reason: string };

const ascending = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

export function checkDraw(game: Game, candidate: CandidateDraw, source: ProviderId): CheckedDraw {
  const fail = (reason: string): CheckedDraw => ({ ok: false, reason });
  const { drawDate, main, special, jackpot } = candidate;
  const bonus = candidate.bonus ?? [];
  if (!isCalendarDate(drawDate)) return fail(`draw date '${drawDate}' is not a yyyy-mm-dd date`);
  const rules = rulesOn(game, drawDate);
  if (!rules) return fail(`${drawDate} is before the first known rules of ${game.id}`);
  const problem =
    drawNumbersProblem('main', main, rules.mainCount, 1, rules.mainMax) ??
    drawNumbersProblem('special', special, rules.specialCount, rules.specialMin, rules.specialMax) ??
    bonusProblem(rules, main, bonus);
  if (problem) return fail(problem);
  if (jackpot !== null && !(Number.isFinite(jackpot) && jackpot >= 0)) return fail(`jackpot ${jackpot} is not an amount`);
  return { ok: true, draw: { draw_date: drawDate, main: ascending(main), special: ascending(special), bonus: [...bonus], jackpot, source } };
}
