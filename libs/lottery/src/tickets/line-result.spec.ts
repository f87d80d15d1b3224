import { GAMES, rulesOn, type Game } from '../games.js';
import { checkTicket } from '../history/check-ticket.js';
import type { ListedDraw } from '../history/draw-row.js';
import { shippedHistory } from '../history/shipped-history.fixture.js';
import { prizeTablesOf } from '../prizes/prize-tables.js';
import type { PrizeTable, TicketLine } from '../prizes/types.js';
import { lineResult, tierGrid } from './line-result.js';

/** Every prize table of every game with its era's stored draws (oldest first) from the shipped history. */
const eras = GAMES.flatMap((game) => {
  const history = shippedHistory(game);
  const tables = prizeTablesOf(game.id);
  return tables.map((table, index) => {
    const until = tables[index + 1]?.since ?? '9999-12-31';
    return { game, table, draws: history.filter((draw) => draw.draw_date >= table.since && draw.draw_date < until) };
  });
});
const withDraws = eras.filter((era) => era.draws.length > 0);

/** Lines with 0..all of the draw's main numbers, its special numbers or not, and its bonus number where it has one. */
function linesAgainst(game: Game, draw: ListedDraw): TicketLine[] {
  const rules = rulesOn(game, draw.draw_date)!;
  const notDrawn = (count: number, taken: readonly number[], min: number, max: number) => {
    const numbers: number[] = [];
    for (let n = max; n >= min && numbers.length < count; n -= 1) if (!taken.includes(n)) numbers.push(n);
    return numbers;
  };
  const drawnAll = [...draw.main, ...draw.bonus];
  const lines: TicketLine[] = [];
  for (let hits = 0; hits <= draw.main.length; hits += 1) {
    const main = [...draw.main.slice(0, hits), ...notDrawn(rules.mainCount - hits, drawnAll, 1, rules.mainMax)];
    lines.push({ main, special: [...draw.special] });
    lines.push({ main, special: notDrawn(rules.specialCount, draw.special, rules.specialMin, rules.specialMax) });
    const bonusNumber = draw.bonus[0];
    if (bonusNumber !== undefined && hits < rules.mainCount) {
      lines.push({ main: [...draw.main.slice(0, hits), bonusNumber, ...notDrawn(rules.mainCount - hits - 1, drawnAll, 1, rules.mainMax)], special: [...draw.special] });
    }
  }
  return lines;
}

describe('lineResult over every game and prize table', () => {
  it('every game has stored draws under its current table', () => {
    for (const game of GAMES) expect(withDraws.some((era) => era.game.id === game.id && era.table === prizeTablesOf(game.id).at(-1))).toBe(true);
  });

  it.each(withDraws.map((era) => [era.game.id, era.table.since, era] as const))('%s, table of %s: the same tier as the history checker on its newest and oldest draws', (_id, _since, era) => {
    for (const draw of [era.draws[0]!, era.draws.at(-1)!]) {
      for (const line of linesAgainst(era.game, draw)) {
        const checked = checkTicket(era.game, [draw], line);
        const result = lineResult(era.table, draw, line);
        expect(checked.drawsChecked).toBe(1);
        expect(result.tier).toBe(checked.wins[0]?.tier.id ?? null);
        expect(result.prize).toEqual(checked.wins[0]?.tier.prize ?? null);
      }
    }
  });

  it.each(withDraws.map((era) => [era.game.id, era.table.since, era] as const))('%s, table of %s: the draw itself as a line wins the jackpot tier', (_id, _since, era) => {
    const draw = era.draws.at(-1)!;
    const result = lineResult(era.table, draw, { main: [...draw.main], special: [...draw.special] });
    expect(result).toMatchObject({ main: [...draw.main].sort((a, b) => a - b), special: [...draw.special].sort((a, b) => a - b), prize: { kind: 'jackpot' } });
    expect(result.tier).toBe(era.table.tiers[0]!.id);
  });

  it('names the matched numbers, and the bonus number among them only where the tier counts it', () => {
    // UK Lotto 2026-08-19: 1 6 24 32 48 54, bonus 9 (the file's second row of that date, the one stored).
    const uk = eras.find((era) => era.game.id === 'uk-lotto' && era.draws.some((draw) => draw.draw_date === '2026-08-19'))!;
    const draw = uk.draws.findLast((d) => d.draw_date === '2026-08-19')!;
    expect([draw.main, draw.bonus]).toEqual([[1, 6, 24, 32, 48, 54], [9]]);
    expect(lineResult(uk.table, draw, { main: [1, 6, 24, 32, 48, 9], special: [] })).toEqual({ main: [1, 6, 9, 24, 32, 48], special: [], bonus: true, tier: '5+bonus', prize: expect.anything() });
    expect(lineResult(uk.table, draw, { main: [1, 6, 24, 9, 2, 3], special: [] })).toMatchObject({ main: [1, 6, 24], bonus: true, tier: '3' });
    expect(lineResult(uk.table, draw, { main: [2, 3, 4, 5, 7, 8], special: [] })).toEqual({ main: [], special: [], bonus: false, tier: null, prize: null });
  });
});

describe('tierGrid', () => {
  const everyTable: PrizeTable[] = GAMES.flatMap((game) => [...prizeTablesOf(game.id)]);

  it.each(everyTable.map((table) => [table.gameId, table.since, table] as const))('%s, table of %s: every tier reachable, each cell the tier lineResult gives', (_id, _since, table) => {
    const grid = tierGrid(table);
    expect(new Set(grid.map((cell) => cell.tier))).toEqual(new Set(table.tiers.map((tier) => tier.id)));
    const keys = grid.map((cell) => `${cell.main}|${cell.special}|${cell.bonus}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const cell of grid) {
      expect(cell.bonusCounted).toBe(table.tiers.find((tier) => tier.id === cell.tier)!.bonusMatched);
      expect(cell.prize).toEqual(table.tiers.find((tier) => tier.id === cell.tier)!.prize);
    }
  });

  it.each(withDraws.map((era) => [era.game.id, era.table.since, era] as const))('%s, table of %s: looking the hits up in the grid gives the tier of lineResult', (_id, _since, era) => {
    const grid = tierGrid(era.table);
    const draw = era.draws.at(-1)!;
    for (const line of linesAgainst(era.game, draw)) {
      const main = line.main.filter((n) => draw.main.includes(n)).length;
      const special = line.special.filter((n) => draw.special.includes(n)).length;
      const bonus = line.main.some((n) => draw.bonus.includes(n));
      const cell = grid.find((c) => c.main === main && c.special === special && c.bonus === bonus);
      expect(cell?.tier ?? null).toBe(lineResult(era.table, draw, line).tier);
    }
  });
});
