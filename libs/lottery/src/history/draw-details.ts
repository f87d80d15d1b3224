/**
 * The details of one draw (docs/product-spec.md §6 gates who sees them): the rules it was drawn
 * under, the prize table in force that day, and how often each of its numbers was drawn again in
 * the draws after it.
 */
import { rulesOn, type Game, type GameRules } from '../games.js';
import { prizeTableOn } from '../prizes/prize-tables.js';
import type { ListedDraw } from './draw-row.js';

export interface NumberCount {
  number: number;
  count: number;
}

export interface DrawRulesSummary {
  matrix: string;
  since: string;
  until: string | null;
  mainCount: number;
  mainMax: number;
  specialCount: number;
  specialMin: number;
  specialMax: number;
  bonusCount: number;
}

export interface DrawDetail<D extends ListedDraw = ListedDraw> {
  draw: D;
  rules: DrawRulesSummary;
  /** Its note, if any, is libs/site's `prizeTableNote`. */
  prizeTable: { since: string; source: { title: string; url: string } } | null;
  drawsSince: number;
  mainSince: NumberCount[];
  specialSince: NumberCount[];
  bonusSince: NumberCount[];
}

function rulesSummary(game: Game, rules: GameRules): DrawRulesSummary {
  const next = game.rules[game.rules.indexOf(rules) + 1];
  const { matrix, since, mainCount, mainMax, specialCount, specialMin, specialMax } = rules;
  return { matrix, since, until: next?.since ?? null, mainCount, mainMax, specialCount, specialMin, specialMax, bonusCount: rules.bonusPositions?.length ?? 0 };
}

/**
 * Every draw of `game` dated `date` with its details; `history` is the game's whole history,
 * oldest first (equal dates in storage order). A main or bonus number counts as drawn again when it
 * is among a later draw's main or bonus numbers (one drum); a special number when it is among a
 * later draw's special numbers (its own drum).
 */
export function drawDetails<D extends ListedDraw>(game: Game, history: readonly D[], date: string): DrawDetail<D>[] {
  const details: DrawDetail<D>[] = [];
  history.forEach((draw, index) => {
    if (draw.draw_date !== date) return;
    const rules = rulesOn(game, date);
    if (!rules) return;
    const later = history.slice(index + 1);
    const fromMainDrum = (n: number) => later.filter((next) => next.main.includes(n) || next.bonus.includes(n)).length;
    const fromSpecialDrum = (n: number) => later.filter((next) => next.special.includes(n)).length;
    const table = prizeTableOn(game.id, date);
    details.push({
      draw,
      rules: rulesSummary(game, rules),
      prizeTable: table ? { since: table.since, source: table.source } : null,
      drawsSince: later.length,
      mainSince: draw.main.map((number) => ({ number, count: fromMainDrum(number) })),
      specialSince: draw.special.map((number) => ({ number, count: fromSpecialDrum(number) })),
      bonusSince: draw.bonus.map((number) => ({ number, count: fromMainDrum(number) })),
    });
  });
  return details;
}
