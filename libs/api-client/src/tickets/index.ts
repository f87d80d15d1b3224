/**
 * `@pickwise/api-client/tickets`: the signed-in player's saved tickets (/api/tickets…). A separate
 * entry point like `./history`, so it reaches only the public site's tickets chunk, not the home
 * page's first load. Every call sends the access token; the answers are the user's own tickets only.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Ticket, TicketCreate, TicketList, TicketUpdate } from '@pickwise/contracts';
import { createApiRequest, currentAccessToken, queryClient, useAuthSession } from '../page-singleton.js';

const request = createApiRequest();
const ticketPath = (id: string, rest = '') => `/api/tickets/${encodeURIComponent(id)}${rest}`;
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
const sendJson = (method: 'POST' | 'PUT', accessToken: string, body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...bearer(accessToken) },
});

export const ticketsApi = {
  /** Active tickets first (next draw soonest), then past ones. */
  list: (accessToken: string) => request<TicketList>('/api/tickets', { headers: bearer(accessToken) }),
  /** One ticket with every covered draw's result per line; NOT_FOUND (404) for another user's. */
  get: (accessToken: string, id: string) => request<Ticket>(ticketPath(id), { headers: bearer(accessToken) }),
  /**
   * Saves a ticket (201). A `clientId` already stored for this user returns the stored ticket, so a
   * device's ticket can be sent again safely. Refusals: VALIDATION (400, the message names each field),
   * CONFLICT (409, over one of the player's budgets).
   */
  create: (accessToken: string, ticket: TicketCreate) => request<Ticket>('/api/tickets', sendJson('POST', accessToken, ticket)),
  /** The ticket as it should be; its results are checked again. */
  update: (accessToken: string, id: string, ticket: TicketUpdate) => request<Ticket>(ticketPath(id), sendJson('PUT', accessToken, ticket)),
  remove: (accessToken: string, id: string) => request<void>(ticketPath(id), { method: 'DELETE', headers: bearer(accessToken) }),
  /** Marks the ticket's results read (the unread mark goes). */
  markRead: (accessToken: string, id: string) => request<void>(ticketPath(id, '/read'), { method: 'POST', headers: bearer(accessToken) }),
};

/** Cache keys of the tickets, under the account's prefix so sign-out drops them. */
export const ticketsQueryKeys = {
  all: (userId: string) => ['account', userId, 'tickets'] as const,
  list: (userId: string) => ['account', userId, 'tickets', 'list'] as const,
  ticket: (userId: string, id: string) => ['account', userId, 'tickets', 'ticket', id] as const,
  /** The ledger (GET /api/tickets/summary), under `all`: every change of a ticket changes it. */
  summary: (userId: string) => ['account', userId, 'tickets', 'summary'] as const,
  /** The budgets with this week's and month's spend (GET /api/limits), which a ticket's change moves too. */
  limits: (userId: string) => ['account', userId, 'limits'] as const,
};

/** After a change: the list, every ticket, the ledger and the budgets' spend read again. */
const refreshTickets = (userId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ticketsQueryKeys.all(userId) }), queryClient.invalidateQueries({ queryKey: ticketsQueryKeys.limits(userId) })]);

/** GET /api/tickets of the signed-in user; idle while signed out. */
export function useTickets() {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: ticketsQueryKeys.list(userId ?? ''),
    queryFn: async () => ticketsApi.list(await currentAccessToken()),
    enabled: userId !== undefined,
  });
}

/** GET /api/tickets/:id; `id` undefined keeps it idle. */
export function useTicket(id: string | undefined) {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: ticketsQueryKeys.ticket(userId ?? '', id ?? ''),
    queryFn: async () => ticketsApi.get(await currentAccessToken(), id!),
    enabled: userId !== undefined && id !== undefined,
  });
}

/** The user id a mutation acts for: a change is never sent without a signed-in user. */
function signedInUserId(userId: string | undefined): string {
  if (userId === undefined) throw new Error('Not signed in');
  return userId;
}

/** POST (no `id`) or PUT (`id`) a ticket, sent once; the list is read again after. */
export function useSaveTicket() {
  const userId = useAuthSession().user?.id;
  return useMutation({
    mutationFn: async ({ id, ticket }: { id?: string; ticket: TicketCreate }) => {
      signedInUserId(userId);
      const accessToken = await currentAccessToken();
      if (id === undefined) return ticketsApi.create(accessToken, ticket);
      const { clientId: _deviceId, ...update } = ticket;
      return ticketsApi.update(accessToken, id, update);
    },
    retry: 0,
    onSuccess: () => refreshTickets(signedInUserId(userId)),
  });
}

/** DELETE /api/tickets/:id; the list is read again after. */
export function useDeleteTicket() {
  const userId = useAuthSession().user?.id;
  return useMutation({
    mutationFn: async (id: string) => ticketsApi.remove(await currentAccessToken(), id),
    retry: 0,
    onSuccess: () => refreshTickets(signedInUserId(userId)),
  });
}

/** POST /api/tickets/:id/read; the list's unread counts are read again after. */
export function useMarkTicketRead() {
  const userId = useAuthSession().user?.id;
  return useMutation({
    mutationFn: async (id: string) => ticketsApi.markRead(await currentAccessToken(), id),
    retry: 0,
    onSuccess: () => refreshTickets(signedInUserId(userId)),
  });
}
