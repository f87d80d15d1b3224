import { readFileSync } from 'node:fs';
import { findGame, GAMES, type Game } from '../games.js';
import { gameOfHistoryFile, historyFileName } from './history-files.js';
import { drawKey, parseHistoryCsv, type ParsedHistory } from './parse-history.js';

const HISTORY_DIR = new URL('../../../../services/draws/data/history/', import.meta.url);
const readHistory = (game: Game) => readFileSync(new URL(historyFileName(game), HISTORY_DIR), 'utf8');

const game = (id: string): Game => {
  const found = findGame(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};

const HEADER = 'draw_date,main,special,jackpot,source,matrix';

describe('history file names', () => {
  it('uses the admin ids and resolves them back to the games', () => {
    expect(historyFileName(game('california-lottery'))).toBe('california-superlotto.csv');
    expect(historyFileName(game('new-york-lottery'))).toBe('new-york-lotto.csv');
    expect(historyFileName(game('texas-lottery'))).toBe('texas-lotto.csv');
    for (const g of GAMES) expect(gameOfHistoryFile(`data/history/${historyFileName(g)}`)).toBe(g);
    expect(gameOfHistoryFile('README.md')).toBeUndefined();
    expect(gameOfHistoryFile('keno.csv')).toBeUndefined();
  });
});

describe('the shipped history files', () => {
  // Row counts from the summary table of services/draws/data/history/README.md.
  const README_ROWS: Record<string, number> = {
    powerball: 3267,
    'mega-millions': 2529,
    'florida-lotto': 3247,
    'california-superlotto': 4084,
    'new-york-lotto': 2513,
    'texas-lotto': 3704,
    euromillions: 1974,
    eurojackpot: 983,
    'uk-lotto': 3220,
    superenalotto: 4251,
    'la-primitiva': 4176,
    'lotto-6aus49': 5031,
  };
  const parsed = new Map<string, ParsedHistory>(GAMES.map((g) => [g.id, parseHistoryCsv(g, readHistory(g))]));
  const rowsOf = (id: string) => parsed.get(id)?.rows ?? [];

  it.each(GAMES.map((g) => [g.adminId, g] as const))('%s: every row is valid and kept', (adminId, g) => {
    const result = parsed.get(g.id);
    expect(result?.invalid).toEqual([]);
    expect(result?.rows).toHaveLength(README_ROWS[adminId]!);
  });

  it('matches the README per-matrix counts', () => {
    const count = (id: string, matrix: string) => rowsOf(id).filter((row) => row.matrix === matrix).length;
    expect(count('powerball', '5/69+1/26')).toBe(1396);
    expect(count('mega-millions', '5/70+1/24')).toBe(140);
    expect(count('texas-lottery', '6/54')).toBe(292 + 2301);
    expect(count('uk-lotto', '6/59+bonus')).toBe(1155);
    expect(count('la-primitiva', '6/49+C')).toBe(310);
    expect(count('la-primitiva', '6/49+C+R0-9')).toBe(3866);
  });

  it('keeps both UK Lotto draws of the double nights', () => {
    const perDate = new Map<string, number>();
    for (const row of rowsOf('uk-lotto')) perDate.set(row.drawDate, (perDate.get(row.drawDate) ?? 0) + 1);
    const doubleNights = [...perDate].filter(([, n]) => n === 2).map(([date]) => date);
    expect(doubleNights).toHaveLength(21);
    expect(doubleNights.every((date) => date >= '2026-06-10')).toBe(true);
    const june10 = rowsOf('uk-lotto').filter((row) => row.drawDate === '2026-06-10');
    expect(june10.map((row) => row.main)).toEqual([
      [2, 5, 12, 42, 47, 54],
      [1, 12, 25, 29, 40, 41],
    ]);
    expect(june10.every((row) => row.special.length === 0 && row.jackpot === 2_000_000)).toBe(true);
  });

  it('takes the Reintegro, not the Complementario, as La Primitiva’s special', () => {
    const byDate = new Map(rowsOf('la-primitiva').map((row) => [row.drawDate, row]));
    // 1985: only a Complementario (27), no Reintegro yet.
    expect(byDate.get('1985-10-17')).toMatchObject({ main: [3, 11, 13, 15, 34, 35], special: [], matrix: '6/49+C' });
    // "1 4" is Complementario 1, Reintegro 4; "27 0" has Reintegro 0.
    expect(byDate.get('1991-06-20')?.special).toEqual([4]);
    expect(byDate.get('1991-06-22')?.special).toEqual([0]);
    expect(byDate.get('2026-08-20')).toMatchObject({ main: [1, 9, 20, 22, 37, 45], special: [9] });
  });

  it('leaves bonus balls and Jolly out and keeps two ascending specials', () => {
    for (const id of ['new-york-lottery', 'uk-lotto', 'superenalotto']) {
      expect(rowsOf(id).every((row) => row.special.length === 0)).toBe(true);
    }
    const euromillions = rowsOf('euromillions');
    expect(euromillions.at(-1)).toMatchObject({
      drawDate: '2026-08-21',
      main: [10, 14, 15, 19, 45],
      special: [4, 12],
      jackpot: 42_251_861,
      source: 'CostaCory/uk-lottery-dashboard',
    });
    expect(rowsOf('eurojackpot').every((row) => row.special.length === 2 && row.special[0]! < row.special[1]!)).toBe(true);
    expect(rowsOf('powerball')[0]).toMatchObject({ drawDate: '1997-11-01', special: [20], jackpot: null, matrix: '5/45+1/45' });
  });

  it('keeps the bonus ball, Jolly and Complementario as bonus numbers, and nothing else', () => {
    const row = (id: string, date: string) => rowsOf(id).filter((draw) => draw.drawDate === date);
    expect(row('uk-lotto', '2026-06-10').map((draw) => draw.bonus)).toEqual([[51], [16]]);
    expect(row('new-york-lottery', '2001-09-12')[0]?.bonus).toEqual([39]);
    // Jolly 77 then SuperStar 49: the SuperStar is an add-on game, not a bonus of the main line.
    expect(row('superenalotto', '2026-08-20')[0]).toMatchObject({ special: [], bonus: [77] });
    // Complementario 2, Reintegro 9.
    expect(row('la-primitiva', '2026-08-20')[0]).toMatchObject({ special: [9], bonus: [2] });
    expect(row('la-primitiva', '1985-10-17')[0]).toMatchObject({ special: [], bonus: [27] });
    for (const id of ['new-york-lottery', 'uk-lotto', 'superenalotto', 'la-primitiva']) {
      expect(rowsOf(id).every((draw) => draw.bonus.length === 1 && !draw.main.includes(draw.bonus[0]!))).toBe(true);
    }
    for (const id of ['powerball', 'mega-millions', 'euromillions', 'eurojackpot', 'texas-lottery', 'lotto-6aus49', 'florida-lotto', 'california-lottery']) {
      expect(rowsOf(id).every((draw) => draw.bonus.length === 0)).toBe(true);
    }
  });
});

describe('invalid rows', () => {
  const powerball = game('powerball');
  const csv = (...lines: string[]) => [HEADER, ...lines].join('\n') + '\n';
  const good = '2026-08-19,10 21 58 61 64,17,,kazekzak/gryliczbowe,5/69+1/26';

  it.each([
    ['2026-02-30,10 21 58 61 64,17,,s,5/69+1/26', "draw_date '2026-02-30' is not a yyyy-mm-dd date"],
    ['1990-01-03,10 21 28 31 34,17,,s,5/45+1/45', '1990-01-03 is before the first known rules of powerball'],
    ['2026-08-22,10 21 58 61 64,17,,s,5/59+1/35', "matrix '5/59+1/35' differs from 5/69+1/26, in force on 2026-08-22"],
    ['2026-08-22,10 21 58 61,17,,s,5/69+1/26', 'main: 4 numbers, expected 5'],
    ['2026-08-22,10 21 58 61 70,17,,s,5/69+1/26', 'main: 70 outside 1-69'],
    ['2026-08-22,10 21 21 61 64,17,,s,5/69+1/26', 'main: repeated numbers'],
    ['2026-08-22,21 10 58 61 64,17,,s,5/69+1/26', 'main: not in ascending order'],
    ['2026-08-22,10 21 58 61 x,17,,s,5/69+1/26', "main '10 21 58 61 x' is not a list of whole numbers"],
    ['2026-08-22,10 21 58 61 64,,,s,5/69+1/26', 'special: 0 numbers, expected 1'],
    ['2026-08-22,10 21 58 61 64,27,,s,5/69+1/26', 'special: 27 outside 1-26'],
    ['2026-08-22,10 21 58 61 64,17,$5M,s,5/69+1/26', "jackpot '$5M' is not a whole number"],
    ['2026-08-22,10 21 58 61 64,17,,,5/69+1/26', 'source is empty'],
    ['2026-08-22,10 21 58 61 64,17', "matrix '' differs from 5/69+1/26, in force on 2026-08-22"],
    [good, 'duplicate draw 2026-08-19 10-21-58-61-64'],
  ])('reports %s with its line', (line, reason) => {
    const result = parseHistoryCsv(powerball, csv(good, line));
    expect(result.rows).toHaveLength(1);
    expect(result.invalid).toEqual([expect.objectContaining({ line: 3, reason })]);
  });

  it.each([
    ['2026-08-22,2 5 12 42 47 54,60,,s,6/59+bonus', 'bonus: 60 not a further number of the main drum 1-59'],
    ['2026-08-22,2 5 12 42 47 54,12,,s,6/59+bonus', 'bonus: 12 not a further number of the main drum 1-59'],
  ])('reports a bonus ball that is not a further ball of the drum (%s)', (line, reason) => {
    const result = parseHistoryCsv(game('uk-lotto'), csv(line));
    expect(result.invalid).toEqual([expect.objectContaining({ reason })]);
  });

  it('accepts a draw whose source lacks the bonus ball', () => {
    const result = parseHistoryCsv(game('uk-lotto'), csv('2026-08-22,2 5 12 42 47 54,,,s,6/59+bonus'));
    expect(result.rows).toEqual([expect.objectContaining({ special: [], bonus: [] })]);
  });

  it('keeps two draws of the same night with different numbers', () => {
    const result = parseHistoryCsv(powerball, csv(good, good.replace('10 21', '11 21')));
    expect(result.rows.map(drawKey)).toEqual(['2026-08-19 10-21-58-61-64', '2026-08-19 11-21-58-61-64']);
    expect(result.invalid).toEqual([]);
  });

  it('rejects a file with another header', () => {
    expect(() => parseHistoryCsv(powerball, 'date,main,special\n2026-08-19,1 2 3 4 5,6\n')).toThrow(/header/);
  });
});
