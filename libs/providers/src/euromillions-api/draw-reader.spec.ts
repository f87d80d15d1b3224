import { findGame, type Game } from '@pickwise/lottery';
import { readJsonSample } from '../stand-in/samples.js';
import { euromillionsApiDrawReader } from './draw-reader.js';
import { ProviderPayloadError } from '../provider.js';
import type { ProviderRequest } from '../draws/draw-reader.js';

const euromillions = findGame('euromillions') as Game;
const settings = { baseUrl: 'https://euromillions.api.pedromealha.dev/v1' };
const anyRequest: ProviderRequest = { url: 'https://euromillions.api.pedromealha.dev/v1/draws?year=2026', label: 'draws 2026' };
const draw = (draw_date: string, main: number[], special: number[], jackpot: number | null = null) => ({ draw_date, main, special, bonus: [], jackpot, source: 'euromillions-api' });
const parse = (body: string, request = anyRequest) => euromillionsApiDrawReader.parse(euromillions, body, request);

// The sample file wraps the API's list in {_note, draws}; the API itself answers with the bare list.
type SampleDraw = Record<string, unknown>;
const sample = readJsonSample<{ draws: SampleDraw[] }>('euromillions-api', 'euromillions-api-draws.json').draws;
const body = (draws: SampleDraw[] = sample) => JSON.stringify(draws);

describe('euromillions-api requests', () => {
  it('asks for the current year, and for last year too in January', () => {
    expect(euromillionsApiDrawReader.requests(euromillions, { kind: 'latest', today: '2026-08-22' }, settings)).toEqual([
      { url: 'https://euromillions.api.pedromealha.dev/v1/draws?year=2026', label: 'draws 2026' },
    ]);
    expect(euromillionsApiDrawReader.requests(euromillions, { kind: 'latest', today: '2026-01-03' }, settings).map((request) => request.label)).toEqual(['draws 2025', 'draws 2026']);
    expect(() => euromillionsApiDrawReader.requests(euromillions, { kind: 'latest', today: '2026-13-01' }, settings)).toThrow(/today '2026-13-01'/);
  });

  it('asks for every year of a range and keeps the range', () => {
    const requests = euromillionsApiDrawReader.requests(euromillions, { kind: 'range', since: '2024-11-01', until: '2026-02-01', drawDates: [] }, { baseUrl: 'http://stand-in/v1/' });
    expect(requests).toEqual([2024, 2025, 2026].map((year) => ({ url: `http://stand-in/v1/draws?year=${year}`, label: `draws ${year}`, keep: { since: '2024-11-01', until: '2026-02-01' } })));
  });
});

describe('euromillions-api parse', () => {
  it('reads the draws with their stars', () => {
    expect(parse(body())).toEqual({
      draws: [
        draw('2026-08-21', [10, 14, 15, 19, 45], [4, 12]),
        draw('2026-08-18', [3, 9, 38, 40, 50], [6, 10]),
        draw('2026-08-14', [5, 29, 39, 48, 49], [4, 8]),
        draw('2026-08-11', [3, 11, 17, 46, 48], [1, 2]),
        draw('2026-08-07', [26, 29, 35, 38, 47], [1, 2]),
      ],
      rejected: [],
    });
  });

  it('takes a numeric prize as the jackpot and leaves anything else out', () => {
    const [first, second, third] = sample as [SampleDraw, SampleDraw, SampleDraw];
    const result = parse(body([{ ...first, prize: 17_000_000 }, { ...second, prize: 0 }, { ...third, prize: '17000000' }]));
    expect(result.draws.map((row) => row.jackpot)).toEqual([17_000_000, null, null]);
  });

  it('keeps the window of a range request', () => {
    const result = parse(body(), { ...anyRequest, keep: { since: '2026-08-10', until: '2026-08-18' } });
    expect(result.draws.map((row) => row.draw_date)).toEqual(['2026-08-18', '2026-08-14', '2026-08-11']);
  });

  it('rejects bad draws with their reason and keeps the others', () => {
    const [first, second, ...rest] = sample as [SampleDraw, SampleDraw, ...SampleDraw[]];
    const result = parse(body([{ ...first, stars: [4, 13] }, { ...second, numbers: undefined }, ...rest, { ...first, date: '2026-02-30' }]));
    expect(result.draws).toHaveLength(3);
    expect(result.rejected.map((row) => row.reason)).toEqual(['special: 13 outside 1-12', 'numbers or stars missing', "date '2026-02-30' is not a date"]);
    expect(result.rejected[0]?.row).toMatch(/^draw 0: \{"id":null,"draw_id":null,"numbers":\[10,14,15,19,45\],"stars":\[4,13\]/);
  });

  it('fails a payload that is cut off, not JSON or not a list', () => {
    expect(() => parse(body().slice(0, 200))).toThrow(ProviderPayloadError);
    expect(() => parse('Too Many Requests')).toThrow(/euromillions-api: response is not JSON/);
    expect(() => parse(JSON.stringify({ draws: sample }))).toThrow(/expected an array of draws, got an object with keys draws/);
  });
});
