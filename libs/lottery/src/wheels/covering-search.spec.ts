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
    [14, 6, 5, 6],
    [16, 5, 1, 5],
  ])('builds a verified wheel of %i numbers, %i per line, %i if %i, never below the bound', (n, k, t, m) => {
    const { lines, cases } = searchCovering({ numbers: n, k, t, m, seed: 'spec', improvementRounds: 8 });
    expect(lines.every((line) => line.length === k && new Set(line).size === k)).toBe(true);
    expect(verifyCovering({ numbers: n, lines, t, m })).toEqual({ verified: true, cases });
    expect(BigInt(lines.length)).toBeGreaterThanOrEqual(wheelLowerBound(n, k, t, m));
  });

  // Known optima: each size equals Schönheim's bound (J. Schönheim, "On coverings", Pacific J. Math. 14
  // (1964)), so no covering is smaller, and a Steiner system reaches it: the Fano plane S(2,3,7)
  // (7 lines), the affine plane AG(2,3) = S(2,3,9) (12 lines), the Steiner quadruple system S(3,4,8)
  // (14 blocks). Schönheim's bound for them is checked too, so the test cannot pass on a wrong size.
  it.each([
    [7, 3, 2, 7],
    [9, 3, 2, 12],
    [8, 4, 3, 14],
  ])('finds the optimum covering of %i numbers, %i per line, every %i of them: %i lines', (n, k, t, size) => {
    expect(wheelLowerBound(n, k, t, t)).toBe(BigInt(size));
    const { lines } = searchCovering({ numbers: n, k, t, m: t, seed: 'optimum' });
    expect(verifyCovering({ numbers: n, lines, t, m: t }).verified).toBe(true);
    expect(lines).toHaveLength(size);
  });

  it('improves on its greedy start', () => {
    const input = { numbers: 16, k: 6, t: 3, m: 3, seed: 'improve' };
    const greedy = searchCovering({ ...input, improvementRounds: 0 });
    const improved = searchCovering({ ...input, improvementRounds: 20 });
    expect(verifyCovering({ numbers: 16, lines: greedy.lines, t: 3, m: 3 }).verified).toBe(true);
    expect(verifyCovering({ numbers: 16, lines: improved.lines, t: 3, m: 3 }).verified).toBe(true);
    expect(improved.lines.length).toBeLessThan(greedy.lines.length);
  });

  it('gives the same lines for the same seed, and works on the chosen numbers', () => {
    const input = { numbers: [2, 5, 8, 13, 21, 27, 30, 34, 41, 44, 47, 49], k: 6, t: 3, m: 4, improvementRounds: 5 };
    const first = searchCovering({ ...input, seed: 'share-link' });
    expect(searchCovering({ ...input, seed: 'share-link' })).toEqual(first);
    expect(verifyCovering({ numbers: input.numbers, lines: first.lines, t: 3, m: 4 }).verified).toBe(true);
    expect(first.lines.flat().every((x) => input.numbers.includes(x))).toBe(true);
    expect(first.lines.every((line) => line.every((x, i) => i === 0 || line[i - 1]! < x))).toBe(true);
  });

  it('puts the key numbers in every line and still proves the guarantee', () => {
    const { lines } = searchCovering({ numbers: 12, k: 6, t: 3, m: 3, keys: [4, 9], seed: 'keys', improvementRounds: 5 });
    expect(lines.every((line) => line.includes(4) && line.includes(9))).toBe(true);
    expect(verifyCovering({ numbers: 12, lines, t: 3, m: 3 }).verified).toBe(true);
  });

  it('refuses keys that leave too few free numbers per line, and keys not among the numbers', () => {
    expect(() => searchCovering({ numbers: 12, k: 4, t: 3, m: 3, keys: [0, 1], seed: 'x' })).toThrow(RangeError);
    expect(() => searchCovering({ numbers: [1, 2, 3, 4, 5, 6, 7], k: 5, t: 2, m: 2, keys: [9], seed: 'x' })).toThrow(RangeError);
    expect(() => searchCovering({ numbers: 5, k: 6, t: 3, m: 3, seed: 'x' })).toThrow(RangeError);
    expect(() => searchCovering({ numbers: 10, k: 5, t: 3, m: 3, seed: 'x', candidatesPerStep: -1 })).toThrow(RangeError);
    expect(() => searchCovering({ numbers: 10, k: 5, t: 3, m: 3, seed: 'x', improvementRounds: 1.5 })).toThrow(RangeError);
  });

  it('builds a plain greedy wheel with one candidate line per step and no improvement', () => {
    const { lines } = searchCovering({ numbers: 13, k: 5, t: 3, m: 4, seed: 'plain', candidatesPerStep: 0, improvementRounds: 0 });
    expect(verifyCovering({ numbers: 13, lines, t: 3, m: 4 }).verified).toBe(true);
  });

  it('returns the full wheel when each line can cover only one case (t = m = k)', () => {
    const { lines, cases } = searchCovering({ numbers: 9, k: 4, t: 4, m: 4, seed: 'full' });
    expect(cases).toBe(126);
    expect(new Set(lines.map((line) => line.join(','))).size).toBe(126);
  });

  it('reports its progress: the greedy start covered, then each round of the improvement', () => {
    const progress: WheelSearchProgress[] = [];
    searchCovering({ numbers: 14, k: 5, t: 3, m: 4, seed: 'p', improvementRounds: 5, onProgress: (p) => progress.push(p) });
    const greedy = progress.filter((p) => p.phase === 'greedy');
    expect(greedy.at(-1)?.uncovered).toBe(0);
    expect(progress.filter((p) => p.phase === 'improve').map((p) => [p.round, p.rounds])).toEqual([
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
    ]);
    expect(progress.findIndex((p) => p.phase === 'improve')).toBeGreaterThan(progress.findLastIndex((p) => p.phase === 'greedy'));
  });

  it('ends the improvement at once when a wheel meets the lower bound', () => {
    const progress: WheelSearchProgress[] = [];
    const { lines } = searchCovering({ numbers: 7, k: 3, t: 2, m: 2, seed: 'fano', improvementRounds: 500, onProgress: (p) => progress.push(p) });
    expect(lines).toHaveLength(7);
    expect(progress.at(-1)).toMatchObject({ phase: 'improve', lines: 7, round: 500, rounds: 500 });
    expect(progress.filter((p) => p.phase === 'improve').length).toBeLessThan(500);
  });

  it("stops with the signal's reason once aborted", () => {
    const controller = new AbortController();
    const phases: string[] = [];
    const run = () =>
      searchCovering({
        numbers: 15,
        k: 5,
        t: 4,
        m: 5,
        seed: 'cancel',
        signal: controller.signal,
        onProgress: (p) => {
          phases.push(p.phase);
          if (p.phase === 'improve') controller.abort(new Error('cancelled by the player'));
        },
      });
    expect(run).toThrow('cancelled by the player');
    expect(phases.filter((phase) => phase === 'improve')).toHaveLength(1);
    expect(() => searchCovering({ numbers: 12, k: 6, t: 3, m: 3, seed: 'x', signal: AbortSignal.abort(new Error('gone')) })).toThrow('gone');
  });
});
