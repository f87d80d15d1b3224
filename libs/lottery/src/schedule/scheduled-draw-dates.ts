/**
 * The calendar dates on which a game draws, by its schedule (days of the week in its own time
 * zone). Draw dates are local dates of the game: EuroMillions on a Tuesday in Paris is that
 * Tuesday, whatever the reader's zone.
 */
import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import type { Game } from '../games.js';

/** Every scheduled draw date of the game from `since` to `until` (ISO dates, both included), oldest first. */
export function scheduledDrawDates(game: Game, since: string, until: string): string[] {
  const first = parseISO(since);
  const days = differenceInCalendarDays(parseISO(until), first);
  const dates: string[] = [];
  for (let offset = 0; offset <= days; offset++) {
    const day = addDays(first, offset);
    if (game.schedule.drawDays.includes(day.getDay())) dates.push(formatISO(day, { representation: 'date' }));
  }
  return dates;
}
