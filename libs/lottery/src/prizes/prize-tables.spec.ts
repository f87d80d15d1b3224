import { findGame, GAME_IDS, type GameId } from '../games.js';
import { choose } from './odds.js';
import { tierWays } from './odds.js';
import { currentPrizeTable, prizeTableOn, prizeTablesOf } from './prize-tables.js';
import { anySpecial, hit, JACKPOT, mainOnly, SHARED, withBonus } from './table-spec.js';
import type { DrawnNumbers, PrizeTable, TicketLine, TierOdds } from './types.js';
import { lineHits, tierOf } from './match.js';

const table = (gameId: GameId, since: string): PrizeTable => {
  const found = prizeTablesOf(gameId).find((t) => t.since === since);
  if (!found) throw new Error(`no table ${gameId} ${since}`);
  return found;
};

/** Published odds are rounded: compare at the precision they were published with ('24.87', '292201338'). */
const published = (odds: TierOdds, figure: string) => {
  const decimals = figure.split('.')[1]?.length ?? 0;
  expect(odds.oneIn.toFixed(decimals)).toBe(figure);
};

/** Every tier against the official chart, in the chart's order. */
const chart = (gameId: GameId, since: string, tiers: [id: string, oneIn: string][], anyPrize?: string) => {
  const t = table(gameId, since);
  expect(t.tiers.map((tier) => tier.id)).toEqual(tiers.map(([id]) => id));
  t.tiers.forEach((tier, i) => published(tier.odds, tiers[i]![1]));
  if (anyPrize) published(t.anyPrizeOdds, anyPrize);
};

