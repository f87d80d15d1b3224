/**
 * The ticket checker: one line against every past draw, each judged by the prize table in force on
 * its date (libs/lottery/src/prizes). The line must be a valid line of the game's current rules.
 */
import { currentRules, type Game } from '../games.js';
import { prizeTablesOf } from '../prizes/prize-tables.js';
import { lineHits, tierOf } from '../prizes/match.js';
import type { PrizeTable, PrizeTier, TicketLine } from '../prizes/types.js';
import type { ListedDraw } from './draw-row.js';

export interface TicketWin<D extends ListedDraw = ListedDraw> {
  draw: D;
  tier: Pick<PrizeTier, 'id' | 'rank' | 'mainMatched' | 'specialMatched' | 'bonusMatched' | 'prize'>;
  /** Index in `tables` of the prize table in force on the draw's date. */
  table: number;
}

export type CheckedPrizeTable = Pick<PrizeTable, 'since' | 'source'>;

export interface TicketCheck<D extends ListedDraw = ListedDraw> {
  drawsChecked: number;
  drawsWithoutTable: number;
  from: string | null;
  to: string | null;
  /**
   * The prize tables the wins were judged by, each once (a line wins on a hundred draws or more,
   * all under a few tables: repeating each table in every win tripled the answer).
   */
  tables: CheckedPrizeTable[];
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

/**
 * `history` oldest first, as stored. Draws without a known prize table are counted apart, not checked.
 * The tables are oldest first too, so the one in force is found by walking both lists together.
 */
export function checkTicket<D extends ListedDraw>(game: Game, history: readonly D[], line: TicketLine): TicketCheck<D> {
  const wins: TicketWin<D>[] = [];
  const tables: CheckedPrizeTable[] = [];
  const tableIndexes = new Map<PrizeTable, number>();
  let drawsChecked = 0;
  let from: string | null = null;
  let to: string | null = null;
  const prizeTables = prizeTablesOf(game.id);
  const hitsOn = lineHits(line);
  let inForce = -1;
  for (const draw of history) {
    while (inForce + 1 < prizeTables.length && prizeTables[inForce + 1]!.since <= draw.draw_date) inForce += 1;
    const table = prizeTables[inForce];
    if (!table) continue;
    drawsChecked += 1;
    from ??= draw.draw_date;
    to = draw.draw_date;
    const tier = tierOf(table, hitsOn(draw));
    if (tier) {
      let index = tableIndexes.get(table);
      if (index === undefined) {
        index = tables.push({ since: table.since, source: table.source }) - 1;
        tableIndexes.set(table, index);
      }
      const { id, rank, mainMatched, specialMatched, bonusMatched, prize } = tier;
      wins.push({ draw, tier: { id, rank, mainMatched, specialMatched, bonusMatched, prize }, table: index });
    }
  }
  return { drawsChecked, drawsWithoutTable: history.length - drawsChecked, from, to, tables, wins: wins.reverse() };
}
