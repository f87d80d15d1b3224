import { describe, expect, it } from '@jest/globals';
import { readableTextColor } from './readable-text-color.js';

describe('special ball text colour', () => {
  it('puts white on dark game colours and near-black on light ones', () => {
    expect(readableTextColor('#1d3557')).toBe('#ffffff');
    expect(readableTextColor('#d62828')).toBe('#ffffff');
    expect(readableTextColor('#e9c46a')).toBe('#111827');
    expect(readableTextColor('#ffb703')).toBe('#111827');
  });
});