describe('prize tables: odds computed from the matrix equal the official charts', () => {
  it('Powerball since 2015 (powerball.com: jackpot 1 in 292,201,338, any prize 1 in 24.87)', () => {
    chart('powerball', '2015-10-07', [
      ['5+1', '292201338'], ['5+0', '11688053.52'], ['4+1', '913129.18'], ['4+0', '36525.17'], ['3+1', '14494.11'],
      ['3+0', '579.76'], ['2+1', '701.33'], ['1+1', '91.98'], ['0+1', '38.32'],
    ], '24.87');
  });

  it('Powerball 2012-2015 (5/59 + 1/35) and the jackpot odds of every earlier matrix', () => {
    chart('powerball', '2012-01-18', [
      ['5+1', '175223510'], ['5+0', '5153632.65'], ['4+1', '648975.96'], ['4+0', '19087.53'], ['3+1', '12244.83'],
      ['3+0', '360.14'], ['2+1', '706.43'], ['1+1', '110.81'], ['0+1', '55.41'],
    ], '31.85');
    published(table('powerball', '2009-01-07').anyPrizeOdds, '35.11');
    const jackpots = prizeTablesOf('powerball').slice(0, 5).map((t) => t.tiers[0]?.odds.oneIn);
    expect(jackpots).toEqual([54_979_155, 80_089_128, 120_526_770, 146_107_962, 195_249_054]);
  });

  it('Mega Millions since 2025-04-08 (1 in 290,472,336; any prize 1 in 23) and the eras before', () => {
    chart('mega-millions', '2025-04-08', [
      ['5+1', '290472336'], ['5+0', '12629232'], ['4+1', '893761'], ['4+0', '38859'], ['3+1', '13965'],
      ['3+0', '607'], ['2+1', '665'], ['1+1', '86'], ['0+1', '35'],
    ], '23');
    chart('mega-millions', '2017-10-31', [
      ['5+1', '302575350'], ['5+0', '12607306'], ['4+1', '931001'], ['4+0', '38792'], ['3+1', '14547'],
      ['3+0', '606'], ['2+1', '693'], ['1+1', '89'], ['0+1', '37'],
    ], '24');
    chart('mega-millions', '2013-10-22', [
      ['5+1', '258890850'], ['5+0', '18492204'], ['4+1', '739688'], ['4+0', '52835'], ['3+1', '10720'],
      ['3+0', '766'], ['2+1', '473'], ['1+1', '56'], ['0+1', '21'],
    ], '14.71');
    published(table('mega-millions', '2005-06-22').tiers[0]!.odds, '175711536');
    published(table('mega-millions', '2005-06-22').anyPrizeOdds, '40');
    published(table('mega-millions', '2002-05-17').tiers[0]!.odds, '135145920');
  });

  it('Florida Lotto 6/53 and 6/49', () => {
    chart('florida-lotto', '1999-10-27', [ ['6', '22957480'], ['5', '81410'], ['4', '1416'], ['3', '71'], ['2', '9'] ]);
    published(table('florida-lotto', '1988-05-07').tiers[0]!.odds, '13983816');
  });

  it('California SuperLotto Plus (1 in 41,416,353; any prize 1 in 23) and the 6-number Lotto eras', () => {
    chart('california-lottery', '2000-06-07', [
      ['5+1', '41416353'], ['5+0', '1592937'], ['4+1', '197221'], ['4+0', '7585'], ['3+1', '4810'],
      ['3+0', '185'], ['2+1', '361'], ['1+1', '74'], ['0+1', '49'],
    ], '23');
    const lottoJackpots = prizeTablesOf('california-lottery').slice(0, 3).map((t) => t.tiers[0]?.odds.oneIn);
    expect(lottoJackpots).toEqual([13_983_816, 22_957_480, 18_009_460]);
  });

  it('New York Lotto (1 in 45,057,474; 5 + bonus 1 in 7,509,579)', () => {
    chart('new-york-lottery', '2001-09-12', [ ['6', '45057474'], ['5+bonus', '7509579'], ['5', '144415'], ['4', '2180'], ['3', '96'] ]);
  });

  it('Lotto Texas 6/54 (1 in 25,827,165; any prize 1 in 71), 6/50 and the Bonus Ball era', () => {
    chart('texas-lottery', '2006-04-26', [ ['6', '25827165'], ['5', '89678'], ['4', '1526'], ['3', '75'] ], '71');
    published(table('texas-lottery', '1992-11-14').tiers[0]!.odds, '15890700');
    published(table('texas-lottery', '2003-05-07').tiers[0]!.odds, '47784352');
  });

  it('EuroMillions since 2016 (1 in 139,838,160; any prize 1 in 12.97), 2011 and 2004', () => {
    chart('euromillions', '2016-09-27', [
      ['5+2', '139838160'], ['5+1', '6991908'], ['5+0', '3107515'], ['4+2', '621503'], ['4+1', '31075'], ['3+2', '14125'],
      ['4+0', '13811'], ['2+2', '985'], ['3+1', '706'], ['3+0', '314'], ['1+2', '188'], ['2+1', '49'], ['2+0', '22'],
    ], '12.97');
    published(table('euromillions', '2011-05-10').tiers[0]!.odds, '116531800');
    published(table('euromillions', '2011-05-10').anyPrizeOdds, '13');
    published(table('euromillions', '2004-02-13').tiers[0]!.odds, '76275360');
  });

  it('Eurojackpot since 2022 (1 in 139,838,160; any prize 1 in 32), 2014 and 2012', () => {
    chart('eurojackpot', '2022-03-25', [
      ['5+2', '139838160'], ['5+1', '6991908'], ['5+0', '3107515'], ['4+2', '621503'], ['4+1', '31075'], ['4+0', '13811'],
      ['3+2', '14125'], ['2+2', '985'], ['3+1', '706'], ['3+0', '314'], ['1+2', '188'], ['2+1', '49'],
    ], '32');
    published(table('eurojackpot', '2014-10-10').tiers[0]!.odds, '95344200');
    published(table('eurojackpot', '2014-10-10').anyPrizeOdds, '26');
    published(table('eurojackpot', '2012-03-23').tiers[0]!.odds, '59325280');
  });

  it('UK Lotto 6/59 (1 in 45,057,474; any prize 1 in 9.23) and 6/49 (1 in 13,983,816; any prize 1 in 54)', () => {
    chart('uk-lotto', '2015-10-10', [ ['6', '45057474'], ['5+bonus', '7509579'], ['5', '144415'], ['4', '2180'], ['3', '96.2'], ['2', '10.3'] ], '9.2');
    chart('uk-lotto', '1994-11-19', [ ['6', '13983816'], ['5+bonus', '2330636'], ['5', '55491'], ['4', '1032'], ['3', '57'] ], '54');
  });

  it('SuperEnalotto (1 in 622,614,630; 5 + Jolly 1 in 103,769,105; any prize 1 in 20 since 2009)', () => {
    chart('superenalotto', '2009-07-01', [ ['6', '622614630'], ['5+bonus', '103769105'], ['5', '1250230'], ['4', '11907'], ['3', '327'], ['2', '22'] ], '20');
    expect(table('superenalotto', '1997-12-03').tiers.map((t) => t.id)).toEqual(['6', '5+bonus', '5', '4', '3']);
  });

  it('La Primitiva (Especial 1 in 139,838,160; the Reintegro counted where it is the best prize)', () => {
    chart('la-primitiva', '1991-06-20', [
      ['6+1', '139838160'], ['6', '15537573'], ['5+bonus', '2330636'], ['5', '55491'], ['4', '1032'], ['3', '57'], ['reintegro', '10'],
    ]);
    // The Reintegro is 1 in 10; it is the best prize when fewer than 3 numbers match.
    const belowThree = [0, 1, 2].reduce((sum, k) => sum + choose(6, k) * choose(43, 6 - k), 0n);
    const reintegro = table('la-primitiva', '1991-06-20').tiers.find((t) => t.id === 'reintegro')!;
    expect(reintegro.odds.probability).toBeCloseTo(Number(belowThree) / 13_983_816 / 10, 15);
    chart('la-primitiva', '1985-10-17', [ ['6', '13983816'], ['5+bonus', '2330636'], ['5', '55491'], ['4', '1032'], ['3', '57'] ], '54');
  });

  it('Lotto 6aus49 since 2013 (class 1 1:139,838,160 … class 9 1:76; any prize 1:31)', () => {
    chart('lotto-6aus49', '2013-05-04', [
      ['6+1', '139838160'], ['6+0', '15537573'], ['5+1', '542008'], ['5+0', '60223'], ['4+1', '10324'],
      ['4+0', '1147'], ['3+1', '567'], ['3+0', '63'], ['2+1', '76'],
    ], '31');
    published(table('lotto-6aus49', '1955-10-09').tiers[0]!.odds, '13983816');
    published(table('lotto-6aus49', '1991-12-07').tiers[0]!.odds, '139838160');
  });
});

