import { describe, expect, it } from '@jest/globals';
import { formatFixed, formatSignificant } from './stats-format.js';

describe('statistics figures in the page language', () => {
  it('prints fixed decimals with the language’s separators', () => {
    expect(formatFixed(103.44, 'en', 1)).toBe('103.4');
    expect(formatFixed(103.44, 'es', 1)).toBe('103,4');
    expect(formatFixed(12, 'es', 1)).toBe('12,0');
    expect(formatFixed(1234.5, 'en', 1)).toBe('1,234.5');
  });

  it('prints a p-value to three decimals, and a tiny one in scientific notation', () => {
    expect(formatSignificant(0.37612, 'en')).toBe('0.376');
    expect(formatSignificant(0.37612, 'es')).toBe('0,376');
    expect(formatSignificant(0.001, 'es')).toBe('0,001');
    expect(formatSignificant(0.0000123, 'en')).toBe('1.23E-5');
    expect(formatSignificant(0.0000123, 'es')).toBe('1,23E-5');
  });
});
