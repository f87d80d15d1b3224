/**
 * The links that open My pools' chooser ("Add these lines to a pool") filled in, written like
 * 'Save as ticket' (tickets/ticket-link.ts): the game and the lines ride in the query, so the link
 * survives a reload and works in either language.
 *
 *  - a generated set: `/pools?add=<game>&main=1,2,3,4,5&special=6&origin=generated`
 *  - a wheel's lines: `/pools?add=<game>&lines=1-2-3-4-5.6_7-8-9-10-11.12&origin=wheel` (a line's
 *    main numbers joined by `-`, its special ones after a `.`, the lines joined by `_`: characters a
 *    URL carries as they are)
 *  - a saved ticket of My tickets: `/pools?from=<ticketId>` (the server takes its lines)
 */
import { findGame, type GameId } from '@pickwise/lottery';
import { TICKET_MAX_LINES } from '@pickwise/contracts/limits';

export const POOL_ADD_PARAM = 'add';
export const POOL_FROM_PARAM = 'from';

export interface PoolLinkLine {
  main: number[];
  special: number[];
}

/** Where the lines of a link came from (the pool ticket's `origin`); a link naming none is lines typed in, `grid`. */
export type PoolLinkOrigin = 'generated' | 'wheel' | 'grid';

/**
 * The most characters of `lines=` one link carries. Past a few thousand characters a request line
 * is refused by common proxies (nginx: 8 KB), and a reload sends the query; a larger wheel is split
 * over several links (`poolLinkParts`).
 */
export const POOL_LINK_MAX_CHARS = 6000;

const NUMBER = /^\d{1,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const numbersOf = (text: string | null | undefined, separator: string): number[] | undefined => {
  if (!text) return [];
  const parts = text.split(separator);
  return parts.every((part) => NUMBER.test(part)) ? [...new Set(parts.map(Number))] : undefined;
};

/** `1-2-3-4-5.6_7-8-9-10-11.12` (a line without special numbers has no `.`). */
export function encodeLines(lines: readonly PoolLinkLine[]): string {
  return lines.map((line) => (line.special.length > 0 ? `${line.main.join('-')}.${line.special.join('-')}` : line.main.join('-'))).join('_');
}

/** The lines of `encodeLines`' text; a part that is not such a line is left out (the server checks the rest against the game's rules). */
export function decodeLines(text: string | null): PoolLinkLine[] {
  if (!text) return [];
  return text.split('_').flatMap((part) => {
    const [mainText, specialText, extra] = part.split('.');
    if (extra !== undefined) return [];
    const main = numbersOf(mainText, '-');
    const special = numbersOf(specialText, '-');
    return main && special && main.length > 0 ? [{ main, special }] : [];
  });
}

/** The chooser's link for lines (English path: pass it to `link()`): one line as main/special, as 'Save as ticket' writes it; several as `lines=`. */
export function addToPoolPath(game: GameId, lines: readonly PoolLinkLine[], origin: PoolLinkOrigin): string {
  const search = new URLSearchParams({ [POOL_ADD_PARAM]: game });
  const [only] = lines;
  if (lines.length === 1 && only) {
    search.set('main', only.main.join(','));
    if (only.special.length > 0) search.set('special', only.special.join(','));
  } else {
    search.set('lines', encodeLines(lines));
  }
  search.set('origin', origin);
  return `/pools?${search.toString()}`;
}

/** The chooser's link that moves a saved ticket of My tickets into a pool. */
export const moveToPoolPath = (ticketId: string): string => `/pools?${new URLSearchParams({ [POOL_FROM_PARAM]: ticketId }).toString()}`;

export type PoolLinkStart =
  | { kind: 'lines'; game: GameId | undefined; lines: PoolLinkLine[]; origin: PoolLinkOrigin }
  | { kind: 'move'; ticketId: string | undefined }
  | undefined;

/** What a `/pools` query asks the chooser for: lines to add, a ticket to move (its id, undefined when it is not one), or nothing. */
export function startOfPoolLink(search: URLSearchParams): PoolLinkStart {
  if (search.has(POOL_FROM_PARAM)) {
    const ticketId = search.get(POOL_FROM_PARAM) ?? '';
    return { kind: 'move', ticketId: UUID.test(ticketId) ? ticketId.toLowerCase() : undefined };
  }
  if (!search.has(POOL_ADD_PARAM)) return undefined;
  const game = findGame(search.get(POOL_ADD_PARAM) ?? '')?.id;
  const origin = search.get('origin');
  let lines: PoolLinkLine[];
  if (search.has('lines')) {
    lines = decodeLines(search.get('lines'));
  } else {
    const main = (search.get('main') ?? '').split(',').filter((part) => NUMBER.test(part));
    const special = (search.get('special') ?? '').split(',').filter((part) => NUMBER.test(part));
    lines = main.length > 0 ? [{ main: [...new Set(main.map(Number))], special: [...new Set(special.map(Number))] }] : [];
  }
  return { kind: 'lines', game, lines: game ? lines : [], origin: origin === 'generated' || origin === 'wheel' ? origin : 'grid' };
}

/** The lines as the pool's tickets: at most `max` (TICKET_MAX_LINES) lines each, in order: 45 lines make 20 + 20 + 5. */
export function poolTicketChunks<Line>(lines: readonly Line[], max = TICKET_MAX_LINES): Line[][] {
  const chunks: Line[][] = [];
  for (let start = 0; start < lines.length; start += max) chunks.push(lines.slice(start, start + max));
  return chunks;
}

/**
 * The links a long list of lines needs: whole tickets' worth of lines (TICKET_MAX_LINES each) per
 * link, as many as fit in `maxChars` of `lines=`. One part for any ordinary wheel; `from` and `to`
 * count lines from 1.
 */
export function poolLinkParts(lines: readonly PoolLinkLine[], maxChars = POOL_LINK_MAX_CHARS): { from: number; to: number; lines: PoolLinkLine[] }[] {
  const parts: { from: number; to: number; lines: PoolLinkLine[] }[] = [];
  let current: PoolLinkLine[] = [];
  let length = 0;
  let start = 0;
  for (const chunk of poolTicketChunks(lines)) {
    const chunkLength = encodeLines(chunk).length;
    if (current.length > 0 && length + 1 + chunkLength > maxChars) {
      parts.push({ from: start + 1, to: start + current.length, lines: current });
      start += current.length;
      current = [];
      length = 0;
    }
    length += (current.length > 0 ? 1 : 0) + chunkLength;
    current = [...current, ...chunk];
  }
  if (current.length > 0) parts.push({ from: start + 1, to: start + current.length, lines: current });
  return parts;
}
