import { GAMES, findGame, type Game } from '../games.js';
import { createRandomSource } from '../random-source.js';
import { bandIndex, rangeBands } from '../stats/bands.js';
import { balanceMethod, isBalanced, lineBalance } from './balance.js';
import { completeSet, isValidSet, passesGuardrails } from './set-rules.js';

const game = (id: string): Game => findGame(id) ?? (() => { throw new Error(`no game ${id}`); })();
const run = (g: Game, seed: string, count = 5) => balanceMethod({ game: g, count, random: createRandomSource(seed), options: {} });

describe('balance method', () => {
  it('gives balanced lines for all 12 games: parity at most one apart, three or more bands, at most one consecutive pair', () => {
    for (const g of GAMES) {
      const bands = rangeBands(g.mainMax);
      const parities = new Set<string>();
      let withPair = 0;
      for (let seed = 0; seed < 40; seed++) {
        const { sets, fallbacks } = run(g, `balance-${seed}`);
        expect(fallbacks).toEqual([]);
        for (const set of sets) {
          expect(isValidSet(g, set)).toBe(true);
          expect(passesGuardrails(g, set.main)).toBe(true);
          const even = set.main.filter((n) => n % 2 === 0).length;
          const odd = g.mainCount - even;
          expect(Math.abs(even - odd)).toBeLessThanOrEqual(1);
          expect(set.meta?.parity).toBe(`${even}/${odd}`);
          expect(new Set(set.main.map((n) => bandIndex(bands, n))).size).toBeGreaterThanOrEqual(3);
          const pairs = set.main.filter((n, i) => i > 0 && n === set.main[i - 1]! + 1).length;
          expect(pairs).toBeLessThanOrEqual(1);
          if (pairs === 1) withPair++;
          parities.add(set.meta?.parity as string);
        }
      }
      // Both splits of an odd count occur; one consecutive pair is allowed, not avoided.
      expect([...parities].sort()).toEqual(g.mainCount === 5 ? ['2/3', '3/2'] : ['3/3']);
      expect(withPair).toBeGreaterThan(0);
    }
  });

  it('keeps a quarter or more of uniformly drawn lines, so it never needs many draws', () => {
    for (const g of GAMES) {
      const random = createRandomSource(`share-${g.id}`);
      const bands = rangeBands(g.mainMax);
      let kept = 0;
      for (let i = 0; i < 2000; i++) if (isBalanced(g, bands, completeSet(g, random).main)) kept++;
      expect(kept / 2000).toBeGreaterThan(0.25);
    }
  });

  it('measures a line', () => {
    const bands = rangeBands(49);
    expect(lineBalance(bands, [1, 2, 3, 20, 35, 47])).toEqual({ even: 2, odd: 4, bandsUsed: 4, consecutivePairs: 2 });
    expect(isBalanced(game('lotto-6aus49'), bands, [1, 2, 3, 20, 35, 47])).toBe(false);
    expect(isBalanced(game('lotto-6aus49'), bands, [1, 2, 14, 20, 35, 47])).toBe(true);
  });

  it('is deterministic by seed', () => {
    const g = game('california-lottery');
    expect(run(g, 'a')).toEqual(run(g, 'a'));
    expect(run(g, 'a')).not.toEqual(run(g, 'b'));
  });
});
