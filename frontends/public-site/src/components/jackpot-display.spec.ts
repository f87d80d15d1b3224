import { describe, expect, it } from '@jest/globals';
import { countUpFrame, parseJackpotDisplay } from './jackpot-display.js';

describe('jackpot count-up', () => {
  it('keeps the currency symbol and the M/B/K suffix on every frame', () => {
    const parts = parseJackpotDisplay('$432M');
    expect(parts).toEqual({ prefix: '$', value: 432, decimals: 0, decimalMark: '.', suffix: 'M' });
    expect(countUpFrame(parts!, 0, 60)).toBe('$0M');
    expect(countUpFrame(parts!, 30, 60)).toBe('$216M');
    expect(countUpFrame(parts!, 60, 60)).toBe('$432M');
  });

  it('keeps decimals and the decimal mark of the language', () => {
    expect(countUpFrame(parseJackpotDisplay('€1.77B')!, 60, 60)).toBe('€1.77B');
    expect(countUpFrame(parseJackpotDisplay('€42,3M')!, 60, 60)).toBe('€42,3M');
    expect(countUpFrame(parseJackpotDisplay('€42,3M')!, 0, 60)).toBe('€0,0M');
    expect(countUpFrame(parseJackpotDisplay('£850K')!, 6, 60)).toBe('£85K');
  });

  it('leaves a dash alone', () => {
    expect(parseJackpotDisplay('—')).toBeUndefined();
  });
});
