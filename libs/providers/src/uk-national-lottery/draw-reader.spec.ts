import { findGame, type Game, type GameId } from '@pickwise/lottery';
import { readSample } from '../stand-in/samples.js';
import { ProviderPayloadError } from '../provider.js';
import type { FetchWindow, ProviderRequest } from '../draws/draw-reader.js';
import { ukNationalLotteryDrawReader } from './draw-reader.js';

const game = (id: GameId) => findGame(id) as Game;
const settings = { baseUrl: 'https://www.national-lottery.co.uk' };
const latest: FetchWindow = { kind: 'latest', today: '2024-06-13' };
const anyRequest: ProviderRequest = { url: 'https://www.national-lottery.co.uk/results/lotto/draw-history/csv', label: 'x' };
const draw = (draw_date: string, main: number[], special: number[], bonus: number[] = []) => ({ draw_date, main, special, bonus, jackpot: null, source: 'uk-national-lottery' });
const parse = (id: GameId, body: string, request = anyRequest) => ukNationalLotteryDrawReader.parse(game(id), body, request);

const lottoCsv = readSample('uk-national-lottery', 'uk-national-lottery-lotto-draw-history.csv');
const lottoDraws = [
  draw('2024-06-12', [13, 40, 41, 42, 51, 59], [], [5]),
  draw('2024-06-08', [3, 7, 10, 23, 24, 41], [], [59]),
  draw('2024-06-05', [1, 9, 13, 21, 33, 58], [], [28]),
  draw('2024-06-01', [6, 11, 16, 21, 43, 50], [], [9]),
  draw('2024-05-29', [1, 8, 16, 22, 25, 56], [], [4]),
  draw('2024-05-25', [6, 28, 30, 40, 53, 58], [], [13]),
  draw('2024-05-22', [6, 7, 25, 31, 35, 43], [], [12]),
  draw('2024-05-18', [9, 13, 22, 45, 46, 48], [], [29]),
  draw('2024-05-15', [11, 17, 25, 47, 52, 53], [], [37]),
  draw('2024-05-11', [12, 13, 14, 34, 50, 51], [], [22]),
  draw('2024-05-08', [4, 13, 34, 38, 43, 52], [], [36]),
  draw('2024-05-04', [2, 7, 16, 31, 54, 59], [], [10]),
  draw('2024-05-01', [13, 16, 21, 22, 44, 53], [], [36]),
];

describe('uk-national-lottery requests', () => {
  it('fetches the game’s draw-history file, whole for a latest run', () => {
    expect(ukNationalLotteryDrawReader.requests(game('uk-lotto'), latest, settings)).toEqual([
      { url: 'https://www.national-lottery.co.uk/results/lotto/draw-history/csv', label: 'lotto draw history' },
    ]);
  });

  it('fetches the same file for a range and keeps only the range', () => {
    const range: FetchWindow = { kind: 'range', since: '2017-09-01', until: '2017-09-30', drawDates: ['2017-09-01'] };
    expect(ukNationalLotteryDrawReader.requests(game('euromillions'), range, { baseUrl: 'http://stand-in/' })).toEqual([
      { url: 'http://stand-in/results/euromillions/draw-history/csv', label: 'euromillions draw history', keep: { since: '2017-09-01', until: '2017-09-30' } },
    ]);
  });
});

