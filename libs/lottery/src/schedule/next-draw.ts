/**
 * When a game draws next (and drew last), from its schedule: draw days and a wall-clock time in
 * the game's IANA time zone. The zone arithmetic is @date-fns/tz's, so a draw after a
 * daylight-saving change keeps its local time (Powerball is 22:59 in New York in winter and in summer).
 */
import { TZDate } from '@date-fns/tz';
import type { Game } from '../games.js';

// A week and a day: today's draw may be over (or not yet drawn), and the same weekday comes back 7 days later.
const DAYS_SEARCHED = 7;

interface CalendarDay {
  year: number;
  month: number;
  date: number;
}

/** The game's local calendar day at `at`. */
function localDay(game: Game, at: Date): CalendarDay {
  const local = new TZDate(at.getTime(), game.schedule.timezone);
  return { year: local.getFullYear(), month: local.getMonth(), date: local.getDate() };
}

/**
 * The game's draw on the calendar day `offset` days after `day`, or undefined when it does not draw
 * that weekday. Days are counted on the plain calendar (UTC, which has no daylight saving); only the
 * draw's own instant goes through the time zone, as each zone conversion formats a date with Intl
 * (a page counts down twelve games).
 */
function drawOnDay(game: Game, day: CalendarDay, offset: number): Date | undefined {
  const calendar = new Date(Date.UTC(day.year, day.month, day.date + offset));
  if (!game.schedule.drawDays.includes(calendar.getUTCDay())) return undefined;
  return new Date(drawTimeOn(game, calendar.getUTCFullYear(), calendar.getUTCMonth(), calendar.getUTCDate()).getTime());
}

/** The draw time on a calendar day (month 0-based), as a date in the game's time zone. */
function drawTimeOn(game: Game, year: number, month: number, date: number): TZDate {
  const { timezone, drawTime } = game.schedule;
  return new TZDate(year, month, date, drawTime.hours, drawTime.minutes, timezone);
}

/**
 * The draw of a draw date (the game's local yyyy-mm-dd, as scheduledDrawDates lists them) at the
 * game's draw time, in the game's time zone: its instant, and the wall-clock time a calendar entry
 * names with the zone's TZID.
 */
export function scheduledDrawAt(game: Game, drawDate: string): TZDate {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(drawDate);
  if (!parts) throw new Error(`Not a draw date: ${drawDate}`);
  return drawTimeOn(game, Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
}

/** The earliest draw of the game strictly after `now`. */
export function nextDrawAt(game: Game, now: Date): Date {
  const today = localDay(game, now);
  for (let dayOffset = 0; dayOffset <= DAYS_SEARCHED; dayOffset++) {
    const drawAt = drawOnDay(game, today, dayOffset);
    if (drawAt && drawAt.getTime() > now.getTime()) return drawAt;
  }
  throw new Error(`Game ${game.id} has no draw days`);
}

/** The latest draw of the game at or before `now` (its scheduled time; the result may not be published yet). */
export function previousDrawAt(game: Game, now: Date): Date {
  const today = localDay(game, now);
  for (let dayOffset = 0; dayOffset <= DAYS_SEARCHED; dayOffset++) {
    const drawAt = drawOnDay(game, today, -dayOffset);
    if (drawAt && drawAt.getTime() <= now.getTime()) return drawAt;
  }
  throw new Error(`Game ${game.id} has no draw days`);
}

/** The game's local calendar date (yyyy-mm-dd) at `at`: the date its draws are stored and published under. */
export function localDrawDate(game: Game, at: Date): string {
  const local = new TZDate(at.getTime(), game.schedule.timezone);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${local.getFullYear()}-${twoDigits(local.getMonth() + 1)}-${twoDigits(local.getDate())}`;
}
