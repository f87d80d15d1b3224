import { GAMES, findGame, type Game } from '../games.js';
import { createRandomSource } from '../random-source.js';
import { computeStats, type StatsDraw } from '../stats/compute-stats.js';
import { HOTCOLD_FALLBACK, hotcoldMethod } from './hotcold.js';
import { isValidSet, passesGuardrails } from './set-rules.js';
import type { GameStats } from './types.js';

const game = (id: string): Game => findGame(id) ?? (() => { throw new Error(`no game ${id}`); })();

/** A history where low numbers come up more often than high ones (main and special). */
function skewedStats(g: Game, draws: number): GameStats {
  const random = createRandomSource(`skew-${g.id}`);
  const skewed = (count: number, min: number, max: number) => {
    const picks = new Set<number>();
    while (picks.size < count) picks.add(min + Math.floor(random.next() ** 2 * (max - min + 1)));
    return [...picks].sort((a, b) => a - b);
  };
  const history: StatsDraw[] = Array.from({ length: draws }, (_, i) => ({
    drawDate: new Date(Date.UTC(2030, 0, 1 + 3 * i)).toISOString().slice(0, 10),
    main: skewed(g.mainCount, 1, g.mainMax),
    special: skewed(g.specialCount, g.specialMin, g.specialMax),
  }));
  return computeStats(g, history);
}

const run = (g: Game, stats: GameStats | undefined, seed: string, count = 5) =>
  hotcoldMethod({ game: g, count, random: createRandomSource(seed), options: {}, stats });

describe('hotcold method', () => {
  it('takes most numbers from the hot quarter and one or two from the cold quarter, for all 12 games', () => {
    for (const g of GAMES) {
      const stats = skewedStats(g, 300);
      const quarter = Math.ceil(g.mainMax / 4);
      const hotEnd = stats.hot.slice(0, quarter);
      const coldEnd = stats.cold.slice(0, quarter);
      const specialRanking = Object.keys(stats.special)
        .map(Number)
        .sort((a, b) => stats.special[b]! - stats.special[a]! || a - b);
      const hotSpecials = specialRanking.slice(0, Math.max(g.specialCount, Math.ceil(specialRanking.length / 2)));
      const coldCounts = new Set<number>();
      for (let seed = 0; seed < 40; seed++) {
        const { sets, fallbacks } = run(g, stats, `hc-${seed}`);
        expect(fallbacks).toEqual([]);
        for (const set of sets) {
          expect(isValidSet(g, set)).toBe(true);
          expect(passesGuardrails(g, set.main)).toBe(true);
          const hottest = set.meta?.hottest as number[];
          const cold = set.meta?.cold as number[];
          expect([...hottest, ...cold].sort((a, b) => a - b)).toEqual(set.main);
          for (const n of hottest) expect(hotEnd).toContain(n);
          for (const n of cold) expect(coldEnd).toContain(n);
          expect(cold.length).toBeGreaterThanOrEqual(1);
          expect(cold.length).toBeLessThanOrEqual(2);
          expect(hottest.length).toBeGreaterThan(g.mainCount / 2);
          coldCounts.add(cold.length);
          for (const s of set.special) expect(hotSpecials).toContain(s);
        }
      }
      expect([...coldCounts].sort()).toEqual([1, 2]);
    }
  });

  it('keeps hot and cold apart when few draws make many counts tie', () => {
    const g = game('superenalotto');
    const stats = skewedStats(g, 1);
    for (const set of run(g, stats, 'tie', 10).sets) {
      expect(isValidSet(g, set)).toBe(true);
      for (const n of set.meta?.cold as number[]) expect(set.meta?.hottest).not.toContain(n);
    }
  });

  it('answers with random numbers without statistics, and says so', () => {
    for (const g of GAMES) {
      const { sets, fallbacks } = run(g, undefined, 'none');
      expect(fallbacks).toEqual([`no-stats: hotcold ${HOTCOLD_FALLBACK}`]);
      for (const set of sets) {
        expect(isValidSet(g, set)).toBe(true);
        expect(set.meta?.hottest).toEqual([]);
      }
    }
  });

  it('is deterministic by seed', () => {
    const g = game('eurojackpot');
    const stats = skewedStats(g, 100);
    expect(run(g, stats, 'a')).toEqual(run(g, stats, 'a'));
    expect(run(g, stats, 'a')).not.toEqual(run(g, stats, 'b'));
  });
});
