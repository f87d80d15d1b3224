import { GAMES, findGame, type Game } from '../games.js';
import { createRandomSource } from '../random-source.js';
import { birthdayMethod, NO_DATE_NUMBER_FALLBACK, type DateNumber } from './birthday.js';
import { isValidSet } from './set-rules.js';

const game = (id: string): Game => findGame(id) ?? (() => { throw new Error(`no game ${id}`); })();
const run = (gameId: string, birthdates: string[], importantDates: string[] = [], count = 5, seed = 'birthday') =>
  birthdayMethod({ game: game(gameId), count, random: createRandomSource(seed), options: { birthdates, importantDates } });

const dateNumbersOf = (meta: Record<string, unknown> | undefined) => (meta?.dateNumbers ?? []) as DateNumber[];

describe('birthday method', () => {
  it('puts numbers from the dates in every set, each explained by its date and mapping, for all 12 games', () => {
    const birthdates = ['1985-06-15', '1992-11-03'];
    const importantDates = ['2010-09-25'];
    const expected: Record<string, (d: { y: number; m: number; day: number }) => number> = {
      day: (d) => d.day,
      month: (d) => d.m,
      'day+month': (d) => d.day + d.m,
      'two-digit-year': (d) => d.y % 100,
      'year-digit-sum': (d) => [...String(d.y)].reduce((sum, c) => sum + Number(c), 0),
    };
    for (const g of GAMES) {
      for (let seed = 0; seed < 40; seed++) {
        const { sets, fallbacks } = run(g.id, birthdates, importantDates, 5, `dates-${seed}`);
        expect(fallbacks).toEqual([]);
        for (const set of sets) {
          expect(isValidSet(g, set)).toBe(true);
          const used = dateNumbersOf(set.meta);
          // Room for mainCount - 1 date numbers; three dates give more candidates than that.
          expect(used).toHaveLength(g.mainCount - 1);
          for (const entry of used) {
            expect(set.main).toContain(entry.number);
            const [y, m, day] = entry.date.split('-').map(Number) as [number, number, number];
            expect(entry.number).toBe(expected[entry.mapping]!({ y, m, day }));
            expect(entry.kind).toBe(importantDates.includes(entry.date) ? 'importantDate' : 'birthdate');
          }
          // Round-robin over dates: every date contributes to every set.
          expect(new Set(used.map((entry) => entry.date)).size).toBe(3);
        }
      }
    }
  });

  it('takes day and month before the other mappings', () => {
    const { sets } = run('powerball', ['1990-04-21']);
    for (const set of sets) {
      const used = dateNumbersOf(set.meta);
      expect(set.main).toEqual(expect.arrayContaining([21, 4]));
      // 25 (day+month), 90 does not fit 1-69, 19 (digit sum): two of the remaining room of 2.
      expect(used.map((entry) => entry.number).sort((a, b) => a - b)).toEqual([4, 19, 21, 25]);
    }
  });

  it('leaves out mappings that do not fit the matrix', () => {
    // 1999-12-31: 31, 12, 43 and 28 fit 1-50; the two-digit year 99 does not.
    const { sets } = run('euromillions', ['1999-12-31']);
    for (const set of sets) {
      for (const entry of dateNumbersOf(set.meta)) expect(entry.number).toBeLessThanOrEqual(50);
      expect(dateNumbersOf(set.meta).map((entry) => entry.number).sort((a, b) => a - b)).toEqual([12, 28, 31, 43]);
    }
  });

  it('says so in meta and fills at random when no date-derived number fits', () => {
    const { sets, fallbacks } = run('powerball', [], []);
    expect(fallbacks).toEqual([NO_DATE_NUMBER_FALLBACK]);
    for (const set of sets) {
      expect(set.meta?.noDateNumbers).toBe(true);
      expect(isValidSet(game('powerball'), set)).toBe(true);
    }
  });

  it('reports dates it cannot read', () => {
    const { sets } = run('powerball', ['1990-04-21', 'not-a-date']);
    expect(sets[0]?.meta?.unreadableDates).toEqual(['not-a-date']);
  });

  it('is deterministic by seed', () => {
    expect(run('la-primitiva', ['1977-02-08'], ['2001-07-14'], 5, 's')).toEqual(run('la-primitiva', ['1977-02-08'], ['2001-07-14'], 5, 's'));
    expect(run('la-primitiva', ['1977-02-08'], ['2001-07-14'], 5, 's')).not.toEqual(run('la-primitiva', ['1977-02-08'], ['2001-07-14'], 5, 't'));
  });
});
