import { parse } from 'csv-parse/sync';
import { OPEN_DRAWS_CSV_COLUMNS, type OpenDraw } from '@pickwise/contracts';
import { GAME_IDS } from '@pickwise/lottery';
import { OPEN_DATA_LICENCES } from '@pickwise/providers';
import { DrawsReplyCache } from '../api/draws-reply-cache.js';
import { notModified } from './conditional.js';
import { drawsCsv, strongEtag } from './open-feed.js';

const draw: OpenDraw = {
  drawDate: '2026-11-28',
  main: [3, 17, 22, 41, 58],
  special: [9],
  bonus: [],
  jackpot: 1_250_000.5,
  currency: 'USD',
  status: 'verified',
  sources: [
    { provider: 'ny-open-data', fetchedAt: '2026-11-29T04:00:00.000Z' },
    { provider: 'jbaranski/jeffs-lottery-utils', fetchedAt: '2026-11-29T05:00:00.000Z' },
  ],
};

describe('draws.csv', () => {
  it('is RFC 4180 with a header row and one row per draw, read back by a CSV parser to the same fields', () => {
    const text = drawsCsv([draw, { ...draw, drawDate: '2026-11-26', special: [], jackpot: null, currency: null, status: 'provisional', sources: [] }]);
    expect(text.split('\r\n')[0]).toBe(OPEN_DRAWS_CSV_COLUMNS.join(','));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text, { columns: true })).toEqual([
      { draw_date: '2026-11-28', main: '3 17 22 41 58', special: '9', bonus: '', jackpot: '1250000.5', currency: 'USD', status: 'verified', sources: 'ny-open-data@2026-11-29T04:00:00.000Z;jbaranski/jeffs-lottery-utils@2026-11-29T05:00:00.000Z' },
      { draw_date: '2026-11-26', main: '3 17 22 41 58', special: '', bonus: '', jackpot: '', currency: '', status: 'provisional', sources: '' },
    ]);
  });
});

describe('conditional answers', () => {
  const etag = strongEtag('the feed');
  const lastModified = new Date('2026-12-01T10:00:00.750Z');

  it('answer a current copy named by If-None-Match, a list or * included; W/ compares weakly', () => {
    expect(notModified({ 'if-none-match': etag }, etag, lastModified)).toBe(true);
    expect(notModified({ 'if-none-match': `"old", ${etag}` }, etag, lastModified)).toBe(true);
    expect(notModified({ 'if-none-match': `W/${etag}` }, etag, lastModified)).toBe(true);
    expect(notModified({ 'if-none-match': '*' }, etag, lastModified)).toBe(true);
    expect(notModified({ 'if-none-match': '"old"' }, etag, lastModified)).toBe(false);
  });

  it('let If-None-Match decide over If-Modified-Since, which alone compares whole seconds', () => {
    const since = lastModified.toUTCString();
    expect(notModified({ 'if-none-match': '"old"', 'if-modified-since': since }, etag, lastModified)).toBe(false);
    expect(notModified({ 'if-modified-since': since }, etag, lastModified)).toBe(true);
    expect(notModified({ 'if-modified-since': new Date('2026-12-01T09:59:59Z').toUTCString() }, etag, lastModified)).toBe(false);
    expect(notModified({ 'if-modified-since': 'yesterday' }, etag, lastModified)).toBe(false);
    expect(notModified({ 'if-modified-since': since }, etag, null)).toBe(false);
  });

  it('give the same bytes the same strong tag and other bytes another', () => {
    expect(strongEtag('the feed')).toBe(etag);
    expect(strongEtag('the feed ')).not.toBe(etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  });
});

describe('the licences', () => {
  it('name every game, and cite terms and a first covered date for each game they allow', () => {
    expect(Object.keys(OPEN_DATA_LICENCES).sort()).toEqual([...GAME_IDS].sort());
    const allowed = GAME_IDS.filter((game) => OPEN_DATA_LICENCES[game].redistribution === 'allowed');
    expect(allowed.sort()).toEqual(['mega-millions', 'new-york-lottery', 'powerball']);
    for (const game of allowed) {
      const licence = OPEN_DATA_LICENCES[game];
      if (licence.redistribution !== 'allowed') continue;
      expect(licence.url).toMatch(/^https:\/\/data\.ny\.gov\//);
      expect(licence.text.en).not.toBe(licence.text.es);
      expect(licence.from).toMatch(/^\d{4}-01-01$/);
    }
  });
});

describe('the open feed in DrawsReplyCache', () => {
  it('is kept as a value beside the draws routes’ bodies and dropped with them', async () => {
    const cache = new DrawsReplyCache();
    let loads = 0;
    const load = () => Promise.resolve({ n: ++loads });
    expect(await cache.value('powerball', 'open-feed', load)).toEqual({ n: 1 });
    expect(await cache.value('powerball', 'open-feed', load)).toEqual({ n: 1 });
    cache.invalidate('powerball');
    expect(await cache.value('powerball', 'open-feed', load)).toEqual({ n: 2 });
  });
});
