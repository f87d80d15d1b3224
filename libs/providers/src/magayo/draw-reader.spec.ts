import { findGame, GAME_IDS, type Game, type GameId } from '@pickwise/lottery';
import { readJsonSample } from '../stand-in/samples.js';
import { magayoDrawReader } from './draw-reader.js';
import { ProviderPayloadError } from '../provider.js';
import type { ProviderRequest } from '../draws/draw-reader.js';

const game = (id: GameId) => findGame(id) as Game;
const KEY = 'secret-key-9f3a';
const settings = { baseUrl: 'https://www.magayo.com/api', apiKey: KEY };
const anyRequest: ProviderRequest = { url: `https://www.magayo.com/api/results.php?api_key=${KEY}&game=us_powerball`, label: 'results us_powerball latest' };
const draw = (draw_date: string, main: number[], special: number[], bonus: number[] = []) => ({ draw_date, main, special, bonus, jackpot: null, source: 'magayo' });
const parse = (id: GameId, payload: unknown) => magayoDrawReader.parse(game(id), typeof payload === 'string' ? payload : JSON.stringify(payload), anyRequest);
const result = (drawDate: string, results: string) => ({ error: 0, draw: drawDate, results });

const samples = readJsonSample<{ results: { request: string; response: unknown }[]; error_example_INFERRED: { response: unknown } }>('magayo', 'magayo-samples.json');

describe('magayo requests', () => {
  it('asks for the latest draw with the key, without the key in the label', () => {
    expect(magayoDrawReader.requests(game('powerball'), { kind: 'latest', today: '2026-08-20' }, settings)).toEqual([
      { url: `https://www.magayo.com/api/results.php?api_key=${KEY}&game=us_powerball`, label: 'results us_powerball latest' },
    ]);
  });

  it('asks for each draw date of a range, one call each', () => {
    const window = { kind: 'range', since: '2026-08-15', until: '2026-08-19', drawDates: ['2026-08-15', '2026-08-17', '2026-08-19'] } as const;
    const requests = magayoDrawReader.requests(game('powerball'), window, settings);
    // The sample file's requests, with the key filled in.
    expect(requests.map((request) => request.url)).toEqual(samples.results.map((sample) => sample.request.replace('YOUR_KEY', KEY)).reverse());
    expect(requests.map((request) => request.label)).toEqual(['results us_powerball 2026-08-15', 'results us_powerball 2026-08-17', 'results us_powerball 2026-08-19']);
    for (const request of requests) expect(request.label).not.toContain(KEY);
  });

  it('needs a key and has a code for every game', () => {
    expect(magayoDrawReader.requiresApiKey).toBe(true);
    expect(() => magayoDrawReader.requests(game('powerball'), { kind: 'latest', today: '2026-08-20' }, { baseUrl: settings.baseUrl })).toThrow('magayo: no API key');
    expect([...magayoDrawReader.games].sort()).toEqual([...GAME_IDS].sort());
    const codes = Object.fromEntries(GAME_IDS.map((id) => [id, new URL(magayoDrawReader.requests(game(id), { kind: 'latest', today: '2026-08-20' }, settings)[0]?.url ?? '').searchParams.get('game')]));
    expect(codes).toMatchObject({ powerball: 'us_powerball', 'mega-millions': 'us_mega_millions', euromillions: 'euromillions', eurojackpot: 'eurojackpot', 'california-lottery': 'us_ca_lotto' });
  });
});

