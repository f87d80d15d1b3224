/**
 * When a game draws next (and drew last), from its schedule: draw days and a wall-clock time in
 * the game's IANA time zone. The zone arithmetic is @date-fns/tz's, so a draw after a
 * daylight-saving change keeps its local time (Powerball is 22:59 in New York in winter and in summer).
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { Game } from '../games.js';

// A week and a day: today's draw may be over (or not yet drawn), and the same weekday comes back 7 days later.
const DAYS_SEARCHED = 7;

/** The game's draw on the local day of `day`, or undefined when it does not draw that weekday. */
function drawOnLocalDay(game: Game, day: TZDate): Date | undefined {
  const { timezone, drawDays, drawTime } = game.schedule;
  if (!drawDays.includes(day.getDay())) return undefined;
  const drawAt = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), drawTime.hours, drawTime.minutes, timezone);
  return new Date(drawAt.getTime());
}

/** The earliest draw of the game strictly after `now`. */
export function nextDrawAt(game: Game, now: Date): Date {
  const localNow = new TZDate(now.getTime(), game.schedule.timezone);
  for (let dayOffset = 0; dayOffset <= DAYS_SEARCHED; dayOffset++) {
    const drawAt = drawOnLocalDay(game, addDays(localNow, dayOffset));
    if (drawAt && drawAt.getTime() > now.getTime()) return drawAt;
  }
  throw new Error(`Game ${game.id} has no draw days`);
}

/** The latest draw of the game at or before `now` (its scheduled time; the result may not be published yet). */
export function previousDrawAt(game: Game, now: Date): Date {
  const localNow = new TZDate(now.getTime(), game.schedule.timezone);
  for (let dayOffset = 0; dayOffset <= DAYS_SEARCHED; dayOffset++) {
    const drawAt = drawOnLocalDay(game, addDays(localNow, -dayOffset));
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
