/**
 * The details of one draw (docs/product-spec.md §6 gates who sees them): the rules it was drawn
 * under, the prize table in force that day, and how often each of its numbers was drawn again in
 * the draws after it.
 */
import { gameMatrix, rulesOn, type Game, type GameMatrix, type GameRules } from '../games.js';
import { prizeTableOn } from '../prizes/prize-tables.js';
import type { ListedDraw } from './draw-row.js';

export interface NumberCount {
  number: number;
  count: number;
}

/** The rules a draw was drawn under, as the API sends them (libs/contracts `drawRulesSchema`). */
export interface DrawRulesSummary extends GameMatrix {
  matrix: string;
  since: string;
  /** The first day of the next rules, or null when these are the current ones. */
  until: string | null;
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
  return { matrix: rules.matrix, since: rules.since, until: next?.since ?? null, ...gameMatrix(rules), bonusCount: rules.bonusPositions?.length ?? 0 };
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
