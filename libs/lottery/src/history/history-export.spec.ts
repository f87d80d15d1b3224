import { parse } from 'csv-parse/sync';
import { findGame, type Game } from '../games.js';
import type { ListedDraw } from './draw-row.js';
import { HISTORY_EXPORT_COLUMNS, historyCsv, historyExportFileName, historyJson, neutraliseCsvCell } from './history-export.js';

const game = (id: string) => findGame(id) as Game;
const draw = (overrides: Partial<ListedDraw> = {}): ListedDraw => ({
  draw_date: '2026-08-19',
  main: [10, 21, 58, 61, 64],
  special: [17],
  bonus: [],
  jackpot: null,
  jackpot_currency: null,
  source: 'kazekzak/gryliczbowe',
  ...overrides,
});
const rowsOf = (csv: string) => parse(csv, { bom: true }) as string[][];

describe('neutraliseCsvCell (OWASP CSV injection)', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
  ])('prefixes %j with an apostrophe', (value, expected) => {
    expect(neutraliseCsvCell(value)).toBe(expected);
  });

  it.each(['10 21 58', 'Powerball', 'a=b', '', "'quoted"])('leaves %j as it is', (value) => {
    expect(neutraliseCsvCell(value)).toBe(value);
  });
});

describe('historyCsv', () => {
  it('starts with a byte-order mark, quotes every field and ends lines with CRLF', () => {
    const csv = historyCsv(game('powerball'), [draw()]);
    expect(csv.startsWith('\uFEFF"date","lottery","numbers","bonus","jackpot","method","jackpot_currency","drawn_bonus","source"\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')[1]).toBe('"2026-08-19","Powerball","10 21 58 61 64","17",,"draw",,,"kazekzak/gryliczbowe"');
  });

  it('reads back, through a CSV parser, as the draws it was given', () => {
    const draws = [
      draw({ draw_date: '2026-06-10', main: [2, 5, 12, 42, 47, 54], special: [], bonus: [51], jackpot: 2_000_000, jackpot_currency: 'GBP', source: 'CostaCory/uk-lottery-dashboard' }),
      draw({ draw_date: '2026-06-10', main: [1, 12, 25, 29, 40, 41], special: [], bonus: [16], jackpot: null, source: 'uk-national-lottery' }),
    ];
    expect(rowsOf(historyCsv(game('uk-lotto'), draws))).toEqual([
      [...HISTORY_EXPORT_COLUMNS],
      ['2026-06-10', 'UK Lotto', '2 5 12 42 47 54', '', '2000000', 'draw', 'GBP', '51', 'CostaCory/uk-lottery-dashboard'],
      ['2026-06-10', 'UK Lotto', '1 12 25 29 40 41', '', '', 'draw', '', '16', 'uk-national-lottery'],
    ]);
  });

  it('escapes quotes, commas and line breaks, and neutralises a formula, in any field', () => {
    const hostile = '=HYPERLINK("http://evil.example","click, here")\nnext line';
    const [, row] = rowsOf(historyCsv(game('euromillions'), [draw({ source: hostile, special: [4, 12], jackpot: 17_000_000, jackpot_currency: 'EUR' })]));
    expect(row).toEqual(['2026-08-19', 'EuroMillions', '10 21 58 61 64', '4 12', '17000000', 'draw', 'EUR', '', `'${hostile}`]);
    expect(historyCsv(game('euromillions'), [draw({ source: 'a"b' })])).toContain('"a""b"');
  });

  it('writes the currency stored with the jackpot, not one guessed from the row’s source', () => {
    // A UK archive row (pounds) whose numbers a later source updated, keeping its jackpot.
    const [, row] = rowsOf(historyCsv(game('euromillions'), [draw({ special: [4, 12], jackpot: 42_251_861, jackpot_currency: 'GBP', source: 'magayo' })]));
    expect(row?.[6]).toBe('GBP');
  });

  it('writes only the header for no draws', () => {
    expect(rowsOf(historyCsv(game('powerball'), []))).toEqual([[...HISTORY_EXPORT_COLUMNS]]);
  });
});

describe('historyJson and the file name', () => {
  it('keeps the records as the API gave them', () => {
    const draws = [draw(), draw({ draw_date: '2026-08-17' })];
    expect(JSON.parse(historyJson(game('powerball'), draws))).toEqual({ game: 'powerball', name: 'Powerball', draws });
  });

  it('names the file after the filter and the day', () => {
    expect(historyExportFileName('last10', '2026-11-23')).toBe('lottery-history-last10-2026-11-23.csv');
    expect(historyExportFileName('thisMonth', '2026-11-23', 'json')).toBe('lottery-history-thisMonth-2026-11-23.json');
  });
});
