import { findGame, type Game } from '../games.js';
import { drawCountdown, drawStatus, timeRemaining } from './draw-status.js';

const powerball = findGame('powerball') as Game;
// Powerball on Saturday 6 June 2026, 22:59 EDT; the next one is Monday 8 June.
const saturdayDraw = Date.parse('2026-06-07T02:59:00Z');
const mondayDraw = '2026-06-09T02:59:00.000Z';
const MINUTE = 60 * 1000;

const statusAt = (offsetMs: number) => drawStatus(powerball, new Date(saturdayDraw + offsetMs));

describe('drawStatus and the Drawing now! window', () => {
  it('counts down normally until 15 minutes before the draw', () => {
    const status = statusAt(-15 * MINUTE - 1);
    expect(status.drawingNow).toBe(false);
    expect(status.nextDrawAt.getTime()).toBe(saturdayDraw);
    expect(status.remaining).toEqual({ days: 0, hours: 0, minutes: 15 });
  });

  it('is drawing now from 15 minutes before the draw', () => {
    const status = statusAt(-15 * MINUTE);
    expect(status.drawingNow).toBe(true);
    expect(status.nextDrawAt.getTime()).toBe(saturdayDraw);
    expect(status.remaining).toEqual({ days: 0, hours: 0, minutes: 15 });
  });

  it('is drawing now at the draw time and until 15 minutes after it, with nothing remaining', () => {
    for (const offset of [0, MINUTE, 15 * MINUTE - 1]) {
      const status = statusAt(offset);
      expect(status.drawingNow).toBe(true);
      expect(status.nextDrawAt.getTime()).toBe(saturdayDraw);
      expect(status.remaining).toEqual({ days: 0, hours: 0, minutes: 0 });
    }
  });

  it('moves on to the following draw 15 minutes after the draw', () => {
    const status = statusAt(15 * MINUTE);
    expect(status.drawingNow).toBe(false);
    expect(status.nextDrawAt.toISOString()).toBe(mondayDraw);
    // Saturday 23:14 to Monday 22:59 EDT.
    expect(status.remaining).toEqual({ days: 1, hours: 23, minutes: 45 });
  });
});

describe('timeRemaining', () => {
  it('counts real elapsed time, so a spring-forward night is an hour shorter', () => {
    // Sat 7 March 2026 23:59 EST to Mon 9 March 22:59 EDT: 46 hours, not 47.
    const status = drawStatus(powerball, new Date('2026-03-08T04:59:00Z'));
    expect(status.nextDrawAt.toISOString()).toBe('2026-03-10T02:59:00.000Z');
    expect(status.remaining).toEqual({ days: 1, hours: 22, minutes: 0 });
  });

  it('rounds down to whole minutes and never goes negative', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    expect(timeRemaining(from, new Date('2026-01-03T04:05:59Z'))).toEqual({ days: 2, hours: 4, minutes: 5 });
    expect(timeRemaining(from, new Date('2025-12-31T23:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('drawCountdown', () => {
  it("is the draw status with the draw's time written in the page language (weekday, date, time, time zone)", () => {
    const now = new Date(saturdayDraw - 3 * 60 * MINUTE);
    const english = drawCountdown(powerball, now, 'en');
    expect(english).toMatchObject(drawStatus(powerball, now));
    expect(english.drawTime).toMatch(/^[A-Z][a-z]{2}, Jun \d{1,2}, \d{1,2}:59\s?[AP]M \S+$/);
    expect(drawCountdown(powerball, now, 'es').drawTime).toMatch(/^[a-z]{3}, \d{1,2} jun, \d{1,2}:59 \S+$/);
  });
});
