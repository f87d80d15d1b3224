import { findGame, type Game, type GameId } from '@pickwise/lottery';
import { readJsonSample, readSample } from '../stand-in/samples.js';
import { nyOpenDataDrawReader } from './draw-reader.js';
import { ProviderPayloadError } from '../provider.js';
import type { FetchWindow, ProviderRequest } from '../draws/draw-reader.js';

const game = (id: GameId) => findGame(id) as Game;
const settings = { baseUrl: 'https://data.ny.gov' };
const latest: FetchWindow = { kind: 'latest', today: '2026-07-12' };
const range: FetchWindow = { kind: 'range', since: '2026-06-01', until: '2026-06-30', drawDates: [] };
const anyRequest: ProviderRequest = { url: 'https://data.ny.gov/resource/x.json', label: 'x' };
const draw = (draw_date: string, main: number[], special: number[], bonus: number[] = []) => ({ draw_date, main, special, bonus, jackpot: null, source: 'ny-open-data' });
const parse = (id: GameId, body: string) => nyOpenDataDrawReader.parse(game(id), body, anyRequest);

describe('ny-open-data requests', () => {
  it('asks for the 100 newest rows of the game’s dataset', () => {
    const [request, ...others] = nyOpenDataDrawReader.requests(game('powerball'), latest, settings);
    expect(others).toEqual([]);
    expect(request?.url).toBe('https://data.ny.gov/resource/d6yy-54nr.json?%24order=draw_date+DESC&%24limit=100');
    expect(request?.label).toBe('d6yy-54nr latest 100');
  });

  it('asks for every row of a date range, oldest first', () => {
    const [request] = nyOpenDataDrawReader.requests(game('mega-millions'), range, { baseUrl: 'http://stand-in:8080/' });
    const url = new URL(request?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('http://stand-in:8080/resource/5xaw-6ayf.json');
    expect(url.searchParams.get('$where')).toBe("draw_date between '2026-06-01T00:00:00' and '2026-06-30T23:59:59'");
    expect(url.searchParams.get('$order')).toBe('draw_date ASC');
    expect(url.searchParams.get('$limit')).toBe('50000');
    expect(request?.label).toBe('5xaw-6ayf 2026-06-01..2026-06-30');
    expect(nyOpenDataDrawReader.requests(game('new-york-lottery'), latest, settings)[0]?.url).toContain('/resource/6nbc-h7bj.json?');
  });

  it('sends the app token when one is configured, and keeps it out of the label', () => {
    const [request] = nyOpenDataDrawReader.requests(game('powerball'), latest, { ...settings, apiKey: 'app-token-123' });
    expect(new URL(request?.url ?? '').searchParams.get('$$app_token')).toBe('app-token-123');
    expect(request?.label).not.toContain('app-token-123');
  });

  it('refuses a game it does not serve', () => {
    expect(() => nyOpenDataDrawReader.requests(game('uk-lotto'), latest, settings)).toThrow('ny-open-data does not serve uk-lotto');
  });
});

describe('ny-open-data parse', () => {
  it('reads Powerball rows: five white balls, then the Powerball', () => {
    expect(parse('powerball', readSample('ny-open-data', 'socrata-powerball.json'))).toEqual({
      draws: [
        draw('2026-07-11', [8, 10, 14, 45, 59], [5]),
        draw('2026-07-08', [12, 29, 37, 43, 55], [18]),
        draw('2026-07-06', [17, 44, 63, 66, 67], [4]),
        draw('2026-07-04', [17, 38, 46, 50, 69], [20]),
        draw('2026-07-01', [2, 6, 26, 39, 68], [6]),
        draw('2026-06-29', [10, 14, 41, 53, 59], [3]),
        draw('2026-06-27', [3, 16, 28, 30, 59], [11]),
        draw('2026-06-24', [13, 14, 16, 21, 38], [14]),
        draw('2026-06-22', [17, 19, 21, 45, 48], [13]),
        draw('2026-06-20', [16, 20, 44, 48, 50], [15]),
      ],
      rejected: [],
    });
  });

  it('reads Mega Millions rows with the Mega Ball in its own field', () => {
    expect(parse('mega-millions', readSample('ny-open-data', 'socrata-megamillions.json'))).toEqual({
      draws: [
        draw('2026-07-10', [2, 39, 44, 46, 56], [23]),
        draw('2026-07-07', [2, 31, 35, 36, 63], [12]),
        draw('2026-07-03', [5, 9, 29, 47, 57], [16]),
        draw('2026-06-30', [26, 41, 50, 53, 62], [12]),
        draw('2026-06-26', [5, 13, 30, 33, 52], [6]),
        draw('2026-06-23', [48, 51, 60, 63, 66], [20]),
        draw('2026-06-19', [13, 16, 21, 26, 50], [12]),
        draw('2026-06-16', [12, 20, 53, 67, 70], [12]),
        draw('2026-06-12', [9, 17, 24, 39, 51], [3]),
        draw('2026-06-09', [9, 30, 36, 38, 40], [3]),
      ],
      rejected: [],
    });
  });

  it('reads NY Lotto rows with the bonus ball as a drawn bonus number, not a special', () => {
    expect(parse('new-york-lottery', readSample('ny-open-data', 'socrata-nylotto.json'))).toEqual({
      draws: [
        draw('2025-10-11', [3, 10, 28, 32, 37, 53], [], [19]),
        draw('2025-10-08', [24, 26, 42, 52, 54, 58], [], [48]),
        draw('2025-10-04', [6, 13, 15, 47, 51, 59], [], [7]),
        draw('2025-10-01', [5, 21, 35, 45, 51, 52], [], [20]),
        draw('2025-09-27', [2, 9, 20, 47, 49, 54], [], [50]),
        draw('2025-09-24', [1, 6, 27, 47, 53, 56], [], [41]),
        draw('2025-09-20', [5, 7, 13, 24, 33, 53], [], [42]),
        draw('2025-09-17', [10, 16, 25, 29, 30, 51], [], [2]),
        draw('2025-09-13', [14, 24, 34, 42, 46, 49], [], [2]),
        draw('2025-09-10', [1, 21, 37, 44, 45, 56], [], [59]),
      ],
      rejected: [],
    });
  });

  it('rejects bad rows with their reason and keeps the others', () => {
    const rows = readJsonSample<Record<string, string>[]>('ny-open-data', 'socrata-megamillions.json').slice(0, 2);
    const body = JSON.stringify([
      { ...rows[0], winning_numbers: '02 39 44 46 71' },
      { draw_date: '2026-07-08T00:00:00.000', winning_numbers: '01 02 03 04 05' },
      { ...rows[1], draw_date: 'yesterday' },
      // The April 2025 matrix change: Mega Ball 25 was valid before it, not after.
      { draw_date: '2025-04-04T00:00:00.000', winning_numbers: '05 09 29 47 57', mega_ball: '25' },
      { draw_date: '2025-04-08T00:00:00.000', winning_numbers: '05 09 29 47 57', mega_ball: '25' },
    ]);
    const result = parse('mega-millions', body);
    expect(result.draws).toEqual([draw('2025-04-04', [5, 9, 29, 47, 57], [25])]);
    expect(result.rejected.map((row) => row.reason)).toEqual([
      'main: 71 outside 1-70',
      'mega_ball missing',
      "draw_date 'yesterday' is not a date",
      'special: 25 outside 1-24',
    ]);
    expect(result.rejected[0]?.row).toBe('row 0: {"draw_date":"2026-07-10T00:00:00.000","winning_numbers":"02 39 44 46 71","mega_ball":"23"}');
  });

  it('rejects a Powerball row without its Powerball', () => {
    const result = parse('powerball', JSON.stringify([{ draw_date: '2026-07-11T00:00:00.000', winning_numbers: '08 10 14 45 59' }, JSON.parse(readSample('ny-open-data', 'socrata-powerball.json'))[0]]));
    expect(result.draws).toHaveLength(1);
    expect(result.rejected.map((row) => row.reason)).toEqual(['winning_numbers has 5 values, expected 5 + Powerball']);
  });

  it('fails a payload that is cut off, not JSON or not an array of rows', () => {
    const body = readSample('ny-open-data', 'socrata-powerball.json');
    expect(() => parse('powerball', body.slice(0, 300))).toThrow(ProviderPayloadError);
    expect(() => parse('powerball', '<html>Service Unavailable</html>')).toThrow(/ny-open-data: response is not JSON/);
    expect(() => parse('powerball', '{"error":true,"message":"query.soql.no-such-column"}')).toThrow(/expected an array of rows, got an object with keys error, message/);
    expect(() => parse('powerball', JSON.stringify([{ date: '2026-07-11', numbers: '08 10 14 45 59 05' }]))).toThrow(/no row could be read/);
  });

  it('reads an empty page as no draws', () => {
    expect(parse('powerball', '[]')).toEqual({ draws: [], rejected: [] });
  });
});
