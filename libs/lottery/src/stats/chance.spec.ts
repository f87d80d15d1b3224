import { readFileSync } from 'node:fs';
import { findGame, type Game } from '../games.js';
import { historyFileName } from '../history/history-files.js';
import { parseHistoryCsv } from '../history/parse-history.js';
import { chanceReading } from './chance.js';
import { computeStats } from './compute-stats.js';

const HISTORY_DIR = new URL('../../../../services/draws/data/history/', import.meta.url);
const powerball = findGame('powerball') as Game;
const rows = parseHistoryCsv(powerball, readFileSync(new URL(historyFileName(powerball), HISTORY_DIR), 'utf8')).rows;
const reading = chanceReading(powerball, computeStats(powerball, rows));

// Reference values computed apart from this code, with Python and SciPy 1.17 straight from
// powerball.csv (draws since 2015-10-07): counts, Pearson's X², scipy.stats.chi2.sf,
// scipy.stats.binom.ppf and math.comb.
describe('chanceReading of the shipped Powerball history', () => {
  it('gives the expected count and the 95% binomial band of every number', () => {
    expect(reading.draws).toBe(1396);
    expect(reading.main.numbers).toHaveLength(69);
    expect(reading.main.numbers[0]).toMatchObject({ number: 1, low: 83, high: 121 });
    expect(reading.main.numbers[0]?.expected).toBeCloseTo(101.15942028985508, 10);
    expect(reading.special?.numbers[0]).toMatchObject({ number: 1, low: 40, high: 68 });
  });

  it('tests uniformity with X² scaled for five numbers drawn without replacement', () => {
    // Pearson's X² = 79.86647564469914; scaled by 68/64.
    expect(reading.main.test.statistic).toBeCloseTo(84.85813037249284, 9);
    expect(reading.main.test.degrees).toBe(68);
    expect(reading.main.test.pValue).toBeCloseTo(0.08120822162009428, 9);
    // One Powerball of 26: no scaling needed ((n − 1)/(n − 1)).
    expect(reading.special?.test.statistic).toBeCloseTo(23.42120343839542, 9);
    expect(reading.special?.test.pValue).toBeCloseTo(0.552982331018621, 9);
    expect(reading.verdict).toBe('random');
  });

  it('sets the longest current gap against the expected one', () => {
    expect(reading.overdue[0]).toMatchObject({ number: 23, observedGap: 70 });
    expect(reading.overdue[0]?.expectedGap).toBeCloseTo(13.8, 10);
    expect(reading.overdue[0]?.chanceOfGap).toBeCloseTo(0.005166088327356348, 12);
  });

  it('sets the most frequent range-band pattern against its hypergeometric expectation', () => {
    expect(reading.patterns[0]?.pattern).toBe('1-1-1-1-1');
    expect(reading.patterns[0]?.observed).toBe(72);
    expect(reading.patterns[0]?.expected).toBeCloseTo(62.03432500367264, 8);
  });

  it('calls a clearly loaded drum unusual', () => {
    const stats = computeStats(powerball, rows);
    const loaded = { ...stats, main: { ...stats.main, 1: (stats.main[1] ?? 0) + 200 } };
    expect(chanceReading(powerball, loaded).verdict).toBe('unusual');
  });
});