describe('prize tables: cover every rules era', () => {
  it.each([...GAME_IDS])('%s: a table starts with every matrix, no matrix changes inside a table, ranks in order', (gameId) => {
    const game = findGame(gameId)!;
    const tables = prizeTablesOf(gameId);
    const starts = tables.map((t) => t.since);
    for (const rules of game.rules) expect(starts).toContain(rules.since);
    expect([...starts].sort()).toEqual(starts);
    for (const t of tables) {
      expect(t.tiers.map((tier) => tier.rank)).toEqual(t.tiers.map((_, i) => i + 1));
      expect(new Set(t.tiers.map((tier) => tier.id)).size).toBe(t.tiers.length);
      expect(t.tiers[0]?.prize.kind).toBe('jackpot');
      expect(t.tiers.every((tier) => tier.odds.ways > 0)).toBe(true);
      expect(t.source.url).toMatch(/^https:\/\//);
      expect(t.ticketPrice).toBeGreaterThan(0);
    }
    expect(currentPrizeTable(gameId)).toBe(tables[tables.length - 1]);
  });

  it('prizeTableOn picks the table in force on the date, none before the first', () => {
    expect(prizeTableOn('mega-millions', '2025-04-07')?.since).toBe('2017-10-31');
    expect(prizeTableOn('mega-millions', '2025-04-08')?.since).toBe('2025-04-08');
    expect(prizeTableOn('uk-lotto', '2015-10-09')?.since).toBe('1994-11-19');
    expect(prizeTableOn('powerball', '1992-04-21')).toBeUndefined();
  });
});

describe('prizeTablesOf', () => {
  it('builds a game\'s tables once and hands out the same objects (the ticket checker memoises per table)', () => {
    expect(prizeTablesOf('euromillions')).toBe(prizeTablesOf('euromillions'));
    expect(currentPrizeTable('euromillions')).toBe(prizeTablesOf('euromillions').at(-1));
  });

  it('has no tables for an id that is not a game, prototype keys included', () => {
    for (const id of ['nope', 'constructor', '__proto__', 'toString']) expect(prizeTablesOf(id as GameId)).toEqual([]);
  });
});

/** The tier a line wins on one draw, the way the ticket checker finds it. */
const winningTier = (t: PrizeTable, line: TicketLine, drawn: DrawnNumbers) => tierOf(t, lineHits(line)(drawn));

describe('the tier a line wins (lineHits, tierOf)', () => {
  const draw = (main: number[], special: number[] = [], bonus: number[] = []) => ({ main, special, bonus });

  it('Powerball: the jackpot, 4 + Powerball, the Powerball alone, nothing', () => {
    const t = currentPrizeTable('powerball');
    const drawn = draw([3, 14, 25, 36, 47], [9]);
    expect(winningTier(t, { main: [3, 14, 25, 36, 47], special: [9] }, drawn)?.id).toBe('5+1');
    expect(winningTier(t, { main: [3, 14, 25, 36, 48], special: [9] }, drawn)?.id).toBe('4+1');
    expect(winningTier(t, { main: [1, 2, 4, 5, 6], special: [9] }, drawn)?.id).toBe('0+1');
    expect(winningTier(t, { main: [3, 14, 1, 2, 4], special: [8] }, drawn)).toBeUndefined();
  });

  it('UK Lotto: 5 + bonus needs the bonus ball; a draw without its bonus recorded gives 5', () => {
    const t = currentPrizeTable('uk-lotto');
    const line = { main: [1, 2, 3, 4, 5, 7], special: [] };
    expect(winningTier(t, line, draw([1, 2, 3, 4, 5, 6], [], [7]))?.id).toBe('5+bonus');
    expect(winningTier(t, line, draw([1, 2, 3, 4, 5, 6]))?.id).toBe('5');
    expect(winningTier(t, line, draw([1, 2, 30, 40, 50, 59], [], [7]))?.id).toBe('2');
  });

  it('La Primitiva: the Reintegro only when no category is won; 6 + Reintegro is the Especial', () => {
    const t = currentPrizeTable('la-primitiva');
    const drawn = draw([1, 2, 3, 4, 5, 6], [7], [8]);
    expect(winningTier(t, { main: [1, 2, 3, 4, 5, 6], special: [7] }, drawn)?.id).toBe('6+1');
    expect(winningTier(t, { main: [1, 2, 3, 4, 5, 6], special: [0] }, drawn)?.id).toBe('6');
    expect(winningTier(t, { main: [1, 2, 3, 4, 5, 8], special: [7] }, drawn)?.id).toBe('5+bonus');
    expect(winningTier(t, { main: [1, 2, 3, 40, 41, 42], special: [7] }, drawn)?.id).toBe('3');
    expect(winningTier(t, { main: [1, 2, 30, 40, 41, 42], special: [7] }, drawn)?.id).toBe('reintegro');
    expect(winningTier(t, { main: [1, 2, 30, 40, 41, 42], special: [0] }, drawn)).toBeUndefined();
  });

  it('Lotto 6aus49: class 9 is 2 + Superzahl; the table of 2000 knows the Zusatzzahl', () => {
    expect(winningTier(currentPrizeTable('lotto-6aus49'), { main: [1, 2, 10, 11, 12, 13], special: [4] }, draw([1, 2, 3, 4, 5, 6], [4]))?.id).toBe('2+1');
    const old = prizeTableOn('lotto-6aus49', '2000-01-01')!;
    expect(winningTier(old, { main: [1, 2, 3, 7, 12, 13], special: [0] }, draw([1, 2, 3, 4, 5, 6], [4], [7]))?.id).toBe('3+bonus');
  });

  it('agrees with the odds: every draw of a small game enumerated gives the computed counts', () => {
    // 3 from 8, a bonus from the remaining 5, 1 special from 1-3, with tiers of every kind.
    const rules = { since: '2000-01-01', matrix: 'test', mainCount: 3, mainMax: 8, specialCount: 1, specialMin: 1, specialMax: 3 };
    const specs = [hit(3, 1, JACKPOT), anySpecial(mainOnly(3, SHARED)), anySpecial(withBonus(2, SHARED)), hit(2, 0, SHARED), { ...hit(0, 1, SHARED), id: 'r', ignores: 'main' as const }];
    const tiers = specs.map((s, i) => ({ ...s, rank: i + 1, odds: { ways: 0, outOf: 1, oneIn: 0, probability: 0 } }));
    const t: PrizeTable = { gameId: 'powerball', since: rules.since, tiers, source: { title: '', url: '' }, ticketPrice: 1, anyPrizeOdds: tiers[0]!.odds };
    const line = { main: [1, 2, 3], special: [1] };
    const counts = new Map<string, number>();
    let total = 0;
    for (let a = 1; a <= 8; a++) for (let b = a + 1; b <= 8; b++) for (let c = b + 1; c <= 8; c++) {
      for (let bonus = 1; bonus <= 8; bonus++) {
        if ([a, b, c].includes(bonus)) continue;
        for (let special = 1; special <= 3; special++) {
          total++;
          const won = winningTier(t, line, draw([a, b, c], [special], [bonus]));
          if (won) counts.set(won.id, (counts.get(won.id) ?? 0) + 1);
        }
      }
    }
    const { ways, outOf } = tierWays(rules, specs);
    expect(Number(outOf)).toBe(total);
    expect(specs.map((s, i) => [s.id, Number(ways[i])])).toEqual(specs.map((s) => [s.id, counts.get(s.id) ?? 0]));
  });
});
