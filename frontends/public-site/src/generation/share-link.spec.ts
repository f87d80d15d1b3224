import { describe, expect, it } from '@jest/globals';
import { readShareLink, shareLinkPath, type SharedRequest } from './share-link.js';

const read = (path: string) => readShareLink(new URL(path, 'https://pickwise.example').searchParams);

describe('share links', () => {
  it.each<SharedRequest>([
    { request: { method: 'hotcold' }, seed: 'abc-123', statsAsOf: '2026-11-21', fewerShared: true },
    { request: { method: 'random' }, seed: 'local seed/with+signs', statsAsOf: 'none', fewerShared: false },
    { request: { method: 'lucky', options: { favorites: [7, 11, 23] } }, seed: 's', statsAsOf: '2026-11-21', fewerShared: false },
    { request: { method: 'birthday', options: { birthdates: ['1990-01-07'], importantDates: ['2020-06-01', '2021-06-01'] } }, seed: 's', statsAsOf: 'none', fewerShared: true },
    { request: { method: 'horoscope', options: { sign: 'leo', date: '2026-11-23' } }, seed: 's', statsAsOf: 'none', fewerShared: false },
  ])('reads back what it wrote: $request.method', (shared) => {
    const path = shareLinkPath('uk-lotto', shared);
    expect(path.startsWith('/games/uk-lotto/generate?method=')).toBe(true);
    expect(read(path)).toEqual({ kind: 'link', shared });
    // The same query under the Spanish prefix.
    expect(read(`/es${path}`)).toEqual({ kind: 'link', shared });
  });

  it('a plain generator URL is no link; a bad method or a missing date is an invalid one', () => {
    expect(read('/games/powerball/generate?method=ai')).toEqual({ kind: 'none' });
    expect(read('/games/powerball/generate?method=astrology&seed=x&asOf=none')).toEqual({ kind: 'invalid', problem: 'method' });
    expect(read('/games/powerball/generate?method=ai&seed=x')).toEqual({ kind: 'invalid', problem: 'incomplete' });
    expect(read('/games/powerball/generate?method=ai&seed=&asOf=none')).toEqual({ kind: 'invalid', problem: 'incomplete' });
  });

  it('a Lucky Numbers link without favourite numbers is invalid in the page, not sent to the API', () => {
    expect(read('/games/powerball/generate?method=lucky&seed=x&asOf=none')).toEqual({ kind: 'invalid', problem: 'noFavorites' });
    expect(read('/games/powerball/generate?method=lucky&seed=x&asOf=none&favorites=')).toEqual({ kind: 'invalid', problem: 'noFavorites' });
    expect(read('/games/powerball/generate?method=lucky&seed=x&asOf=none&favorites=,,')).toEqual({ kind: 'invalid', problem: 'noFavorites' });
  });

  it('passes text that is no number on for the API to refuse (as NaN, sent as null)', () => {
    const reading = read('/games/powerball/generate?method=lucky&seed=x&asOf=none&favorites=7,seven');
    expect(reading.kind === 'link' && reading.shared.request.options).toEqual({ favorites: [7, NaN] });
  });
});