describe('uk-national-lottery CSV', () => {
  it('reads Lotto draws in drawn order, the bonus ball as a drawn bonus number', () => {
    expect(parse('uk-lotto', lottoCsv)).toEqual({ draws: lottoDraws, rejected: [] });
  });

  it('reads the older Lotto header with its Raffles column', () => {
    const older = lottoCsv
      .split('\n')
      .map((line, index) => (line === '' ? line : line.replace(/,(\d+)$/, index === 0 ? line : ',"ABC123,DEF456",$1')))
      .join('\n')
      .replace('Machine,DrawNumber', 'Machine,Raffles,DrawNumber');
    expect(older.split('\n')[1]).toBe('12-Jun-2024,59,40,13,42,41,51,5,3,Arthur,"ABC123,DEF456",2971');
    expect(parse('uk-lotto', older)).toEqual({ draws: lottoDraws, rejected: [] });
  });

  it('reads EuroMillions draws with the two Lucky Stars as special numbers', () => {
    expect(parse('euromillions', readSample('uk-national-lottery', 'uk-national-lottery-euromillions-draw-history.csv'))).toEqual({
      draws: [
        draw('2017-09-29', [7, 18, 19, 32, 48], [3, 7]),
        draw('2017-09-26', [1, 29, 40, 41, 48], [6, 12]),
        draw('2017-09-22', [6, 11, 31, 39, 42], [1, 3]),
        draw('2017-09-19', [1, 8, 21, 30, 45], [2, 3]),
        draw('2017-09-15', [13, 18, 37, 44, 49], [9, 12]),
      ],
      rejected: [],
    });
  });

  it('keeps the window a range request asked for', () => {
    const request = { ...anyRequest, keep: { since: '2024-05-10', until: '2024-05-25' } };
    expect(parse('uk-lotto', lottoCsv, request).draws.map((row) => row.draw_date)).toEqual(['2024-05-25', '2024-05-22', '2024-05-18', '2024-05-15', '2024-05-11']);
  });

  it('rejects bad lines with their line and reason and keeps the others', () => {
    const lines = lottoCsv.split('\n');
    lines[2] = '08-Jun-2024,41,23,7,24,10,60,59,2,Arthur,2970';
    lines[3] = '31-Jun-2024,13,9,1,58,21,33,28,2,Arthur,2969';
    lines[4] = '01-Jun-2024,16,11,6,21,43,16,9,1,Lancelot,2968';
    const result = parse('uk-lotto', lines.join('\n'));
    expect(result.draws).toHaveLength(lottoDraws.length - 3);
    expect(result.rejected).toEqual([
      { row: 'line 3: 08-Jun-2024,41,23,7,24,10,60,59,2,Arthur,2970', reason: 'main: 60 outside 1-59' },
      { row: 'line 4: 31-Jun-2024,13,9,1,58,21,33,28,2,Arthur,2969', reason: "DrawDate '31-Jun-2024' is not a dd-Mon-yyyy date" },
      { row: 'line 5: 01-Jun-2024,16,11,6,21,43,16,9,1,Lancelot,2968', reason: 'main: repeated numbers' },
    ]);
  });

  it('rejects the cut-off last line of a truncated file', () => {
    const result = parse('uk-lotto', lottoCsv.slice(0, lottoCsv.indexOf('01-May-2024') + 20));
    expect(result.draws).toEqual(lottoDraws.slice(0, -1));
    expect(result.rejected).toEqual([{ row: 'line 14: 01-May-2024,22,13,53', reason: 'short line: no Ball 4' }]);
  });

  it('fails a file with another header, an unclosed quote or no content', () => {
    expect(() => parse('uk-lotto', lottoCsv.replace('Ball 6', 'Ball Six'))).toThrow(/uk-national-lottery: CSV header lacks Ball 6/);
    expect(() => parse('euromillions', lottoCsv)).toThrow(/CSV header lacks Lucky Star 1, Lucky Star 2/);
    expect(() => parse('uk-lotto', `${lottoCsv}01-May-2024,"22,13`)).toThrow(/unreadable CSV: Quote Not Closed/);
    expect(() => parse('uk-lotto', ' \n')).toThrow(ProviderPayloadError);
  });
});

describe('uk-national-lottery XML', () => {
  const xml = readSample('uk-national-lottery', 'uk-national-lottery-lotto-results.xml');

  it('reads both Lotto rounds of one night as two draws of the same date', () => {
    expect(parse('uk-lotto', xml)).toEqual({
      draws: [draw('2026-06-10', [2, 5, 12, 42, 47, 54], [], [51]), draw('2026-06-10', [1, 12, 25, 29, 40, 41], [], [16])],
      rejected: [],
    });
  });

  it('reads rounds given as separate draw-results, and EuroMillions lucky stars', () => {
    const euromillions = `<all-results>
      <draw-results><game type="euromillions"><draw><draw-date>2017-09-29</draw-date></draw><balls>
        <ball number="1">7</ball><ball number="2">18</ball><ball number="3">19</ball><ball number="4">32</ball><ball number="5">48</ball>
        <bonus-ball type="luckystar" number="1">7</bonus-ball><bonus-ball type="luckystar" number="2">3</bonus-ball></balls></game></draw-results>
      <draw-results><game type="euromillions"><draw><draw-date>2017-09-26</draw-date></draw><balls>
        <ball number="1">1</ball><ball number="2">29</ball><ball number="3">40</ball><ball number="4">41</ball><ball number="5">48</ball>
        <bonus-ball type="luckystar" number="1">6</bonus-ball><bonus-ball type="luckystar" number="2">12</bonus-ball></balls></game></draw-results>
      <draw-results><game type="thunderball"><draw><draw-date>2017-09-27</draw-date></draw></game></draw-results>
    </all-results>`;
    expect(parse('euromillions', euromillions).draws).toEqual([draw('2017-09-29', [7, 18, 19, 32, 48], [3, 7]), draw('2017-09-26', [1, 29, 40, 41, 48], [6, 12])]);
  });

  it('rejects a bad round with where it was, and keeps the other', () => {
    const result = parse('uk-lotto', xml.replace('<ball number="6">54</ball>', '<ball number="6">64</ball>'));
    expect(result.draws).toEqual([draw('2026-06-10', [1, 12, 25, 29, 40, 41], [], [16])]);
    expect(result.rejected).toEqual([{ row: 'game 0: draw 3175 date 2026-06-10 set L9', reason: 'main: 64 outside 1-59' }]);
  });

  it('fails XML that is cut off, has no results or holds none of the game', () => {
    expect(() => parse('uk-lotto', xml.slice(0, xml.indexOf('</balls>')))).toThrow(/unreadable XML/);
    expect(() => parse('uk-lotto', '<?xml version="1.0"?><error>maintenance</error>')).toThrow(/XML without <all-results>/);
    expect(() => parse('euromillions', xml)).toThrow('uk-national-lottery: XML has no <game type="euromillions"> (types: lotto)');
  });
});
