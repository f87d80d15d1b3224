/**
 * When a game draws next, from its schedule: draw days and a wall-clock time in the game's IANA
 * time zone. The zone arithmetic is @date-fns/tz's, so a draw after a daylight-saving change keeps
 * its local time (Powerball is 22:59 in New York in winter and in summer).
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { Game } from '../games.js';

/** The earliest draw of the game strictly after `now`. */
export function nextDrawAt(game: Game, now: Date): Date {
  const { timezone, drawDays, drawTime } = game.schedule;
  const localNow = new TZDate(now.getTime(), timezone);
  // A week and a day: today's draw may be over, and the same weekday comes back 7 days later.
  for (let dayOffset = 0; dayOffset <= 7; dayOffset++) {
    const day = addDays(localNow, dayOffset);
    if (!drawDays.includes(day.getDay())) continue;
    const drawAt = new TZDate(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      drawTime.hours,
      drawTime.minutes,
      timezone,
    );
    if (drawAt.getTime() > now.getTime()) return new Date(drawAt.getTime());
  }
  throw new Error(`Game ${game.id} has no draw days`);
}
