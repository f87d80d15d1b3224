import type { GameStats } from '@pickwise/lottery';
import { StatsCache } from './stats-cache.js';

const stats = (draws: number) => ({ game: 'powerball', draws }) as GameStats;

describe('StatsCache', () => {
  it('keeps variants per game and drops them all on invalidation', () => {
    const cache = new StatsCache();
    cache.set('powerball', 'all', cache.version('powerball'), stats(1));
    cache.set('powerball', 'w10', cache.version('powerball'), stats(2));
    cache.set('uk-lotto', 'all', cache.version('uk-lotto'), stats(3));
    cache.invalidate('powerball');
    expect(cache.get('powerball', 'all')).toBeUndefined();
    expect(cache.get('powerball', 'w10')).toBeUndefined();
    expect(cache.get('uk-lotto', 'all')?.draws).toBe(3);
  });

  it('refuses statistics computed before an invalidation', () => {
    const cache = new StatsCache();
    const versionAtRead = cache.version('powerball');
    cache.invalidate('powerball');
    cache.set('powerball', 'all', versionAtRead, stats(1));
    expect(cache.get('powerball', 'all')).toBeUndefined();
  });

  it('evicts the oldest variant beyond its bound', () => {
    const cache = new StatsCache();
    for (let window = 1; window <= 17; window++) cache.set('powerball', `w${window}`, 0, stats(window));
    expect(cache.get('powerball', 'w1')).toBeUndefined();
    expect(cache.get('powerball', 'w17')?.draws).toBe(17);
  });
});
