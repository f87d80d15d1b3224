import { GAMES, findGame, type Game } from '../games.js';
import { createRandomSource } from '../random-source.js';
import { luckyMethod, sortFavorites } from './lucky.js';
import { isValidSet } from './set-rules.js';

const game = (id: string): Game => findGame(id) ?? (() => { throw new Error(`no game ${id}`); })();
const run = (gameId: string, favorites: number[], count = 5, seed = 'lucky') =>
  luckyMethod({ game: game(gameId), count, random: createRandomSource(seed), options: { favorites } });

describe('lucky method', () => {
  it('puts every fitting favourite in every set when they fit in one line, for all 12 games', () => {
    for (const g of GAMES) {
      const favorites = [7, 13, 1, g.mainMax];
      for (let seed = 0; seed < 50; seed++) {
        const { sets } = run(g.id, favorites, 5, `fit-${seed}`);
        for (const set of sets) {
          expect(isValidSet(g, set)).toBe(true);
          for (const n of favorites) expect(set.main).toContain(n);
          expect(set.meta?.favoritesUsed).toEqual([1, 7, 13, g.mainMax]);
        }
      }
    }
  });

  it('reports favourites out of range in meta.outOfRange instead of dropping them', () => {
    const { sets } = run('powerball', [5, 70, -3, 0, 12]);
    for (const set of sets) {
      expect(set.meta?.outOfRange).toEqual([70, -3, 0]);
      expect(set.main).toEqual(expect.arrayContaining([5, 12]));
    }
    const inRange = run('powerball', [5, 12]);
    for (const set of inRange.sets) expect(set.meta).not.toHaveProperty('outOfRange');
  });

  it('uses a favourite that fits only the special range as the special number (Reintegro 0)', () => {
    const { sets } = run('la-primitiva', [0, 49, 50]);
    for (const set of sets) {
      expect(set.special).toEqual([0]);
      expect(set.main).toContain(49);
      expect(set.meta?.specialFavoritesUsed).toEqual([0]);
      expect(set.meta?.outOfRange).toEqual([50]);
    }
    expect(sortFavorites(game('euromillions'), [51, 3, 3]).special).toEqual([]);
    expect(sortFavorites(game('euromillions'), [51, 3, 3]).outOfRange).toEqual([51]);
  });

  it('gives each set a different subset when there are more favourites than slots', () => {
    const favorites = [1, 4, 9, 16, 25, 36, 49, 64];
    const spreads: number[] = [];
    for (let seed = 0; seed < 100; seed++) {
      const { sets } = run('powerball', favorites, 10, `subsets-${seed}`);
      const subsets = sets.map((set) => {
        const used = set.meta?.favoritesUsed as number[];
        expect(used).toHaveLength(5);
        expect(set.main).toEqual(used);
        return used.join('-');
      });
      expect(new Set(subsets).size).toBe(10);
      // Least used first: 50 places over 8 favourites, ideally each used 6 or 7 times.
      const uses = favorites.map((n) => sets.filter((set) => set.main.includes(n)).length);
      spreads.push(Math.max(...uses) - Math.min(...uses));
    }
    // A repeated subset can force one extra use now and then, never more.
    expect(Math.max(...spreads)).toBeLessThanOrEqual(2);
    expect(spreads.filter((spread) => spread <= 1).length).toBeGreaterThanOrEqual(95);
  });

  it('uses all C(n, k) subsets before repeating one when sets outnumber them', () => {
    // 7 favourites, 6 slots: 7 subsets; 10 sets use all 7, then start again.
    const { sets } = run('lotto-6aus49', [2, 3, 5, 7, 11, 13, 17], 10);
    const firstSeven = new Set(sets.slice(0, 7).map((set) => set.main.join('-')));
    expect(firstSeven.size).toBe(7);
    for (const set of sets) expect(isValidSet(game('lotto-6aus49'), set)).toBe(true);
  });

  it('is deterministic by seed', () => {
    const favorites = [3, 8, 15, 22, 31, 40, 44];
    expect(run('euromillions', favorites, 5, 'same')).toEqual(run('euromillions', favorites, 5, 'same'));
    expect(run('euromillions', favorites, 5, 'same')).not.toEqual(run('euromillions', favorites, 5, 'other'));
  });
});
