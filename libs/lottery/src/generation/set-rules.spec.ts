import { findGame, GAMES, type Game } from '../games.js';
import { createRandomSource } from '../random-source.js';
import {
  completeSet,
  drawUnique,
  isValidSet,
  lineKey,
  passesGuardrails,
  pickSpecial,
  tensBand,
} from './set-rules.js';

const game = (id: string): Game => {
  const found = findGame(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};

describe('drawUnique', () => {
  it('returns count distinct sorted numbers within the range, avoiding excluded ones', () => {
    const random = createRandomSource('draw-unique');
    for (let i = 0; i < 2000; i++) {
      const picks = drawUnique(random, 6, 1, 20, [3, 7, 11]);
      expect(picks).toHaveLength(6);
      expect(new Set(picks).size).toBe(6);
      expect(picks).toEqual([...picks].sort((a, b) => a - b));
      for (const n of picks) {
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(20);
        expect([3, 7, 11]).not.toContain(n);
      }
    }
  });

  it('can take every allowed number and refuses to take more', () => {
    const random = createRandomSource('all');
    expect(drawUnique(random, 4, 0, 4, [2])).toEqual([0, 1, 3, 4]);
    expect(() => drawUnique(random, 5, 0, 4, [2])).toThrow(RangeError);
    expect(drawUnique(random, 0, 1, 1)).toEqual([]);
  });

  it('is deterministic for a seed', () => {
    const a = createRandomSource('same');
    const b = createRandomSource('same');
    expect(Array.from({ length: 50 }, () => drawUnique(a, 5, 1, 69))).toEqual(
      Array.from({ length: 50 }, () => drawUnique(b, 5, 1, 69)),
    );
  });
});

describe('isValidSet', () => {
  const powerball = game('powerball');
  const euromillions = game('euromillions');
  const primitiva = game('la-primitiva');
  const uk = game('uk-lotto');

  it('accepts well-formed sets', () => {
    expect(isValidSet(powerball, { main: [1, 2, 30, 45, 69], special: [26] })).toBe(true);
    expect(isValidSet(euromillions, { main: [5, 10, 20, 30, 50], special: [1, 12] })).toBe(true);
    expect(isValidSet(primitiva, { main: [1, 9, 17, 25, 33, 49], special: [0] })).toBe(true);
    expect(isValidSet(uk, { main: [1, 9, 17, 25, 33, 59], special: [] })).toBe(true);
  });

  it.each([
    ['too few main numbers', { main: [1, 2, 30, 45], special: [1] }],
    ['main above max', { main: [1, 2, 30, 45, 70], special: [1] }],
    ['main zero', { main: [0, 2, 30, 45, 60], special: [1] }],
    ['duplicate main', { main: [1, 2, 2, 45, 60], special: [1] }],
    ['unsorted main', { main: [2, 1, 30, 45, 60], special: [1] }],
    ['non-integer main', { main: [1.5, 2, 30, 45, 60], special: [1] }],
    ['missing special', { main: [1, 2, 30, 45, 60], special: [] }],
    ['special above max', { main: [1, 2, 30, 45, 60], special: [27] }],
    ['special zero', { main: [1, 2, 30, 45, 60], special: [0] }],
  ])('rejects a powerball set with %s', (_reason, set) => {
    expect(isValidSet(powerball, set)).toBe(false);
  });

  it('rejects unsorted or repeated specials and specials where the game has none', () => {
    expect(isValidSet(euromillions, { main: [5, 10, 20, 30, 50], special: [12, 1] })).toBe(false);
    expect(isValidSet(euromillions, { main: [5, 10, 20, 30, 50], special: [3, 3] })).toBe(false);
    expect(isValidSet(uk, { main: [1, 9, 17, 25, 33, 59], special: [1] })).toBe(false);
    expect(isValidSet(primitiva, { main: [1, 9, 17, 25, 33, 49], special: [10] })).toBe(false);
  });
});

describe('guardrails', () => {
  const powerball = game('powerball');
  const superenalotto = game('superenalotto');

  it('puts 1-9 in band 0 and each further ten in its own band', () => {
    expect([1, 9, 10, 19, 20, 69, 90].map(tensBand)).toEqual([0, 0, 1, 1, 2, 6, 9]);
  });

  it('rejects an all-consecutive line', () => {
    expect(passesGuardrails(powerball, [8, 9, 10, 11, 12])).toBe(false);
    expect(passesGuardrails(powerball, [8, 9, 10, 11, 13])).toBe(true);
  });

  it('rejects a line inside one tens band', () => {
    expect(passesGuardrails(powerball, [1, 3, 5, 7, 9])).toBe(false);
    expect(passesGuardrails(powerball, [60, 62, 64, 66, 69])).toBe(false);
    expect(passesGuardrails(powerball, [1, 3, 5, 7, 10])).toBe(true);
    expect(passesGuardrails(superenalotto, [80, 82, 84, 86, 88, 89])).toBe(false);
    expect(passesGuardrails(superenalotto, [80, 82, 84, 86, 88, 90])).toBe(true);
  });

  it('does not judge partial lines', () => {
    expect(passesGuardrails(powerball, [1, 2, 3])).toBe(true);
  });
});

describe('lineKey', () => {
  it('joins the numbers ascending with dashes', () => {
    expect(lineKey([30, 4, 12, 1, 69])).toBe('1-4-12-30-69');
  });
});

describe('pickSpecial', () => {
  it('gives the game its special count and range', () => {
    const random = createRandomSource('special');
    for (const g of GAMES) {
      for (let i = 0; i < 500; i++) {
        const special = pickSpecial(g, random);
        expect(special).toHaveLength(g.specialCount);
        expect(special.every((n) => n >= g.specialMin && n <= g.specialMax)).toBe(true);
        expect(special).toEqual([...new Set(special)].sort((a, b) => a - b));
      }
    }
  });
});

describe('completeSet', () => {
  const lotto = game('lotto-6aus49');

  it('keeps the chosen numbers and fills a valid line around them', () => {
    const random = createRandomSource('complete');
    for (let i = 0; i < 1000; i++) {
      const set = completeSet(lotto, random, [7, 49, 7]);
      expect(isValidSet(lotto, set)).toBe(true);
      expect(set.main).toEqual(expect.arrayContaining([7, 49]));
      expect(passesGuardrails(lotto, set.main)).toBe(true);
    }
  });

  it('redraws until the line is accepted', () => {
    const random = createRandomSource('accept');
    const set = completeSet(lotto, random, [], (main) => main.every((n) => n % 2 === 0));
    expect(set.main.every((n) => n % 2 === 0)).toBe(true);
  });

  it('returns a full chosen line even when it breaks a guardrail', () => {
    const set = completeSet(lotto, createRandomSource('full'), [1, 2, 3, 4, 5, 6]);
    expect(set.main).toEqual([1, 2, 3, 4, 5, 6]);
    expect(set.special).toHaveLength(1);
  });

  it('refuses chosen numbers that do not fit the matrix', () => {
    const random = createRandomSource('bad');
    expect(() => completeSet(lotto, random, [50])).toThrow(RangeError);
    expect(() => completeSet(lotto, random, [1, 2, 3, 4, 5, 6, 7])).toThrow(RangeError);
  });
});
