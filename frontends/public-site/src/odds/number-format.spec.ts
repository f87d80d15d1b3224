import { describe, expect, it } from '@jest/globals';
import { formatCount, formatCurrency } from './number-format.js';

describe('formatCurrency', () => {
  it('writes cents below 1,000 units and whole units from there, in English', () => {
    expect(formatCurrency(0.6345, 'USD', 'en')).toBe('$0.63');
    expect(formatCurrency(2, 'USD', 'en')).toBe('$2.00');
    expect(formatCurrency(999.994, 'USD', 'en')).toBe('$999.99');
    expect(formatCurrency(432_000_000, 'USD', 'en')).toBe('$432,000,000');
    expect(formatCurrency(1_000_000.4, 'GBP', 'en')).toBe('£1,000,000');
  });

  it('uses a true minus sign', () => {
    expect(formatCurrency(-0.731, 'USD', 'en')).toBe('\u2212$0.73');
    expect(formatCurrency(-0.731, 'EUR', 'es')).toBe('\u22120,73\u00a0€');
  });

  it('writes Spanish with its separators and the sign after the figure', () => {
    expect(formatCurrency(0.6345, 'EUR', 'es')).toBe('0,63\u00a0€');
    expect(formatCurrency(50_000_000, 'EUR', 'es')).toBe('50.000.000\u00a0€');
    // Spanish leaves four digits ungrouped by default; the site groups them as its counts do.
    expect(formatCurrency(1_000, 'EUR', 'es')).toBe('1.000\u00a0€');
    expect(formatCurrency(1_000_000, 'USD', 'es')).toBe('1.000.000\u00a0US$');
  });

  it('says less than one cent rather than zero for a tiny amount', () => {
    expect(formatCurrency(0.0000137, 'USD', 'en')).toBe('< $0.01');
    expect(formatCurrency(-0.001, 'EUR', 'es')).toBe('> \u22120,01\u00a0€');
    expect(formatCurrency(0, 'USD', 'en')).toBe('$0.00');
  });
});

describe('formatCount', () => {
  it('groups every whole number of four digits or more, in Spanish too', () => {
    expect(formatCount(1974, 'en')).toBe('1,974');
    expect(formatCount(1974, 'es')).toBe('1.974');
    expect(formatCount(999, 'es')).toBe('999');
  });
});
