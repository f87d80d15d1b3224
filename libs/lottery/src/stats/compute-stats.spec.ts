import { readFileSync } from 'node:fs';
import { findGame, type Game } from '../games.js';
import { parseHistoryCsv } from '../history/parse-history.js';
import { computeStats, currentRulesDraws, pastLines, type StatsDraw } from './compute-stats.js';

const game = (id: string): Game => {
  const found = findGame(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};

// Lotto 6aus49: current rules 6/49+SZ0-9 since 1991-12-07; bands 1-9, 10-19, 20-29, 30-39, 40-49.
const lotto = game('lotto-6aus49');
const oldRules: StatsDraw = { drawDate: '1990-01-06', main: [1, 2, 3, 4, 5, 6], special: [] };
const first: StatsDraw = { drawDate: '2020-01-01', main: [1, 12, 23, 34, 45, 46], special: [3] };
const second: StatsDraw = { drawDate: '2020-01-04', main: [2, 12, 13, 30, 31, 49], special: [3] };
const third: StatsDraw = { drawDate: '2020-01-08', main: [12, 22, 23, 24, 40, 41], special: [0] };
// Deliberately out of date order: the statistics must order by date.
const draws = [third, oldRules, first, second];

describe('computeStats over hand-made draws', () => {
  const stats = computeStats(lotto, draws);

  it('counts only the current rules, by date', () => {
    expect(stats).toMatchObject({
      game: 'lotto-6aus49',
      rules: '6/49+SZ0-9',
      since: '1991-12-07',
      draws: 3,
      from: '2020-01-01',
      to: '2020-01-08',
    });
    expect(stats.pastLines).toBeUndefined();
  });

  it('counts every main and special number, zeros included', () => {
    expect(Object.keys(stats.main)).toHaveLength(49);
    expect(stats.main['12']).toBe(3);
    expect(stats.main['23']).toBe(2);
    expect(stats.main['1']).toBe(1);
    expect(stats.main['3']).toBe(0);
    expect(Object.values(stats.main).reduce((a, b) => a + b, 0)).toBe(18);
    expect(stats.special).toEqual({ 0: 1, 1: 0, 2: 0, 3: 2, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0 });
  });

  it('ranks hot and cold numbers with ties broken by the lower number', () => {
    expect(stats.hot.slice(0, 5)).toEqual([12, 23, 1, 2, 13]);
    expect(stats.hot).toHaveLength(49);
    expect(stats.cold.slice(0, 3)).toEqual([3, 4, 5]);
    expect(stats.cold.slice(-3)).toEqual([49, 23, 12]);
  });

  it('counts draws since each number was last seen', () => {
    expect(stats.overdue['12']).toBe(0);
    expect(stats.overdue['2']).toBe(1);
    expect(stats.overdue['1']).toBe(2);
    expect(stats.overdue['3']).toBe(3);
  });

  it('counts band patterns per draw', () => {
    expect(stats.bands).toEqual([
      [1, 9],
      [10, 19],
      [20, 29],
      [30, 39],
      [40, 49],
    ]);
    expect(stats.bucketPatterns).toEqual({ '1-1-1-1-2': 1, '1-2-0-2-1': 1, '0-1-3-0-2': 1 });
  });

  it('counts band transitions within draws and from one draw to the next', () => {
    // Bands in date order: 0 1 2 3 4 4 | 0 1 1 3 3 4 | 1 2 2 2 4 4 (17 steps).
    expect(stats.transitions).toEqual({
      0: { 1: 2 },
      1: { 1: 1, 2: 2, 3: 1 },
      2: { 2: 2, 3: 1, 4: 1 },
      3: { 3: 1, 4: 2 },
      4: { 0: 1, 1: 1, 4: 2 },
    });
  });

  it('limits everything to the newest window of draws', () => {
    const windowed = computeStats(lotto, draws, { window: 2 });
    expect(windowed).toMatchObject({ draws: 2, from: '2020-01-04', to: '2020-01-08' });
    expect(windowed.main['12']).toBe(2);
    expect(windowed.main['1']).toBe(0);
    expect(windowed.overdue['1']).toBe(2);
    expect(windowed.overdue['2']).toBe(1);
    expect(windowed.bucketPatterns).toEqual({ '1-2-0-2-1': 1, '0-1-3-0-2': 1 });
  });

  it('gives empty statistics for no draws and no specials for games without them', () => {
    const empty = computeStats(game('uk-lotto'), []);
    expect(empty).toMatchObject({ draws: 0, from: null, to: null, special: {}, bucketPatterns: {}, transitions: {} });
    expect(empty.overdue['59']).toBe(0);
  });
});

describe('pastLines', () => {
  it('holds every past line that is possible today, once, whatever the era', () => {
    const withRepeat = [...draws, { ...first, drawDate: '2021-05-05' }];
    const stats = computeStats(lotto, withRepeat, { window: 1, includePastLines: true });
    expect(stats.pastLines?.sort()).toEqual(
      ['1-12-23-34-45-46', '1-2-3-4-5-6', '12-22-23-24-40-41', '2-12-13-30-31-49'].sort(),
    );
  });

  it('leaves out lines of an older matrix that do not fit the current one', () => {
    const texas = game('texas-lottery');
    const lines = pastLines(texas, [
      { drawDate: '2004-01-03', main: [1, 2, 3, 4, 44], special: [9] },
      { drawDate: '1995-01-07', main: [1, 2, 3, 4, 5, 50], special: [] },
      { drawDate: '2010-01-06', main: [1, 2, 3, 4, 5, 54], special: [] },
    ]);
    expect(lines).toEqual(['1-2-3-4-5-50', '1-2-3-4-5-54']);
  });
});

describe('currentRulesDraws', () => {
  it('keeps Lotto Texas draws from the 2006 return of 6/54, not the 2000-2003 6/54 era', () => {
    const texas = game('texas-lottery');
    const kept = currentRulesDraws(texas, [
      { drawDate: '2006-04-26', main: [1, 2, 3, 4, 5, 6], special: [] },
      { drawDate: '2001-01-03', main: [1, 2, 3, 4, 5, 6], special: [] },
      { drawDate: '2006-04-22', main: [1, 2, 3, 4, 44], special: [1] },
    ]);
    expect(kept.map((d) => d.drawDate)).toEqual(['2006-04-26']);
  });
});

describe('computeStats over the shipped Powerball history', () => {
  const powerball = game('powerball');
  const csvText = readFileSync(new URL('../../../../services/draws/data/history/powerball.csv', import.meta.url), 'utf8');
  const { rows } = parseHistoryCsv(powerball, csvText);
  const stats = computeStats(powerball, rows, { includePastLines: true });

  it('counts the 1396 draws of 5/69+1/26', () => {
    expect(stats).toMatchObject({ rules: '5/69+1/26', since: '2015-10-07', draws: 1396, from: '2015-10-07', to: '2026-08-19' });
    expect(Object.values(stats.main).reduce((a, b) => a + b, 0)).toBe(1396 * 5);
    expect(Object.values(stats.special).reduce((a, b) => a + b, 0)).toBe(1396);
    expect(Object.values(stats.bucketPatterns).reduce((a, b) => a + b, 0)).toBe(1396);
    const steps = Object.values(stats.transitions).flatMap((to) => Object.values(to));
    expect(steps.reduce((a, b) => a + b, 0)).toBe(1396 * 5 - 1);
  });

  it('agrees with a count made straight from the file lines', () => {
    const expected: Record<string, number> = {};
    for (const line of csvText.trim().split('\n').slice(1)) {
      const [, main, , , , matrix] = line.split(',');
      if (matrix !== '5/69+1/26') continue;
      for (const n of main!.split(' ')) expected[n] = (expected[n] ?? 0) + 1;
    }
    for (let n = 1; n <= 69; n++) expect(stats.main[n]).toBe(expected[n] ?? 0);
    expect(stats.main[stats.hot[0]!]).toBe(Math.max(...Object.values(expected)));
  });

  it('lists the past lines of every era that fit today’s matrix', () => {
    expect(stats.pastLines).toContain('10-21-58-61-64');
    expect(new Set(stats.pastLines).size).toBe(stats.pastLines!.length);
    expect(stats.pastLines!.length).toBeGreaterThan(3000);
  });
});
