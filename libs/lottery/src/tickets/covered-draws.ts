/**
 * The draw dates a saved ticket plays: `draws` consecutive draws of its game from the first draw
 * date. Where the history has the draws, they are the stored dates (a draw moved by a holiday counts
 * as drawn); after the newest stored draw, the game's schedule says when the next ones fall.
 */
import { addDays, formatISO, parseISO } from 'date-fns';
import type { Game } from '../games.js';
import { scheduledDrawDates } from '../schedule/scheduled-draw-dates.js';

/** Days of schedule read at a time: a year holds at least 52 draws of every game. */
const SCHEDULE_WINDOW_DAYS = 366;

const dayAfter = (date: string) => formatISO(addDays(parseISO(date), 1), { representation: 'date' });
const daysAfter = (date: string, days: number) => formatISO(addDays(parseISO(date), days), { representation: 'date' });

/**
 * `draws` dates, oldest first: the stored draw dates on or after `firstDrawDate`, then the game's
 * scheduled dates after `newestStoredDate` (the newest stored draw of the game, null when none) and
 * not before `firstDrawDate`.
 */
export function coveredDrawDates(game: Game, firstDrawDate: string, draws: number, storedDatesFromFirst: readonly string[], newestStoredDate: string | null): string[] {
  const covered = [...new Set(storedDatesFromFirst.filter((date) => date >= firstDrawDate))].sort().slice(0, draws);
  let from = newestStoredDate !== null && newestStoredDate >= firstDrawDate ? dayAfter(newestStoredDate) : firstDrawDate;
  while (covered.length < draws) {
    const until = daysAfter(from, SCHEDULE_WINDOW_DAYS - 1);
    covered.push(...scheduledDrawDates(game, from, until).slice(0, draws - covered.length));
    from = dayAfter(until);
  }
  return covered;
}
