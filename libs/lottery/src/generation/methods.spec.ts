/**
 * All eight methods over the real shipped history: every game, every method, realistic options.
 */
import { readFileSync } from 'node:fs';
import { GAMES, type Game } from '../games.js';
import { historyFileName } from '../history/history-files.js';
import { parseHistoryCsv } from '../history/parse-history.js';
import { bandIndex, bucketPattern } from '../stats/bands.js';
import { computeStats } from '../stats/compute-stats.js';
import { EXAMPLE_METHOD_OPTIONS } from './example-options.js';
import { describeMethod } from './catalogue.js';
import { generateSets } from './generate.js';
import { isValidSet, lineKey, passesGuardrails } from './set-rules.js';
import { METHOD_IDS, isMethodId, type GameStats, type MethodId } from './types.js';

const HISTORY_DIR = new URL('../../../../services/draws/data/history/', import.meta.url);

const statsByGame = new Map<string, GameStats>(
  GAMES.map((g) => {
    const { rows } = parseHistoryCsv(g, readFileSync(new URL(historyFileName(g), HISTORY_DIR), 'utf8'));
    return [g.id, computeStats(g, rows, { includePastLines: true })];
  }),
);
const statsOf = (g: Game) => statsByGame.get(g.id) as GameStats;
const powerball = GAMES[0]!;

/** `stats: null` plays the draws service being down. */
const generate = (g: Game, method: MethodId, seed: string, stats: GameStats | null = statsOf(g), count = 5) =>
  generateSets({ game: g, method, count, seed, options: EXAMPLE_METHOD_OPTIONS[method], ...(stats ? { stats } : {}) });

describe('every method for every game over real history', () => {
  it.each(METHOD_IDS)('%s gives valid, guarded sets for all 12 games without fallbacks', (method) => {
    for (const g of GAMES) {
      for (let seed = 0; seed < 20; seed++) {
        const { sets, fallbacks } = generate(g, method, `${method}-${g.id}-${seed}`);
        expect(fallbacks).toEqual([]);
        expect(sets).toHaveLength(5);
        for (const set of sets) {
          expect(set.method).toBe(method);
          if (!isValidSet(g, set)) throw new Error(`${method} ${g.id}: invalid set ${JSON.stringify(set)}`);
          expect(passesGuardrails(g, set.main)).toBe(true);
        }
      }
    }
  });

  it('markov only steps between bands as consecutive numbers of past draws did', () => {
    for (const g of GAMES) {
      const stats = statsOf(g);
      for (let seed = 0; seed < 20; seed++) {
        for (const set of generate(g, 'markov', `walk-${seed}`).sets) {
          const walk = set.main.map((n) => bandIndex(stats.bands, n));
          walk.slice(1).forEach((to, i) => expect(stats.transitions[walk[i]!]?.[to] ?? 0).toBeGreaterThan(0));
        }
      }
    }
  });

  it('ai lines follow bucket patterns seen in past draws', () => {
    for (const g of GAMES) {
      const stats = statsOf(g);
      for (const set of generate(g, 'ai', 'patterns', stats, 10).sets) {
        expect(stats.bucketPatterns[bucketPattern(stats.bands, set.main)]).toBeGreaterThan(0);
      }
    }
  });

  it('random never suggests a past jackpot line', () => {
    // Past lines are a tiny share of all lines: what is checked is that none slips through.
    for (const g of GAMES) {
      const pastLines = new Set(statsOf(g).pastLines);
      for (const set of generate(g, 'random', 'past', statsOf(g), 10).sets) expect(pastLines.has(lineKey(set.main))).toBe(false);
    }
  });
});

describe('generateSets', () => {
  it('is deterministic by seed: same inputs and seed give the same sets, another seed other sets', () => {
    for (const method of METHOD_IDS) {
      for (const g of GAMES) {
        const first = generate(g, method, 'seed-1');
        expect(generate(g, method, 'seed-1')).toEqual(first);
        expect(first.seed).toBe('seed-1');
        expect(generate(g, method, 'seed-2').sets).not.toEqual(first.sets);
      }
    }
  });

  it('gives a seed the same sets and scores in every version: share links reopen them', () => {
    const { sets } = generateSets({ game: powerball, method: 'random', count: 5, seed: 'share-link-1500' });
    expect(sets.map((set) => [set.main, set.special, set.meta?.['popularity']])).toEqual([
      [[10, 17, 20, 46, 62], [20], { score: 0, reasons: [] }],
      [[3, 11, 32, 46, 68], [25], { score: 0, reasons: [] }],
      [[11, 21, 26, 31, 41], [1], { score: 30, reasons: [{ id: 'arithmetic-run', points: 15 }, { id: 'last-digit', points: 15 }] }],
      [[7, 25, 34, 41, 45], [5], { score: 0, reasons: [] }],
      [[2, 19, 25, 26, 27], [5], { score: 25, reasons: [{ id: 'calendar-numbers', points: 25 }] }],
    ]);
  });

  it('makes a fresh seed when none is given, and that seed reproduces the reply', () => {
    const fresh = generateSets({ game: powerball, method: 'ai', count: 5, stats: statsOf(powerball) });
    expect(fresh.seed).toMatch(/^[0-9a-z]{12}$/);
    expect(generateSets({ game: powerball, method: 'ai', count: 5, seed: fresh.seed, stats: statsOf(powerball) })).toEqual(fresh);
  });

  it('answers without statistics: history methods fall back and say why, the others need none', () => {
    for (const method of METHOD_IDS) {
      for (const g of GAMES) {
        const { sets, fallbacks } = generate(g, method, 'offline', null);
        for (const set of sets) expect(isValidSet(g, set)).toBe(true);
        if (describeMethod(method).needsHistory) {
          expect(fallbacks).toHaveLength(1);
          expect(fallbacks[0]).toMatch(new RegExp(`^no-stats: ${method} `));
        } else {
          expect(fallbacks).toEqual([]);
        }
      }
    }
  });

});

describe('isMethodId', () => {
  it('knows the eight ids and nothing else', () => {
    expect(METHOD_IDS.every(isMethodId)).toBe(true);
    expect(isMethodId('hot-cold')).toBe(false);
  });
});

describe("the catalogue's needsHistory", () => {
  it('is true exactly for the methods whose sets change when the statistics are missing', () => {
    for (const method of METHOD_IDS) {
      const readsStats = GAMES.some((g) => {
        const withStats = generate(g, method, `reads-${method}`);
        const without = generate(g, method, `reads-${method}`, null);
        return without.fallbacks.length > 0 || JSON.stringify(withStats.sets) !== JSON.stringify(without.sets);
      });
      expect({ method, readsStats }).toEqual({ method, readsStats: describeMethod(method).needsHistory });
    }
  });
});
