/**
 * The link that opens the ticket form filled in with a line ('Save as ticket' on a generated set and
 * on the ticket checker's line), and the form's start read back from it. The numbers ride in the
 * query, so the link survives a reload and works in either language.
 */
import { findGame, type GameId } from '@pickwise/lottery';
import type { DraftLine } from './ticket-form-rules.js';

export const ADD_PARAM = 'add';
export const EDIT_PARAM = 'edit';
/** `/tickets?scan=`: the 'Scan a ticket' screen (issue 37). */
export const SCAN_PARAM = 'scan';

/** `/tickets?add=<game>&main=1,2,3&special=4` (English path: pass it to `link()`). */
export function saveTicketPath(game: GameId, main: readonly number[], special: readonly number[]): string {
  const search = new URLSearchParams({ [ADD_PARAM]: game, main: main.join(',') });
  if (special.length > 0) search.set('special', special.join(','));
  return `/tickets?${search.toString()}`;
}

const numbersOf = (text: string | null) =>
  (text ?? '')
    .split(',')
    .filter((part) => /^\d{1,2}$/.test(part))
    .map(Number);

/** The game and line a `?add=` link carries; an unknown game is none, numbers that are not numbers are left out (the form checks the rest). */
export function startOfAddLink(search: URLSearchParams): { game: GameId | undefined; lines: DraftLine[] } {
  const game = findGame(search.get(ADD_PARAM) ?? '')?.id;
  const main = numbersOf(search.get('main'));
  const special = numbersOf(search.get('special'));
  return { game, lines: game && (main.length > 0 || special.length > 0) ? [{ main: [...new Set(main)], special: [...new Set(special)] }] : [] };
}
