/**
 * The ticket checker: one line against every past draw, each judged by the prize table in force on
 * its date (libs/lottery/src/prizes). The line must be a valid line of the game's current rules.
 */
import { currentRules, type Game } from '../games.js';
import { prizeTableOn } from '../prizes/prize-tables.js';
import { winningTier } from '../prizes/match.js';
import type { PrizeTable, PrizeTier, TicketLine } from '../prizes/types.js';
import type { ListedDraw } from './draw-row.js';

export interface TicketWin<D extends ListedDraw = ListedDraw> {
  draw: D;
  tier: Pick<PrizeTier, 'id' | 'rank' | 'mainMatched' | 'specialMatched' | 'bonusMatched' | 'prize'>;
  table: Pick<PrizeTable, 'since' | 'source'>;
}

export interface TicketCheck<D extends ListedDraw = ListedDraw> {
  drawsChecked: number;
  drawsWithoutTable: number;
  from: string | null;
  to: string | null;
  /** Newest first. */
  wins: TicketWin<D>[];
}

/** Why a line is not a line of the game today (count, range, repeats), or undefined when it is. */
export function ticketLineProblem(game: Game, line: TicketLine): string | undefined {
  const rules = currentRules(game);
  const check = (label: string, numbers: readonly number[], count: number, min: number, max: number) => {
    if (numbers.length !== count) return `${label}: ${numbers.length} numbers, ${game.name} takes ${count}`;
    const outside = numbers.filter((n) => !Number.isInteger(n) || n < min || n > max);
    if (outside.length > 0) return `${label}: ${outside.join(', ')} outside ${min}-${max}`;
    return new Set(numbers).size === numbers.length ? undefined : `${label}: a number is repeated`;
  };
  return check('main', line.main, rules.mainCount, 1, rules.mainMax) ?? check('special', line.special, rules.specialCount, rules.specialMin, rules.specialMax);
}

/** `history` oldest first, as stored. Draws without a known prize table are counted apart, not checked. */
export function checkTicket<D extends ListedDraw>(game: Game, history: readonly D[], line: TicketLine): TicketCheck<D> {
  const wins: TicketWin<D>[] = [];
  let drawsChecked = 0;
  let from: string | null = null;
  let to: string | null = null;
  for (const draw of history) {
    const table = prizeTableOn(game.id, draw.draw_date);
    if (!table) continue;
    drawsChecked += 1;
    from ??= draw.draw_date;
    to = draw.draw_date;
    const tier = winningTier(table, line, draw);
    if (tier) {
      const { id, rank, mainMatched, specialMatched, bonusMatched, prize } = tier;
      wins.push({ draw, tier: { id, rank, mainMatched, specialMatched, bonusMatched, prize }, table: { since: table.since, source: table.source } });
    }
  }
  return { drawsChecked, drawsWithoutTable: history.length - drawsChecked, from, to, wins: wins.reverse() };
}
