import { findGame, type Game } from '@pickwise/lottery';
import { readJsonSample, readSample } from '../stand-in/samples.js';
import { lottolandDrawReader } from './draw-reader.js';
import { ProviderPayloadError } from '../provider.js';
import type { ProviderRequest } from '../draws/draw-reader.js';

const eurojackpot = findGame('eurojackpot') as Game;
const settings = { baseUrl: 'https://media.lottoland.com/api/drawings' };
const anyRequest: ProviderRequest = { url: 'https://media.lottoland.com/api/drawings/euroJackpot', label: 'euroJackpot last draw' };
const parse = (body: string, request = anyRequest) => lottolandDrawReader.parse(eurojackpot, body, request);

type Sample = { last: Record<string, unknown>; next: Record<string, unknown> };
const sample = () => readJsonSample<Sample>('lottoland', 'lottoland-eurojackpot.json');
const lastDraw = { draw_date: '2026-08-21', main: [25, 35, 45, 46, 50], special: [4, 8], bonus: [], jackpot: null, source: 'lottoland' };

describe('lottoland requests', () => {
  it('asks for the last EuroJackpot draw, keeping a range when one is asked for', () => {
    expect(lottolandDrawReader.requests(eurojackpot, { kind: 'latest', today: '2026-08-22' }, settings)).toEqual([
      { url: 'https://media.lottoland.com/api/drawings/euroJackpot', label: 'euroJackpot last draw' },
    ]);
    expect(lottolandDrawReader.requests(eurojackpot, { kind: 'range', since: '2026-08-01', until: '2026-08-31', drawDates: [] }, settings)[0]?.keep).toEqual({
      since: '2026-08-01',
      until: '2026-08-31',
    });
  });

  it('serves EuroJackpot only', () => {
    expect(lottolandDrawReader.games).toEqual(['eurojackpot']);
  });
});

describe('lottoland parse', () => {
  it('reads the last draw; a null jackpot and an empty next give no jackpot', () => {
    expect(parse(readSample('lottoland', 'lottoland-eurojackpot.json'))).toEqual({ draws: [lastDraw], rejected: [] });
  });

  it('reads the last draw’s jackpot given in millions', () => {
    const payload = sample();
    payload.last.jackpot = '12,5';
    expect(parse(JSON.stringify(payload))).toEqual({ draws: [{ ...lastDraw, jackpot: 12_500_000 }], rejected: [] });
  });

  it('leaves out a jackpot that is zero or not a number', () => {
    const payload = sample();
    payload.last.jackpot = '0';
    expect(parse(JSON.stringify(payload)).draws[0]?.jackpot).toBeNull();
    payload.last.jackpot = 'tba';
    expect(parse(JSON.stringify(payload)).draws[0]?.jackpot).toBeNull();
  });

  it('gives the draw to a range only when it falls inside', () => {
    const body = readSample('lottoland', 'lottoland-eurojackpot.json');
    expect(parse(body, { ...anyRequest, keep: { since: '2026-08-21', until: '2026-08-31' } }).draws).toEqual([lastDraw]);
    expect(parse(body, { ...anyRequest, keep: { since: '2026-07-01', until: '2026-07-31' } }).draws).toEqual([]);
  });

  it('rejects a last draw that breaks the rules, with its reason', () => {
    const payload = sample();
    payload.last.euroNumbers = [4, 13];
    expect(parse(JSON.stringify(payload))).toEqual({ draws: [], rejected: [{ row: 'last: date 2026-08-21, numbers [25,35,45,46,50], euroNumbers [4,13]', reason: 'special: 13 outside 1-12' }] });
  });

  it('fails a payload that is cut off, not JSON or without its last draw', () => {
    const body = readSample('lottoland', 'lottoland-eurojackpot.json');
    expect(() => parse(body.slice(0, body.length / 2))).toThrow(ProviderPayloadError);
    expect(() => parse('<!DOCTYPE html><html>Access denied</html>')).toThrow(/lottoland: response is not JSON/);
    expect(() => parse(JSON.stringify({ drawings: [] }))).toThrow('lottoland: expected a "last" draw, got (missing)');
    const payload = sample();
    delete payload.last.date;
    expect(() => parse(JSON.stringify(payload))).toThrow(
      'lottoland: no row could be read (last: date (missing), numbers [25,35,45,46,50], euroNumbers [4,8]: date (missing) is not a day, month and year)',
    );
  });
});
