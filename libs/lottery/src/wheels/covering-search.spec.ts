import { verifyCovering } from './covering-verifier.js';
import { searchCovering, type WheelSearchProgress } from './covering-search.js';
import { wheelLowerBound } from './schonheim-bound.js';

describe('searchCovering', () => {
  it.each([
    [10, 6, 3, 3],
    [12, 6, 3, 4],
    [12, 5, 3, 3],
    [15, 5, 4, 5],
    [15, 6, 3, 4],
  ])('builds a verified wheel of %i numbers, %i per line, %i if %i, never below the bound', (n, k, t, m) => {
    const { lines, cases } = searchCovering({ numbers: n, k, t, m, seed: 'spec' });
    expect(lines.every((line) => line.length === k && new Set(line).size === k)).toBe(true);
    expect(verifyCovering({ numbers: n, lines, t, m })).toEqual({ verified: true, cases });
    expect(BigInt(lines.length)).toBeGreaterThanOrEqual(wheelLowerBound(n, k, t, m));
  });

  it('finds the Fano plane size for 7 numbers, 3 per line, 2 if 2', () => {
    const { lines } = searchCovering({ numbers: 7, k: 3, t: 2, m: 2, seed: 'fano' });
    expect(verifyCovering({ numbers: 7, lines, t: 2, m: 2 }).verified).toBe(true);
    expect(lines).toHaveLength(7);
  });

  it('gives the same lines for the same seed, and works on the chosen numbers', () => {
    const input = { numbers: [2, 5, 8, 13, 21, 27, 30, 34, 41, 44, 47, 49], k: 6, t: 3, m: 4 };
    const first = searchCovering({ ...input, seed: 'share-link' });
    expect(searchCovering({ ...input, seed: 'share-link' })).toEqual(first);
    expect(verifyCovering({ numbers: input.numbers, lines: first.lines, t: 3, m: 4 }).verified).toBe(true);
    expect(first.lines.flat().every((x) => input.numbers.includes(x))).toBe(true);
  });

  it('puts the key numbers in every line and still proves the guarantee', () => {
    const { lines } = searchCovering({ numbers: 12, k: 6, t: 3, m: 3, keys: [4, 9], seed: 'keys' });
    expect(lines.every((line) => line.includes(4) && line.includes(9))).toBe(true);
    expect(verifyCovering({ numbers: 12, lines, t: 3, m: 3 }).verified).toBe(true);
  });

  it('refuses keys that leave too few free numbers per line for the guarantee', () => {
    expect(() => searchCovering({ numbers: 12, k: 4, t: 3, m: 3, keys: [0, 1], seed: 'x' })).toThrow(RangeError);
  });

  it('reports its progress and ends with the greedy start covered', () => {
    const progress: WheelSearchProgress[] = [];
    searchCovering({ numbers: 10, k: 5, t: 3, m: 3, seed: 'p', improvementRounds: 5, onProgress: (p) => progress.push(p) });
    const greedy = progress.filter((p) => p.phase === 'greedy');
    expect(greedy.at(-1)?.uncovered).toBe(0);
    expect(progress.filter((p) => p.phase === 'improve').map((p) => p.round)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops with the signal\'s reason once aborted', () => {
    const controller = new AbortController();
    const run = () =>
      searchCovering({
        numbers: 15,
        k: 5,
        t: 4,
        m: 5,
        seed: 'cancel',
        signal: controller.signal,
        onProgress: (p) => {
          if (p.lines === 3) controller.abort(new Error('cancelled by the player'));
        },
      });
    expect(run).toThrow('cancelled by the player');
  });
});
