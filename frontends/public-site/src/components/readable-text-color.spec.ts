import { describe, expect, it } from '@jest/globals';
import { GAMES } from '@pickwise/lottery';
import { gameAccentColor } from '../games/game-colors.js';
import { contrastRatio, readableTextColor } from './readable-text-color.js';

describe('special ball text colour', () => {
  it('puts white on dark game colours and black on light ones', () => {
    expect(readableTextColor('#1d3557')).toBe('#ffffff');
    expect(readableTextColor('#d62828')).toBe('#ffffff');
    expect(readableTextColor('#e9c46a')).toBe('#000000');
    expect(readableTextColor('#ffb703')).toBe('#000000');
  });

  it('reaches WCAG AA contrast (4.5:1) on every game colour', () => {
    const below = GAMES.filter((game) => contrastRatio(readableTextColor(gameAccentColor(game)), gameAccentColor(game)) < 4.5).map((game) => game.id);
    expect(below).toEqual([]);
  });

  it('reaches 4.5:1 on any colour, the mid greys where black and white are closest included', () => {
    for (let value = 0; value < 256; value += 1) {
      const hex = value.toString(16).padStart(2, '0');
      for (const color of [`#${hex}${hex}${hex}`, `#${hex}0000`, `#00${hex}00`, `#0000${hex}`, `#ff${hex}00`, `#00${hex}ff`]) {
        expect(contrastRatio(readableTextColor(color), color)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