describe('magayo parse', () => {
  it('reads the sample Powerball results: main balls, then the Powerball', () => {
    expect(samples.results.map((sample) => parse('powerball', sample.response))).toEqual([
      { draws: [draw('2026-08-19', [10, 21, 58, 61, 64], [17])], rejected: [] },
      { draws: [draw('2026-08-17', [8, 15, 25, 49, 65], [22])], rejected: [] },
      { draws: [draw('2026-08-15', [5, 8, 27, 29, 63], [13])], rejected: [] },
    ]);
  });

  it('keeps only the game’s own special numbers among the bonus balls', () => {
    expect(parse('euromillions', result('2026-08-21', '45,10,19,14,15,12,4')).draws).toEqual([draw('2026-08-21', [10, 14, 15, 19, 45], [4, 12])]);
    // Jolly, the UK Lotto bonus ball and NY Lotto's are drawn bonus numbers, not specials; SuperStar is not kept.
    expect(parse('superenalotto', result('2026-08-20', '4,18,33,52,71,86,9,40')).draws).toEqual([draw('2026-08-20', [4, 18, 33, 52, 71, 86], [], [9])]);
    expect(parse('uk-lotto', result('2026-08-19', '1,12,25,29,40,41,16')).draws).toEqual([draw('2026-08-19', [1, 12, 25, 29, 40, 41], [], [16])]);
    expect(parse('new-york-lottery', result('2025-10-11', '3,10,28,32,37,53,19')).draws).toEqual([draw('2025-10-11', [3, 10, 28, 32, 37, 53], [], [19])]);
    // La Primitiva: Complementario, then Reintegro; before 1991-06-20 only the Complementario.
    expect(parse('la-primitiva', result('2026-08-20', '3,8,31,35,41,49,12,5')).draws).toEqual([draw('2026-08-20', [3, 8, 31, 35, 41, 49], [5], [12])]);
    expect(parse('la-primitiva', result('1990-05-03', '3,8,31,35,41,49,12')).draws).toEqual([draw('1990-05-03', [3, 8, 31, 35, 41, 49], [], [12])]);
    expect(parse('lotto-6aus49', result('2026-07-22', '3,5,10,14,25,49,3')).draws).toEqual([draw('2026-07-22', [3, 5, 10, 14, 25, 49], [3])]);
    expect(parse('texas-lottery', result('2026-02-11', '14,47,45,20,52,25')).draws).toEqual([draw('2026-02-11', [14, 20, 25, 45, 47, 52], [])]);
  });

  it('rejects a draw that breaks the rules, with its reason', () => {
    expect(parse('powerball', result('2026-08-19', '10,21,58,61,70,17'))).toEqual({
      draws: [],
      rejected: [{ row: "draw '2026-08-19': '10,21,58,61,70,17'", reason: 'main: 70 outside 1-69' }],
    });
    expect(parse('powerball', result('1990-01-01', '1,2,3,4,5,6')).rejected[0]?.reason).toBe('1990-01-01 is before the first known rules of powerball');
    expect(parse('la-primitiva', result('2026-08-20', '3,8,31,35,41,49,12')).rejected[0]?.reason).toBe('special: 0 numbers, expected 1');
  });

  it('fails with magayo’s error code and its meaning, never the key', () => {
    expect(() => parse('powerball', samples.error_example_INFERRED.response)).toThrow(new ProviderPayloadError('magayo', 'error 101 (invalid API key)'));
    expect(() => parse('powerball', { error: 100 })).toThrow('magayo: error 100 (API key not provided)');
    expect(() => parse('powerball', { error: 102 })).toThrow('magayo: error 102 (API key not found)');
    expect(() => parse('powerball', { error: '303' })).toThrow('magayo: error 303 (API quota reached)');
    expect(() => parse('powerball', { error: 207 })).toThrow(/^magayo: error 207$/);
    try {
      parse('powerball', { error: 101 });
    } catch (error) {
      expect(String(error)).not.toContain(KEY);
    }
  });

  it('fails a payload that is cut off, not JSON or of another shape', () => {
    expect(() => parse('powerball', '{"error":0,"draw":"2026-08-19","res')).toThrow(ProviderPayloadError);
    expect(() => parse('powerball', '<response><error>0</error></response>')).toThrow(/magayo: response is not JSON/);
    expect(() => parse('powerball', [result('2026-08-19', '10,21,58,61,64,17')])).toThrow(/expected an answer object, got an array of 1/);
    expect(() => parse('powerball', { draw: '2026-08-19', results: '10,21,58,61,64,17' })).toThrow(/no error code/);
    expect(() => parse('powerball', { error: 0, draw: '2026-08-19', numbers: '10,21,58,61,64,17' })).toThrow("magayo: no row could be read (draw '2026-08-19': (missing): results missing)");
  });
});
