import { choose } from '../prizes/odds.js';
import { createRandomSource } from '../random-source.js';
import { verifyCovering } from './covering-verifier.js';

/**
 * Steiner systems are coverings of the exact size Schönheim's bound gives; the La Jolla Covering
 * Repository (https://ljcr.dmgordon.org/cover/table.html) lists C(7,3,2) = 7, C(9,3,2) = 12 and
 * C(8,4,3) = 14, and the Handbook of Combinatorial Designs (Colbourn and Dinitz, 2nd ed., 2007,
 * II.1 and II.5) gives the constructions built below.
 */

/** The Fano plane PG(2,2): 7 lines of 3 points, every pair on exactly one. */
const fano = [
  [0, 1, 2],
  [0, 3, 4],
  [0, 5, 6],
  [1, 3, 5],
  [1, 4, 6],
  [2, 3, 6],
  [2, 4, 5],
];

/** The affine plane AG(2,3), the Steiner triple system S(2,3,9): point (x, y) is 3x + y. */
const affinePlane = (() => {
  const lines: number[][] = [];
  for (let c = 0; c < 3; c++) lines.push([0, 1, 2].map((y) => 3 * c + y));
  for (let slope = 0; slope < 3; slope++) {
    for (let b = 0; b < 3; b++) lines.push([0, 1, 2].map((x) => 3 * x + ((slope * x + b) % 3)));
  }
  return lines;
})();

/** The Steiner quadruple system S(3,4,8): the planes of AG(3,2), 4-sets of Z_2^3 whose XOR is 0. */
const quadrupleSystem = (() => {
  const blocks: number[][] = [];
  for (let a = 0; a < 8; a++) {
    for (let b = a + 1; b < 8; b++) {
      for (let c = b + 1; c < 8; c++) {
        const d = a ^ b ^ c;
        if (d > c) blocks.push([a, b, c, d]);
      }
    }
  }
  return blocks;
})();

describe('verifyCovering', () => {
  it.each([
    ['the Fano plane, C(7,3,2) = 7', fano, 7, 2, 7],
    ['the affine plane AG(2,3), C(9,3,2) = 12', affinePlane, 9, 2, 12],
    ['the quadruple system S(3,4,8), C(8,4,3) = 14', quadrupleSystem, 8, 3, 14],
  ])('proves %s over every t-subset', (_, lines, n, t, size) => {
    expect(lines).toHaveLength(size);
    expect(verifyCovering({ numbers: n, lines, t, m: t })).toEqual({ verified: true, cases: Number(choose(n, t)) });
  });

  it.each([
    ['the Fano plane', fano, 7, 2],
    ['the affine plane', affinePlane, 9, 2],
    ['the quadruple system', quadrupleSystem, 8, 3],
  ])('finds the hole in %s with any one line removed', (_, lines, n, t) => {
    for (let removed = 0; removed < lines.length; removed++) {
      const rest = lines.filter((_line, i) => i !== removed);
      const verdict = verifyCovering({ numbers: n, lines: rest, t, m: t });
      expect(verdict.verified).toBe(false);
      // In a Steiner system the removed line is the only one holding its t-subsets.
      const hole = verdict.firstUncovered!;
      expect(hole).toHaveLength(t);
      expect(hole.every((x) => lines[removed]!.includes(x))).toBe(true);
    }
  });

  it('works on the chosen numbers themselves and names the hole in them', () => {
    const numbers = [3, 11, 17, 24, 38, 42, 49];
    const lines = fano.map((line) => line.map((i) => numbers[i]!));
    expect(verifyCovering({ numbers, lines, t: 2, m: 2 }).verified).toBe(true);
    const verdict = verifyCovering({ numbers, lines: lines.slice(1), t: 2, m: 2 });
    expect(verdict).toEqual({ verified: false, cases: 1, firstUncovered: [3, 11] });
  });

  it('checks "t if m" with m > t: three lines over nine of ten numbers meet every 4 drawn', () => {
    const lines = [
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
    ];
    expect(verifyCovering({ numbers: 10, lines, t: 1, m: 4 })).toEqual({ verified: true, cases: 210 });
    const verdict = verifyCovering({ numbers: 10, lines, t: 2, m: 4 });
    expect(verdict.verified).toBe(false);
    expect(verdict.firstUncovered).toEqual([0, 3, 6, 9]);
  });

  it('counts every one of the 142,506 cases for 30 numbers, 5 drawn', () => {
    const lines = [Array.from({ length: 30 }, (_, i) => i)];
    expect(verifyCovering({ numbers: 30, lines, t: 5, m: 5 })).toEqual({ verified: true, cases: 142_506 });
  });

  it('agrees with a plain check of every case, line by line, on random wheels with and without holes', () => {
    const random = createRandomSource('verifier-agreement');
    const subsetsOf = (items: number[], size: number): number[][] =>
      size === 0 ? [[]] : items.flatMap((first, i) => subsetsOf(items.slice(i + 1), size - 1).map((rest) => [first, ...rest]));
    for (let trial = 0; trial < 60; trial++) {
      const n = random.int(5, 11);
      const k = random.int(2, Math.min(6, n));
      const m = random.int(1, Math.min(6, n));
      const t = random.int(1, Math.min(m, k));
      const numbers = Array.from({ length: n }, (_, i) => 3 * i + 1);
      const lines = Array.from({ length: random.int(0, 12) }, () => {
        const bag = [...numbers];
        for (let i = bag.length - 1; i > 0; i--) {
          const j = random.int(0, i);
          [bag[i], bag[j]] = [bag[j]!, bag[i]!];
        }
        return bag.slice(0, k);
      });
      // Subsets in increasing order of their masks: the verifier names the first hole in that order.
      const cases = subsetsOf(numbers, m).sort((a, b) => a.reduceRight((cmp, x, i) => cmp || x - b[i]!, 0));
      const holeAt = cases.findIndex((drawn) => !lines.some((line) => line.filter((x) => drawn.includes(x)).length >= t));
      const expected = holeAt === -1 ? { verified: true, cases: cases.length } : { verified: false, cases: holeAt + 1, firstUncovered: cases[holeAt] };
      expect(verifyCovering({ numbers, lines, t, m })).toEqual(expected);
    }
  });

  it('proves the full 5-of-30 wheel (142,506 lines) and names the one case a removed line leaves open', () => {
    const lines: number[][] = [];
    const extend = (from: number, line: number[]) => {
      if (line.length === 5) lines.push(line);
      else for (let x = from; x < 30; x++) extend(x + 1, [...line, x]);
    };
    extend(0, []);
    expect(verifyCovering({ numbers: 30, lines, t: 5, m: 5 })).toEqual({ verified: true, cases: 142_506 });
    const [removed] = lines.splice(98_765, 1);
    expect(verifyCovering({ numbers: 30, lines, t: 5, m: 5 })).toMatchObject({ verified: false, firstUncovered: removed });
  });

  it('rejects lines with numbers that were not chosen, and impossible guarantees', () => {
    expect(() => verifyCovering({ numbers: [1, 2, 3], lines: [[1, 4]], t: 1, m: 1 })).toThrow(RangeError);
    expect(() => verifyCovering({ numbers: 5, lines: [], t: 3, m: 2 })).toThrow(RangeError);
    expect(() => verifyCovering({ numbers: 31, lines: [], t: 1, m: 1 })).toThrow(RangeError);
  });
});
