import { useQuery } from '@tanstack/react-query';
import { api } from '@pickwise/api-client';
import type { DrawListEntry, Ticket } from '@pickwise/contracts';
import { deviceTicketView } from './device-results.js';
import type { DeviceTicket } from './device-tickets.js';

/** The most draws GET /api/draws answers at a time (libs/contracts DRAWS_PAGE_SIZE, which brings zod). */
const DRAWS_PER_PAGE = 100;
/** Pages of /api/draws read at most for one game: the longest ticket reaches about three years back. */
const MOST_PAGES = 5;

/** The game's stored draws, newest first, from the newest back to `from` (or as far as MOST_PAGES reach). */
async function storedDrawsSince(game: string, from: string): Promise<DrawListEntry[]> {
  const draws: DrawListEntry[] = [];
  for (let page = 0; page < MOST_PAGES; page += 1) {
    const { draws: more } = await api.getDraws({ game, limit: DRAWS_PER_PAGE, offset: page * DRAWS_PER_PAGE });
    draws.push(...more);
    const oldest = more.at(-1)?.draw_date;
    if (more.length < DRAWS_PER_PAGE || oldest === undefined || oldest < from) break;
  }
  return draws;
}

/**
 * The device's tickets with their results, worked out in the browser from the games' stored draws
 * (`/api/draws`, read once per game back to its earliest ticket). A ticket whose draws are still
 * loading, or failed to load, is `undefined`: its results are not guessed.
 */
export function useDeviceTicketViews(tickets: readonly DeviceTicket[]): { views: (Ticket | undefined)[]; failed: boolean } {
  const earliest = new Map<string, string>();
  for (const ticket of tickets) {
    const known = earliest.get(ticket.game);
    if (known === undefined || ticket.firstDrawDate < known) earliest.set(ticket.game, ticket.firstDrawDate);
  }
  // One query for every game (useQueries is not among the shared react-query's exports), asked again when a game or an earliest date changes.
  const wanted = [...earliest.entries()].sort(([a], [b]) => a.localeCompare(b));
  const draws = useQuery({
    queryKey: ['device-ticket-draws', wanted],
    queryFn: async () => new Map(await Promise.all(wanted.map(async ([game, from]) => [game, await storedDrawsSince(game, from)] as const))),
    enabled: wanted.length > 0,
    staleTime: 10 * 60 * 1000,
  });
  return {
    views: tickets.map((ticket) => {
      const stored = draws.data?.get(ticket.game);
      return stored ? deviceTicketView(ticket, stored) : undefined;
    }),
    failed: draws.isError,
  };
}
