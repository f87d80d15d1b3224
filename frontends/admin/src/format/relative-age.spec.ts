import { describe, expect, it } from '@jest/globals';
import { formatAge } from './relative-age.js';

describe('formatAge', () => {
  it('names the largest unit that fits, in English', () => {
    expect(formatAge(5, 'en')).toBe('now');
    expect(formatAge(90, 'en')).toBe('2 minutes ago');
    expect(formatAge(3 * 3600 + 100, 'en')).toBe('3 hours ago');
    expect(formatAge(26 * 3600, 'en')).toBe('yesterday');
    expect(formatAge(10 * 24 * 3600, 'en')).toBe('last week');
  });

  it('speaks Spanish on Spanish pages', () => {
    expect(formatAge(3 * 3600, 'es')).toBe('hace 3 horas');
    expect(formatAge(45 * 60, 'es')).toBe('hace 45 minutos');
  });

  it('treats an age below zero (clocks apart) as now', () => {
    expect(formatAge(-30, 'en')).toBe('now');
  });
});
