import { createRandomSource, newSeed } from './random-source.js';

const take = (seed: string, count: number) => {
  const random = createRandomSource(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('createRandomSource', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(take('pickwise', 100)).toEqual(take('pickwise', 100));
  });

  it('gives different sequences for seeds one character apart', () => {
    const a = take('seed-1', 20);
    const b = take('seed-2', 20);
    expect(a.filter((x, i) => x === b[i])).toEqual([]);
  });

  it('gives floats in [0, 1) with a mean near 1/2', () => {
    const values = take('floats', 100_000);
    expect(values.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = values.reduce((sum, x) => sum + x, 0) / values.length;
    // The standard error of the mean is about 0.0009; 0.005 is more than five of them.
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.005);
  });

  it('gives integers over the whole inclusive range', () => {
    const random = createRandomSource('ints');
    const seen = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      const n = random.int(0, 9);
      expect(Number.isInteger(n) && n >= 0 && n <= 9).toBe(true);
      seen.add(n);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(random.int(7, 7)).toBe(7);
  });

  it('refuses an empty or fractional range', () => {
    const random = createRandomSource('bad');
    expect(() => random.int(5, 4)).toThrow(RangeError);
    expect(() => random.int(1.5, 4)).toThrow(RangeError);
  });
});

describe('newSeed', () => {
  it('gives twelve base-36 characters, different each time', () => {
    const seeds = Array.from({ length: 100 }, newSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-z]{12}$/);
    expect(new Set(seeds).size).toBe(100);
  });

  it('stays unique across refills of its pool of crypto-random words', () => {
    const seeds = Array.from({ length: 2000 }, newSeed);
    expect(new Set(seeds).size).toBe(2000);
  });
});
