import { verifyCovering } from './covering-verifier.js';
import { schonheimBound, wheelLowerBound } from './schonheim-bound.js';

describe('schonheimBound', () => {
  // Steiner systems meet the bound exactly; the La Jolla Covering Repository
  // (https://ljcr.dmgordon.org/cover/table.html) lists these sizes as optimal.
  it.each([
    [7, 3, 2, 7n],
    [9, 3, 2, 12n],
    [8, 4, 3, 14n],
    [13, 4, 2, 13n], // the projective plane PG(2,3)
  ])('L(%i, %i, %i) = %s, the size of the Steiner system', (v, k, t, bound) => {
    expect(schonheimBound(v, k, t)).toBe(bound);
  });

  it('matches C(v,3,2) of Fort and Hedlund (1958): 17 for v = 10, and one below C(11,3,2) = 20', () => {
    // Fort and Hedlund, Pacific J. Math. 8 (1958): C(v,3,2) is the bound, one more when v ≡ 5 mod 6.
    expect(schonheimBound(10, 3, 2)).toBe(17n);
    expect(schonheimBound(11, 3, 2)).toBe(19n);
  });

  it('works out the nested ceilings of lottery-sized cases', () => {
    // ceil(47/4) = 12, ceil(48/5 * 12) = 116, ceil(49/6 * 116) = 948.
    expect(schonheimBound(49, 6, 3)).toBe(948n);
    // ceil(28/4) = 7, ceil(29/5 * 7) = 41, ceil(30/6 * 41) = 205.
    expect(schonheimBound(30, 6, 3)).toBe(205n);
    // ceil(12/3) = 4, ceil(13/4 * 4) = 13, ceil(14/5 * 13) = 37, ceil(15/6 * 37) = 93.
    expect(schonheimBound(15, 6, 4)).toBe(93n);
  });

  it('is 1 for t = 0 or k = v, and rejects impossible parameters', () => {
    expect(schonheimBound(10, 6, 0)).toBe(1n);
    expect(schonheimBound(6, 6, 3)).toBe(1n);
    expect(() => schonheimBound(5, 6, 3)).toThrow(RangeError);
    expect(() => schonheimBound(10, 2, 3)).toThrow(RangeError);
  });
});

describe('wheelLowerBound', () => {
  it('is Schönheim\'s bound when m = t', () => {
    expect(wheelLowerBound(9, 3, 2, 2)).toBe(12n);
    expect(wheelLowerBound(49, 6, 3, 3)).toBe(948n);
  });

  it('is not the covering bound when m > t, which a real design beats', () => {
    // Three disjoint lines over nine of ten numbers meet every 4 drawn, below C(10,3,1)'s bound of 4.
    const lines = [
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
    ];
    expect(verifyCovering({ numbers: 10, lines, t: 1, m: 4 }).verified).toBe(true);
    expect(schonheimBound(10, 3, 1)).toBe(4n);
    // C(10,4) = 210 cases; a line meets 3*35 + 3*21 + 1*7 = 175 of them in 1 or more: ceil(210/175) = 2.
    expect(wheelLowerBound(10, 3, 1, 4)).toBe(2n);
  });

  it('counts the cases one line can meet for a lottery guarantee', () => {
    // 3 if 4 on 12 numbers, 6 per line: C(12,4) = 495; a line meets C(6,3)C(6,1) + C(6,4) = 135.
    expect(wheelLowerBound(12, 6, 3, 4)).toBe(4n);
  });
});
