import { BAND_COUNT, bandIndex, bucketPattern, rangeBands } from './bands.js';

describe('range bands', () => {
  it('splits 1..max into five near-equal bands that cover every number once', () => {
    expect(rangeBands(49)).toEqual([
      [1, 9],
      [10, 19],
      [20, 29],
      [30, 39],
      [40, 49],
    ]);
    expect(rangeBands(69)).toEqual([
      [1, 13],
      [14, 27],
      [28, 41],
      [42, 55],
      [56, 69],
    ]);
    for (const max of [47, 50, 53, 54, 59, 69, 70, 90]) {
      const bands = rangeBands(max);
      expect(bands).toHaveLength(BAND_COUNT);
      expect(bands[0]![0]).toBe(1);
      expect(bands[BAND_COUNT - 1]![1]).toBe(max);
      bands.slice(1).forEach(([low], i) => expect(low).toBe(bands[i]![1] + 1));
    }
  });

  it('finds the band of a number and the pattern of a line', () => {
    const bands = rangeBands(49);
    expect([1, 9, 10, 49, 50].map((n) => bandIndex(bands, n))).toEqual([0, 0, 1, 4, -1]);
    expect(bucketPattern(bands, [1, 12, 23, 34, 45, 46])).toBe('1-1-1-1-2');
    expect(bucketPattern(bands, [12, 22, 23, 24, 40, 41])).toBe('0-1-3-0-2');
  });
});
