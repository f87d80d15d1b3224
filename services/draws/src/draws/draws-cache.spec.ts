import type { GameStats } from '@pickwise/lottery';
import { DrawsCache, MAX_VARIANTS_PER_GAME } from './draws-cache.js';

const stats = (draws: number) => ({ game: 'powerball', draws }) as GameStats;

describe('DrawsCache', () => {
  it('keeps variants per game and drops them all on invalidation', () => {
    const cache = new DrawsCache();
    cache.set('powerball', 'all', cache.version('powerball'), stats(1));
    cache.set('powerball', 'w10', cache.version('powerball'), stats(2));
    cache.set('uk-lotto', 'all', cache.version('uk-lotto'), stats(3));
    cache.invalidate('powerball');
    expect(cache.get('powerball', 'all')).toBeUndefined();
    expect(cache.get('powerball', 'w10')).toBeUndefined();
    expect(cache.get<GameStats>('uk-lotto', 'all')?.draws).toBe(3);
  });

  it('refuses values computed before an invalidation', async () => {
    const cache = new DrawsCache();
    const versionAtRead = cache.version('powerball');
    cache.invalidate('powerball');
    cache.set('powerball', 'all', versionAtRead, stats(1));
    expect(cache.get('powerball', 'all')).toBeUndefined();

    let finishRead!: (value: number) => void;
    const pending = cache.getOrCompute('powerball', 'total', () => new Promise<number>((resolve) => (finishRead = resolve)));
    cache.invalidate('powerball');
    finishRead(1396);
    expect(await pending).toBe(1396);
    expect(cache.get('powerball', 'total')).toBeUndefined();
  });

  it('computes once and then answers from memory until invalidated', async () => {
    const cache = new DrawsCache();
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.getOrCompute('powerball', 'total', read)).toBe(1);
    expect(await cache.getOrCompute('powerball', 'total', read)).toBe(1);
    cache.invalidate('powerball');
    expect(await cache.getOrCompute('powerball', 'total', read)).toBe(2);
  });

  it('evicts the oldest variant beyond its bound', () => {
    const cache = new DrawsCache();
    for (let window = 1; window <= MAX_VARIANTS_PER_GAME + 1; window++) cache.set('powerball', `w${window}`, 0, stats(window));
    expect(cache.get('powerball', 'w1')).toBeUndefined();
    expect(cache.get<GameStats>('powerball', `w${MAX_VARIANTS_PER_GAME + 1}`)?.draws).toBe(MAX_VARIANTS_PER_GAME + 1);
  });
});
