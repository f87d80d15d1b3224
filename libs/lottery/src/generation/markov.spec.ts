import { GAMES, findGame, type Game } from '../games.js';
import { createRandomSource } from '../random-source.js';
import { bandIndex } from '../stats/bands.js';
import { computeStats, type StatsDraw } from '../stats/compute-stats.js';
import { MARKOV_FALLBACK, markovMethod } from './markov.js';
import { drawUnique, isValidSet, passesGuardrails } from './set-rules.js';
import type { GameStats, GeneratedSet } from './types.js';

const game = (id: string): Game => findGame(id) ?? (() => { throw new Error(`no game ${id}`); })();

function statsOf(g: Game, lines: number[][]): GameStats {
  const draws: StatsDraw[] = lines.map((main, i) => ({
    drawDate: new Date(Date.UTC(2030, 0, 1 + 3 * i)).toISOString().slice(0, 10),
    main,
    special: g.specialCount > 0 ? drawUnique(createRandomSource(`s${i}`), g.specialCount, g.specialMin, g.specialMax) : [],
  }));
  return computeStats(g, draws);
}

const run = (g: Game, stats: GameStats | undefined, seed: string, count = 5) =>
  markovMethod({ game: g, count, random: createRandomSource(seed), options: {}, stats });

/** Every step between consecutive numbers of the sorted line is a band step counted in history. */
function expectSeenSteps(stats: GameStats, set: GeneratedSet) {
  const walk = set.main.map((n) => bandIndex(stats.bands, n));
  expect(set.meta?.walk).toEqual(walk);
  walk.slice(1).forEach((to, i) => {
    const from = walk[i] as number;
    expect(stats.transitions[from]?.[to] ?? 0).toBeGreaterThan(0);
    expect((set.meta?.stepsSeen as number[])[i]).toBe(stats.transitions[from]?.[to]);
  });
}

describe('markov method', () => {
  it('takes only band steps seen in history, for all 12 games', () => {
    for (const g of GAMES) {
      const random = createRandomSource(`lines-${g.id}`);
      const stats = statsOf(g, Array.from({ length: 300 }, () => drawUnique(random, g.mainCount, 1, g.mainMax)));
      for (let seed = 0; seed < 40; seed++) {
        const { sets, fallbacks } = run(g, stats, `walk-${seed}`);
        expect(fallbacks).toEqual([]);
        for (const set of sets) {
          expect(isValidSet(g, set)).toBe(true);
          expect(passesGuardrails(g, set.main)).toBe(true);
          expectSeenSteps(stats, set);
        }
      }
    }
  });

  it('never takes a step history lacks, even one a random line would often take', () => {
    // Powerball bands 1-13, 14-27, 28-41, 42-55, 56-69. History only ever steps 0→1→2→3→4 and,
    // across draws, 4→0: no band repeats, so no set may hold two numbers of one band.
    const g = game('powerball');
    const stats = statsOf(g, [
      [1, 14, 28, 42, 56],
      [13, 27, 41, 55, 69],
      [7, 20, 35, 50, 60],
    ]);
    expect(Object.keys(stats.transitions['0']!)).toEqual(['1']);
    for (let seed = 0; seed < 200; seed++) {
      for (const set of run(g, stats, `strict-${seed}`).sets) {
        expect(set.meta?.walk).toEqual([0, 1, 2, 3, 4]);
        expectSeenSteps(stats, set);
      }
    }
  });

  it('follows the observed step frequencies', () => {
    // Lotto 6aus49 bands 1-9, 10-19, 20-29, 30-39, 40-49. From band 1 history stays in band 1 once
    // and steps to band 2 four times; the walk should stay about one time in five.
    const g = game('lotto-6aus49');
    const stats = statsOf(g, [
      [1, 10, 11, 20, 30, 40],
      [2, 12, 21, 31, 41, 42],
      [3, 13, 22, 32, 43, 44],
      [4, 14, 23, 33, 45, 46],
    ]);
    expect(stats.transitions['1']).toEqual({ '1': 1, '2': 4 });
    let stay = 0;
    let up = 0;
    for (let seed = 0; seed < 150; seed++) {
      for (const set of run(g, stats, `freq-${seed}`).sets) {
        const walk = set.meta?.walk as number[];
        walk.slice(1).forEach((to, i) => {
          if (walk[i] === 1 && to === 1) stay++;
          if (walk[i] === 1 && to === 2) up++;
        });
        expectSeenSteps(stats, set);
      }
    }
    expect(stay / (stay + up)).toBeGreaterThan(0.12);
    expect(stay / (stay + up)).toBeLessThan(0.28);
  });

  it('walks every upward step without statistics, and says so', () => {
    for (const g of GAMES) {
      const { sets, fallbacks } = run(g, undefined, 'none');
      expect(fallbacks).toEqual([`no-stats: markov ${MARKOV_FALLBACK}`]);
      for (const set of sets) expect(isValidSet(g, set)).toBe(true);
    }
  });

  it('is deterministic by seed', () => {
    const g = game('la-primitiva');
    const random = createRandomSource('det');
    const stats = statsOf(g, Array.from({ length: 50 }, () => drawUnique(random, 6, 1, 49)));
    expect(run(g, stats, 'a')).toEqual(run(g, stats, 'a'));
    expect(run(g, stats, 'a')).not.toEqual(run(g, stats, 'b'));
  });
});
