import { jest } from '@jest/globals';
import { DrawsReplyCache, MAX_REPLIES_PER_GAME, REPLY_TTL_MS } from './draws-reply-cache.js';

describe('DrawsReplyCache', () => {
  let cache: DrawsReplyCache;
  let loads: number;
  const load = (reply: unknown) => () => {
    loads += 1;
    return Promise.resolve(reply);
  };
  beforeEach(() => {
    cache = new DrawsReplyCache();
    loads = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('serializes a reply once and answers the same request from memory', async () => {
    expect(await cache.body('powerball', 'list 1', load({ ok: true, data: [1] }))).toBe('{"ok":true,"data":[1]}');
    expect(await cache.body('powerball', 'list 1', load({ ok: true, data: [2] }))).toBe('{"ok":true,"data":[1]}');
    expect(await cache.body('powerball', 'list 2', load({ ok: true, data: [3] }))).toBe('{"ok":true,"data":[3]}');
    expect(loads).toBe(2);
  });

  it('lets concurrent requests share one load', async () => {
    const bodies = await Promise.all([1, 2, 3].map(() => cache.body('powerball', 'list', load({ n: 1 }))));
    expect(bodies).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(loads).toBe(1);
  });

  it('keeps no failed load', async () => {
    await expect(cache.body('powerball', 'list', () => Promise.reject(new Error('draws unavailable')))).rejects.toThrow('draws unavailable');
    expect(await cache.body('powerball', 'list', load({ n: 2 }))).toBe('{"n":2}');
  });

  it("drops a game's replies when its draws change, and only that game's", async () => {
    await cache.body('powerball', 'list', load({ n: 1 }));
    await cache.body('euromillions', 'list', load({ n: 1 }));
    cache.invalidate('powerball');
    expect(await cache.body('powerball', 'list', load({ n: 2 }))).toBe('{"n":2}');
    expect(await cache.body('euromillions', 'list', load({ n: 2 }))).toBe('{"n":1}');
  });

  it("files a reply asked by the game's admin id under its public id, which the events name", async () => {
    await cache.body('texas-lotto', 'list', load({ n: 1 }));
    expect(await cache.body('texas-lottery', 'list', load({ n: 2 }))).toBe('{"n":1}');
    cache.invalidate('texas-lottery');
    expect(await cache.body('texas-lotto', 'list', load({ n: 3 }))).toBe('{"n":3}');
  });

  it('drops a load that was under way when the game changed', async () => {
    let finish: (reply: unknown) => void = () => undefined;
    const pending = cache.body('powerball', 'list', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate('powerball');
    finish({ n: 1 });
    expect(await pending).toBe('{"n":1}');
    expect(await cache.body('powerball', 'list', load({ n: 2 }))).toBe('{"n":2}');
  });

  it('asks again once a reply is older than the TTL', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-24T12:00:00Z') });
    await cache.body('powerball', 'list', load({ n: 1 }));
    jest.setSystemTime(Date.now() + REPLY_TTL_MS - 1);
    expect(await cache.body('powerball', 'list', load({ n: 2 }))).toBe('{"n":1}');
    jest.setSystemTime(Date.now() + 1);
    expect(await cache.body('powerball', 'list', load({ n: 2 }))).toBe('{"n":2}');
  });

  it(`keeps at most ${MAX_REPLIES_PER_GAME} requests per game, dropping the oldest`, async () => {
    for (let page = 0; page <= MAX_REPLIES_PER_GAME; page++) await cache.body('powerball', `page ${page}`, load({ page }));
    expect(await cache.body('powerball', `page ${MAX_REPLIES_PER_GAME}`, load({ page: 'new' }))).toBe(`{"page":${MAX_REPLIES_PER_GAME}}`);
    expect(await cache.body('powerball', 'page 0', load({ page: 'new' }))).toBe('{"page":"new"}');
  });
});
