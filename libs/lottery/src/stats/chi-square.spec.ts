import { chiSquarePValue, logGamma, upperRegularisedGamma } from './chi-square.js';

// Reference values from SciPy 1.17 (scipy.stats.chi2.sf, scipy.special.gammaln), computed apart from this code.
describe('chiSquarePValue', () => {
  it.each([
    [68, 68, 0.4771905070468],
    [80.5, 68, 0.1425755032421256],
    [50, 68, 0.9502196398149911],
    [100, 68, 0.006978764561891859],
    [3.84, 1, 0.05004352124870519],
    [30, 25, 0.22428900483440378],
    [10, 11, 0.5303871510010405],
    [150, 89, 5.645606191252984e-5],
    [0.5, 2, 0.7788007830714049],
    [200, 48, 1.861824506769913e-20],
  ])('χ² = %d with %d degrees of freedom has p = %d', (statistic, degrees, expected) => {
    expect(chiSquarePValue(statistic, degrees) / expected).toBeCloseTo(1, 9);
  });

  it('is 1 at zero and refuses undefined arguments', () => {
    expect(chiSquarePValue(0, 10)).toBe(1);
    expect(() => upperRegularisedGamma(0, 1)).toThrow(RangeError);
    expect(() => upperRegularisedGamma(1, Number.NaN)).toThrow(RangeError);
  });
});

describe('logGamma', () => {
  it.each([
    [0.5, 0.5723649429247],
    [1, 0],
    [4.5, 2.4537365708424423],
    [10.25, 13.368023671476045],
    [100.5, 361.43554046777757],
  ])('lnΓ(%d) = %d', (x, expected) => {
    expect(logGamma(x)).toBeCloseTo(expected, 10);
  });
});
