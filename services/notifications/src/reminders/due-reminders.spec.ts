import { findGame, type Game } from '@pickwise/lottery';
import { dueReminders } from './due-reminders.js';

const game = (id: string) => findGame(id) as Game;

describe('dueReminders', () => {
  // Powerball draws Monday, Wednesday and Saturday at 22:59 New York time.
  const powerball = game('powerball');
  // Saturday 2026-07-11 22:59 EDT is 02:59 UTC on the 12th.
  const drawAt = new Date('2026-07-12T02:59:00Z');

  it('names a draw starting within the lead time, under its local date', () => {
    expect(dueReminders([powerball], new Date('2026-07-12T01:00:00Z'), 120)).toEqual([{ game: 'powerball', drawDate: '2026-07-11', drawAt }]);
  });

  it('names nothing before the lead time, and the next draw once one has begun', () => {
    expect(dueReminders([powerball], new Date('2026-07-12T00:58:00Z'), 120)).toEqual([]);
    expect(dueReminders([powerball], new Date('2026-07-12T03:00:00Z'), 120)).toEqual([]);
  });

  it('keeps the local draw time across daylight saving (22:59 EST is 03:59 UTC)', () => {
    expect(dueReminders([powerball], new Date('2026-12-13T03:00:00Z'), 120)).toEqual([{ game: 'powerball', drawDate: '2026-12-12', drawAt: new Date('2026-12-13T03:59:00Z') }]);
  });

  it('answers for each game on its own schedule', () => {
    const due = dueReminders([powerball, game('euromillions')], new Date('2026-07-12T01:00:00Z'), 120);
    expect(due.map((reminder) => reminder.game)).toEqual(['powerball']);
  });
});
