import { monthStartIn } from './month-start.js';

describe('monthStartIn', () => {
  it('uses the game time zone, not UTC, at a month boundary', () => {
    const firstOfNovemberUtc = new Date('2026-11-01T03:30:00Z'); // 31 Oct 23:30 in New York
    expect(monthStartIn('America/New_York', firstOfNovemberUtc)).toBe('2026-10-01');
    expect(monthStartIn('Europe/Berlin', firstOfNovemberUtc)).toBe('2026-11-01');
  });

  it('rolls over the year', () => {
    expect(monthStartIn('Europe/London', new Date('2027-01-01T00:30:00Z'))).toBe('2027-01-01');
    expect(monthStartIn('America/Los_Angeles', new Date('2027-01-01T00:30:00Z'))).toBe('2026-12-01');
  });
});
