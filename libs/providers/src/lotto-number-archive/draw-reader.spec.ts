import { findGame, type Game } from '@pickwise/lottery';
import { readJsonSample, readSample } from '../stand-in/samples.js';
import { lottoNumberArchiveDrawReader } from './draw-reader.js';
import { ProviderPayloadError } from '../provider.js';
import type { ProviderRequest } from '../draws/draw-reader.js';

const lotto = findGame('lotto-6aus49') as Game;
const settings = { baseUrl: 'https://johannesfriedrich.github.io/LottoNumberArchive' };
const anyRequest: ProviderRequest = { url: 'https://johannesfriedrich.github.io/LottoNumberArchive/Lottonumbers_complete.json', label: 'x' };
const draw = (draw_date: string, main: number[], special: number[]) => ({ draw_date, main, special, bonus: [], jackpot: null, source: 'lotto-number-archive' });
const parse = (body: string, request = anyRequest) => lottoNumberArchiveDrawReader.parse(lotto, body, request);

const body = readSample('lotto-number-archive', 'lottonumberarchive-lottonumbers_complete.json');
const items = () => readJsonSample<{ data: Record<string, unknown>[] }>('lotto-number-archive', 'lottonumberarchive-lottonumbers_complete.json').data;
const withItems = (data: unknown[]) => JSON.stringify({ data });

describe('lotto-number-archive requests', () => {
  it('fetches the whole archive and keeps the newest 100 draws, or the range asked for', () => {
    const url = 'https://johannesfriedrich.github.io/LottoNumberArchive/Lottonumbers_complete.json';
    expect(lottoNumberArchiveDrawReader.requests(lotto, { kind: 'latest', today: '2026-07-23' }, settings)).toEqual([
      { url, label: 'Lottonumbers_complete.json', keep: { newest: 100 } },
    ]);
    expect(lottoNumberArchiveDrawReader.requests(lotto, { kind: 'range', since: '1991-01-01', until: '1991-12-31', drawDates: [] }, settings)).toEqual([
      { url, label: 'Lottonumbers_complete.json', keep: { since: '1991-01-01', until: '1991-12-31' } },
    ]);
  });
});

describe('lotto-number-archive parse', () => {
  it('reads the draws with their Superzahl', () => {
    expect(parse(body)).toEqual({
      draws: [draw('2026-07-15', [7, 11, 35, 37, 39, 42], [1]), draw('2026-07-18', [5, 17, 33, 35, 39, 47], [6]), draw('2026-07-22', [3, 5, 10, 14, 25, 49], [3])],
      rejected: [],
    });
  });

  it('keeps the newest draws of a latest run and the window of a range run', () => {
    expect(parse(body, { ...anyRequest, keep: { newest: 2 } }).draws.map((row) => row.draw_date)).toEqual(['2026-07-18', '2026-07-22']);
    expect(parse(body, { ...anyRequest, keep: { since: '2026-07-01', until: '2026-07-16' } }).draws.map((row) => row.draw_date)).toEqual(['2026-07-15']);
  });

  it('takes a draw without Superzahl before 1991-12-07 and wants one after', () => {
    const result = parse(
      withItems([
        { id: 1, date: '09.10.1955', Lottozahl: [3, 12, 13, 16, 23, 41] },
        { id: 1900, date: '30.11.1991', Lottozahl: [1, 2, 3, 4, 5, 6], Superzahl: 4 },
        { id: 1901, date: '07.12.1991', Lottozahl: [1, 2, 3, 4, 5, 6] },
        ...items(),
      ]),
    );
    expect(result.draws.map((row) => row.draw_date)).toEqual(['1955-10-09', '2026-07-15', '2026-07-18', '2026-07-22']);
    expect(result.draws[0]).toEqual(draw('1955-10-09', [3, 12, 13, 16, 23, 41], []));
    expect(result.rejected).toEqual([
      { row: 'data 1: {"id":1900,"date":"30.11.1991","Lottozahl":[1,2,3,4,5,6],"Superzahl":4}', reason: 'special: 1 numbers, expected 0' },
      { row: 'data 2: {"id":1901,"date":"07.12.1991","Lottozahl":[1,2,3,4,5,6]}', reason: 'special: 0 numbers, expected 1' },
    ]);
  });

  it('rejects bad draws with their reason and keeps the others', () => {
    const [first, ...rest] = items() as [Record<string, unknown>, ...Record<string, unknown>[]];
    const result = parse(withItems([{ ...first, Lottozahl: [7, 11, 35, 37, 39, 50] }, { ...first, Superzahl: 10 }, { ...first, date: '2026-07-15' }, ...rest]));
    expect(result.draws).toHaveLength(2);
    expect(result.rejected.map((row) => row.reason)).toEqual(['main: 50 outside 1-49', 'special: 10 outside 0-9', "date '2026-07-15' is not a dd.mm.yyyy date"]);
  });

  it('fails a payload that is cut off, not JSON or without its data list', () => {
    expect(() => parse(body.slice(0, 250))).toThrow(ProviderPayloadError);
    expect(() => parse('404: Not Found')).toThrow(/lotto-number-archive: response is not JSON/);
    expect(() => parse(JSON.stringify(items()))).toThrow(/expected an object with a "data" array, got an array of 3/);
  });
});
