import { GAMES, findGame, type Game } from '../games.js';
import { createRandomSource } from '../random-source.js';
import { digitalRoot, horoscopeMethod, SIGN_LORE } from './horoscope.js';
import { isValidSet } from './set-rules.js';
import { ZODIAC_SIGNS, type ZodiacSign } from './types.js';

const game = (id: string): Game => findGame(id) ?? (() => { throw new Error(`no game ${id}`); })();
const run = (gameId: string, sign: ZodiacSign, date: string, count = 5, seed = 'stars') =>
  horoscopeMethod({ game: game(gameId), count, random: createRandomSource(seed), options: { sign, date } });

describe('horoscope method', () => {
  it('gives valid sets for every game and sign, with the sign in meta and the number of the day in every set', () => {
    for (const g of GAMES) {
      for (const sign of ZODIAC_SIGNS) {
        const { sets } = run(g.id, sign, '2026-11-21', 5, `${g.id}-${sign}`);
        const numberOfTheDay = sets[0]?.meta?.numberOfTheDay as number;
        for (const set of sets) {
          expect(isValidSet(g, set)).toBe(true);
          expect(set.meta?.sign).toBe(sign);
          expect(set.meta?.rulingPlanet).toBe(SIGN_LORE[sign].rulingPlanet);
          expect(set.meta?.numberOfTheDay).toBe(numberOfTheDay);
          expect(set.main).toContain(numberOfTheDay);
        }
      }
    }
  });

  it('gives valid sets for dates before 1970 too (a negative day number once gave no number of the day)', () => {
    for (const date of ['1969-12-31', '1900-01-01', '0001-01-01']) {
      for (const sign of ZODIAC_SIGNS) {
        const { sets } = run('powerball', sign, date, 2, `${date}-${sign}`);
        for (const set of sets) {
          expect(isValidSet(findGame('powerball') as Game, set)).toBe(true);
          expect(set.main).toContain(set.meta?.numberOfTheDay);
        }
      }
    }
  });

  it('draws about half of each line from the family of the sign and the date', () => {
    // 2026-11-21: digit sum 15, root 6; Aries adds roots 1 and 9.
    const { sets } = run('powerball', 'aries', '2026-11-21', 10);
    for (const set of sets) {
      const roots = set.meta?.luckyRoots as number[];
      expect(roots).toEqual([1, 6, 9]);
      const family = set.meta?.familyNumbers as number[];
      expect(family).toHaveLength(3);
      for (const n of family) {
        expect(set.main).toContain(n);
        expect(roots).toContain(digitalRoot(n));
      }
    }
  });

  it('maps the same sign and date to the same number of the day whatever the seed, and moves it with the date', () => {
    const numberOfTheDay = (date: string, seed: string) => run('uk-lotto', 'leo', date, 1, seed).sets[0]?.meta?.numberOfTheDay;
    expect(numberOfTheDay('2026-03-01', 'a')).toBe(numberOfTheDay('2026-03-01', 'b'));
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'].map((date) => numberOfTheDay(date, 'a'));
    expect(new Set(days).size).toBeGreaterThan(1);
  });

  it('takes special numbers from the family where it reaches their range', () => {
    // Pisces on 2026-11-21: roots 3, 6 and 7; Lucky Stars 1-12 hold 3, 6, 7 and 12.
    const { sets } = run('euromillions', 'pisces', '2026-11-21', 20);
    for (const set of sets) for (const n of set.special) expect([3, 6, 7, 12]).toContain(n);
  });

  it('refuses an unknown sign and is deterministic by seed', () => {
    expect(() => run('powerball', 'ophiuchus' as ZodiacSign, '2026-01-01')).toThrow('Unknown zodiac sign: ophiuchus');
    expect(run('eurojackpot', 'virgo', '2026-05-05', 5, 'x')).toEqual(run('eurojackpot', 'virgo', '2026-05-05', 5, 'x'));
    expect(run('eurojackpot', 'virgo', '2026-05-05', 5, 'x')).not.toEqual(run('eurojackpot', 'virgo', '2026-05-05', 5, 'y'));
  });
});
