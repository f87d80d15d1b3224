import { GAMES, currentRules, findGame, type Game } from '../games.js';
import { bestTier } from '../prizes/match.js';
import { prizeTableOn } from '../prizes/prize-tables.js';
import { checkTicket, ticketLineProblem } from './check-ticket.js';
import { shippedHistory } from './shipped-history.fixture.js';

const game = (id: string) => findGame(id) as Game;
const histories = new Map(GAMES.map((g) => [g.id, shippedHistory(g)]));
const check = (id: string, main: number[], special: number[] = []) => checkTicket(game(id), histories.get(game(id).id)!, { main, special });
/** The tier the line won on that date, if any. */
const tierOn = (id: string, date: string, main: number[], special: number[] = []) => check(id, main, special).wins.find((win) => win.draw.draw_date === date)?.tier.id;

describe('checkTicket over the shipped history', () => {
  // The newest line of each file, read by hand, and the jackpot tier of each game's current table.
  it.each([
    ['powerball', '2026-08-19', [10, 21, 58, 61, 64], [17], '5+1'],
    ['mega-millions', '2026-08-07', null, null, '5+1'],
    ['florida-lotto', '2025-03-08', null, null, '6'],
    ['california-lottery', '2026-05-23', null, null, '5+1'],
    ['new-york-lottery', '2025-10-11', [3, 10, 28, 32, 37, 53], [], '6'],
    ['texas-lottery', '2026-02-11', null, null, '6'],
    ['euromillions', '2026-08-21', [10, 14, 15, 19, 45], [4, 12], '5+2'],
    ['eurojackpot', '2026-08-21', null, null, '5+2'],
    ['uk-lotto', '2026-08-19', [1, 6, 24, 32, 48, 54], [], '6'],
    ['superenalotto', '2026-08-20', [14, 18, 26, 51, 64, 71], [], '6'],
    ['la-primitiva', '2026-08-20', [1, 9, 20, 22, 37, 45], [9], '6+1'],
    ['lotto-6aus49', '2026-07-22', null, null, '6+1'],
  ] as const)('%s: the newest draw (%s) as a line wins the jackpot tier on that draw', (id, date, main, special, tier) => {
    const newest = histories.get(game(id).id)!.at(-1)!;
    expect(newest.draw_date).toBe(date);
    if (main) expect([newest.main, newest.special]).toEqual([main, special]);
    const result = check(id, [...newest.main], [...newest.special]);
    expect(result.wins[0]).toMatchObject({ draw: { draw_date: date }, tier: { id: tier, rank: 1, prize: { kind: 'jackpot' } } });
  });

  it.each([
    // UK Lotto 2026-08-19: 1 6 24 32 48 54, bonus 9.
    ['uk-lotto', '2026-08-19', [1, 6, 24, 32, 48, 9], [], '5+bonus'],
    ['uk-lotto', '2026-08-19', [1, 6, 24, 32, 48, 2], [], '5'],
    ['uk-lotto', '2026-08-19', [1, 6, 2, 3, 4, 5], [], '2'],
    // NY Lotto 2025-10-11: 3 10 28 32 37 53, bonus 19.
    ['new-york-lottery', '2025-10-11', [3, 10, 28, 32, 37, 19], [], '5+bonus'],
    // SuperEnalotto 2026-08-20: 14 18 26 51 64 71, Jolly 77 (SuperStar 49 is not a bonus).
    ['superenalotto', '2026-08-20', [14, 18, 26, 51, 64, 77], [], '5+bonus'],
    ['superenalotto', '2026-08-20', [14, 18, 26, 51, 64, 49], [], '5'],
    // La Primitiva 2026-08-20: 1 9 20 22 37 45, Complementario 2, Reintegro 9.
    ['la-primitiva', '2026-08-20', [1, 9, 20, 22, 37, 2], [0], '5+bonus'],
    ['la-primitiva', '2026-08-20', [1, 9, 20, 22, 37, 45], [0], '6'],
    ['la-primitiva', '2026-08-20', [3, 4, 5, 6, 7, 8], [9], 'reintegro'],
    // Powerball 2026-08-19: 10 21 58 61 64, Powerball 17.
    ['powerball', '2026-08-19', [10, 21, 1, 2, 3], [17], '2+1'],
    ['powerball', '2026-08-19', [1, 2, 3, 4, 5], [17], '0+1'],
    ['powerball', '2026-08-19', [10, 21, 58, 61, 64], [1], '5+0'],
    // EuroMillions 2026-08-21: 10 14 15 19 45, Lucky Stars 4 12.
    ['euromillions', '2026-08-21', [10, 14, 15, 1, 2], [4, 5], '3+1'],
    ['euromillions', '2026-08-21', [10, 14, 1, 2, 3], [4, 12], '2+2'],
  ] as const)('%s %s: %j + %j wins %s', (id, date, main, special, tier) => {
    expect(tierOn(id, date, [...main], [...special])).toBe(tier);
  });

  it('wins nothing on a draw where too little matches', () => {
    // Powerball 2026-08-19 (10 21 58 61 64 + 17): one main number and no Powerball is no prize.
    expect(tierOn('powerball', '2026-08-19', [10, 1, 2, 3, 4], [1])).toBeUndefined();
  });

  it('counts every draw with a known prize table, newest win first', () => {
    const result = check('powerball', [10, 21, 58, 61, 64], [17]);
    const history = histories.get('powerball')!;
    expect(result).toMatchObject({ drawsChecked: history.length, drawsWithoutTable: 0, from: history[0]!.draw_date, to: '2026-08-19' });
    const dates = result.wins.map((win) => win.draw.draw_date);
    expect(dates).toEqual([...dates].sort().reverse());
    // Each win names the table in force on its date; each table is listed once.
    expect(result.wins.every((win) => result.tables[win.table]!.since <= win.draw.draw_date)).toBe(true);
    expect(new Set(result.tables.map((table) => table.since)).size).toBe(result.tables.length);
  });
});

