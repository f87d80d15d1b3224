/**
 * One saved line on one drawn draw, by the same tier rules as the history checker (lineHits and
 * tierOf): what the ticket pages show, and the grid the tickets service joins its lines against in SQL.
 */
import { findGame } from '../games.js';
import { lineHits, tierOf, type Hits } from '../prizes/match.js';
import type { DrawnNumbers, Prize, PrizeTable, TicketLine } from '../prizes/types.js';

export interface LineResult {
  /** The line's main numbers that were drawn; the drawn bonus number too where the tier won counts it. */
  main: number[];
  /** The line's special numbers that were drawn. */
  special: number[];
  /** Whether the line holds a drawn bonus number (bonus ball, Jolly, Complementario, Zusatzzahl). */
  bonus: boolean;
  /** The best tier won; null when none. */
  tier: string | null;
  prize: Prize | null;
}

const ascending = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

export function lineResult(table: PrizeTable, drawn: DrawnNumbers, line: TicketLine): LineResult {
  const hits = lineHits(line)(drawn);
  const tier = tierOf(table, hits);
  const counted = tier?.bonusMatched ? [...drawn.main, ...drawn.bonus] : drawn.main;
  return {
    main: ascending(line.main.filter((n) => counted.includes(n))),
    special: ascending(line.special.filter((n) => drawn.special.includes(n))),
    bonus: hits.bonus,
    tier: tier?.id ?? null,
    prize: tier?.prize ?? null,
  };
}

/** One winning cell of a table's tier grid: lines with these hits win this tier. */
export interface TierGridCell extends Hits {
  tier: string;
  /** Whether the tier counts the bonus number (it is then shown among the matched main numbers). */
  bonusCounted: boolean;
  prize: Prize;
}

/**
 * Every hits a line can have on a draw of the table's game (main and special numbers up to the most
 * any of its rules draw, with and without the bonus) that wins a tier, and that tier: a line whose
 * hits are not listed wins nothing.
 */
export function tierGrid(table: PrizeTable): TierGridCell[] {
  const rules = findGame(table.gameId)?.rules ?? [];
  const mostMain = Math.max(0, ...rules.map((r) => r.mainCount));
  const mostSpecial = Math.max(0, ...rules.map((r) => r.specialCount));
  const cells: TierGridCell[] = [];
  for (let main = 0; main <= mostMain; main += 1) {
    for (let special = 0; special <= mostSpecial; special += 1) {
      for (const bonus of [false, true]) {
        const tier = tierOf(table, { main, special, bonus });
        if (tier) cells.push({ main, special, bonus, tier: tier.id, bonusCounted: tier.bonusMatched, prize: tier.prize });
      }
    }
  }
  return cells;
}