describe('checkTicket against the draw-by-draw reading', () => {
  // Each draw's table looked up by date, its hits counted by searching the draw and its tier found
  // by trying the tiers in order, as the rules read: the checker's flags, remembered tiers and single
  // walk over history and tables must agree with it on every draw.
  const plainHits = (line: { main: number[]; special: number[] }, draw: { main: number[]; special: number[]; bonus: number[] }) => ({
    main: line.main.filter((n) => draw.main.includes(n)).length,
    special: line.special.filter((n) => draw.special.includes(n)).length,
    bonus: line.main.some((n) => draw.bonus.includes(n)),
  });
  const evenlySpread = (count: number, min: number, max: number, offset: number) =>
    Array.from({ length: count }, (_, index) => min + ((offset + Math.floor((index * (max - min + 1)) / count)) % (max - min + 1)));

  it.each(GAMES.map((g) => [g.id, g] as const))('%s: the same wins, tables and counts', (_id, g) => {
    const rules = currentRules(g);
    const history = histories.get(g.id)!;
    for (const offset of [0, 1, 2]) {
      const line = { main: evenlySpread(rules.mainCount, 1, rules.mainMax, offset), special: evenlySpread(rules.specialCount, rules.specialMin, rules.specialMax, offset) };
      const expected = history.flatMap((draw) => {
        const table = prizeTableOn(g.id, draw.draw_date);
        const tier = table && bestTier(table.tiers, plainHits(line, draw));
        return tier ? [{ date: draw.draw_date, tier: tier.id, since: table.since }] : [];
      });
      const result = checkTicket(g, history, line);
      expect(result.wins.map((win) => ({ date: win.draw.draw_date, tier: win.tier.id, since: result.tables[win.table]!.since }))).toEqual(expected.reverse());
      expect(result.drawsChecked).toBe(history.filter((draw) => prizeTableOn(g.id, draw.draw_date)).length);
    }
  });
});

describe('ticketLineProblem', () => {
  it.each([
    ['powerball', [1, 2, 3, 4, 5], [26], undefined],
    ['powerball', [1, 2, 3, 4], [26], 'main: 4 numbers, Powerball takes 5'],
    ['powerball', [1, 2, 3, 4, 70], [26], 'main: 70 outside 1-69'],
    ['powerball', [1, 2, 3, 4, 4], [26], 'main: a number is repeated'],
    ['powerball', [1, 2, 3, 4, 5], [], 'special: 0 numbers, Powerball takes 1'],
    ['uk-lotto', [1, 2, 3, 4, 5, 59], [], undefined],
    ['uk-lotto', [1, 2, 3, 4, 5, 59], [1], 'special: 1 numbers, UK Lotto takes 0'],
    ['la-primitiva', [1, 2, 3, 4, 5, 6], [0], undefined],
    ['euromillions', [1, 2, 3, 4, 5], [12, 12], 'special: a number is repeated'],
  ] as const)('%s %j + %j: %s', (id, main, special, problem) => {
    expect(ticketLineProblem(game(id), { main, special })).toBe(problem);
  });
});
