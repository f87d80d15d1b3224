/**
 * `@pickwise/api-client/pools`: a member's pools (/api/pools…, issue 36), each call with the
 * signed-in user's access token, and their react-query hooks. A separate entry point like
 * `./tickets`, so it reaches only the public site's pools chunk.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, unwrapEnvelope } from '../client.js';
import { createApiRequest, currentAccessToken, queryClient, useAuthSession } from '../page-singleton.js';
import type { Pool, PoolInvitation, PoolInvitationCreated, PoolInvitationView, PoolList, PoolPhoto } from '@pickwise/contracts';
import { ticketsQueryKeys } from '../tickets/index.js';

const request = createApiRequest();
const poolPath = (id: string, rest = '') => `/api/pools/${encodeURIComponent(id)}${rest}`;
const drawPath = (id: string, game: string, date: string, rest = '') => poolPath(id, `/draws/${encodeURIComponent(game)}/${encodeURIComponent(date)}${rest}`);
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
const sendJson = (method: 'POST' | 'PUT' | 'PATCH', accessToken: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? { headers: bearer(accessToken) } : { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...bearer(accessToken) } }),
});

/** A binary answer (a photo, the evidence pack) as a Blob, or its refusal read from the JSON envelope as ApiError. */
async function fetchBlob(path: string, accessToken: string): Promise<Blob> {
  const response = await fetch(path, { headers: bearer(accessToken) });
  if (response.ok) return response.blob();
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  unwrapEnvelope(body, response.status);
  throw new ApiError(`Request failed with status ${response.status}`, response.status);
}

/** POST /api/pools/:id/tickets' body (libs/contracts `poolTicketCreateSchema`). */
/** A game's id, as a pool names its games. */
type GameId = Pool['games'][number];

export type PoolTicketBody = { game: GameId; drawDate: string; linePriceMinor?: number } & (
  | { lines: { main: number[]; special: number[] }[]; origin: 'grid' | 'generated' | 'wheel' }
  | { fromTicketId: string }
);

export const poolsApi = {
  list: (token: string) => request<PoolList>('/api/pools', { headers: bearer(token) }),
  get: (token: string, id: string) => request<Pool>(poolPath(id), { headers: bearer(token) }),
  create: (token: string, pool: { name: string; games: GameId[]; shareMode: 'equal' | 'shares'; displayName: string; agreement: { en: string; es: string } }) =>
    request<Pool>('/api/pools', sendJson('POST', token, pool)),
  invitationView: (token: string, invitation: string) => request<PoolInvitationView>(`/api/pools/invitations/${encodeURIComponent(invitation)}`, { headers: bearer(token) }),
  join: (token: string, invitation: string, displayName: string) =>
    request<{ poolId: string }>(`/api/pools/invitations/${encodeURIComponent(invitation)}/join`, sendJson('POST', token, { displayName })),
  invitations: (token: string, id: string) => request<{ invitations: PoolInvitation[] }>(poolPath(id, '/invitations'), { headers: bearer(token) }),
  createInvitation: (token: string, id: string, hours: number) => request<PoolInvitationCreated>(poolPath(id, '/invitations'), sendJson('POST', token, { hours })),
  revokeInvitation: (token: string, id: string, invitationId: string) =>
    request<void>(poolPath(id, `/invitations/${encodeURIComponent(invitationId)}`), { method: 'DELETE', headers: bearer(token) }),
  approve: (token: string, id: string, memberId: string) => request<Pool>(poolPath(id, `/members/${encodeURIComponent(memberId)}/approve`), sendJson('POST', token)),
  setShares: (token: string, id: string, memberId: string, shares: number) => request<Pool>(poolPath(id, `/members/${encodeURIComponent(memberId)}/shares`), sendJson('PUT', token, { shares })),
  remove: (token: string, id: string, memberId: string) => request<Pool>(poolPath(id, `/members/${encodeURIComponent(memberId)}`), { method: 'DELETE', headers: bearer(token) }),
  leave: (token: string, id: string) => request<void>(poolPath(id, '/leave'), sendJson('POST', token)),
  newAgreement: (token: string, id: string, texts: { en: string; es: string }) => request<Pool>(poolPath(id, '/agreement'), sendJson('POST', token, texts)),
  accept: (token: string, id: string, version: number, textSha256: string) => request<Pool>(poolPath(id, '/agreement/accept'), sendJson('POST', token, { version, textSha256 })),
  /**
   * A ticket for one open draw: its `lines` (typed on the grid, a generated set's, a wheel's), or
   * `fromTicketId`, a saved ticket of one draw of the caller's My tickets, whose lines the server takes
   * and which leaves My tickets in the same transaction (CONFLICT for a ticket of several draws,
   * NOT_FOUND for one that is not there).
   */
  addTicket: (token: string, id: string, ticket: PoolTicketBody) => request<Pool>(poolPath(id, '/tickets'), sendJson('POST', token, ticket)),
  removeTicket: (token: string, id: string, ticketId: string) => request<Pool>(poolPath(id, `/tickets/${encodeURIComponent(ticketId)}`), { method: 'DELETE', headers: bearer(token) }),
  putPhoto: (token: string, id: string, ticketId: string, photo: PoolPhoto) => request<Pool>(poolPath(id, `/tickets/${encodeURIComponent(ticketId)}/photo`), sendJson('PUT', token, photo)),
  photo: (token: string, id: string, ticketId: string) => fetchBlob(poolPath(id, `/tickets/${encodeURIComponent(ticketId)}/photo`), token),
  seal: (token: string, id: string, game: string, date: string) => request<Pool>(drawPath(id, game, date, '/seal'), sendJson('POST', token)),
  recordContribution: (token: string, id: string, game: string, date: string, memberId: string, amountMinor: number) =>
    request<Pool>(drawPath(id, game, date, `/contributions/${encodeURIComponent(memberId)}`), sendJson('PUT', token, { amountMinor })),
  confirmContribution: (token: string, id: string, game: string, date: string) => request<Pool>(drawPath(id, game, date, '/contributions/confirm'), sendJson('POST', token)),
  prizeAmount: (token: string, id: string, game: string, date: string, prize: { ticketId: string; line: number; amountMinor: number }) =>
    request<Pool>(drawPath(id, game, date, '/prizes'), sendJson('PUT', token, prize)),
};

/** The evidence pack's address: a plain link cannot send the token, so the page fetches it and hands the Blob to the browser. */
export const evidencePath = (id: string) => poolPath(id, '/evidence');
export const fetchEvidencePack = async (id: string) => fetchBlob(evidencePath(id), await currentAccessToken());

/** Cache keys, under the account's prefix so sign-out drops them. */
export const poolsQueryKeys = {
  all: (userId: string) => ['account', userId, 'pools'] as const,
  list: (userId: string) => ['account', userId, 'pools', 'list'] as const,
  pool: (userId: string, id: string) => ['account', userId, 'pools', 'pool', id] as const,
  invitations: (userId: string, id: string) => ['account', userId, 'pools', 'invitations', id] as const,
  photo: (userId: string, id: string, ticketId: string, sha256: string) => ['account', userId, 'pools', 'photo', id, ticketId, sha256] as const,
};

/** A refusal that will not change on a retry (the answer is the answer). */
const retryUnlessRefused = (count: number, error: unknown) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function usePools() {
  const userId = useAuthSession().user?.id;
  return useQuery({ queryKey: poolsQueryKeys.list(userId ?? ''), queryFn: async () => poolsApi.list(await currentAccessToken()), enabled: userId !== undefined });
}

export function usePool(id: string) {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: poolsQueryKeys.pool(userId ?? '', id),
    queryFn: async () => poolsApi.get(await currentAccessToken(), id),
    enabled: userId !== undefined,
    retry: retryUnlessRefused,
  });
}

export function usePoolInvitations(id: string, enabled: boolean) {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: poolsQueryKeys.invitations(userId ?? '', id),
    queryFn: async () => poolsApi.invitations(await currentAccessToken(), id),
    enabled: enabled && userId !== undefined,
  });
}

export function useInvitationView(token: string) {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: ['account', userId ?? '', 'pools', 'invitation', token] as const,
    queryFn: async () => poolsApi.invitationView(await currentAccessToken(), token),
    enabled: userId !== undefined,
    retry: retryUnlessRefused,
  });
}

/** A ticket's photo as an object URL's Blob, read once per hash (a replaced photo has another). */
export function usePoolPhoto(id: string, ticketId: string, sha256: string) {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: poolsQueryKeys.photo(userId ?? '', id, ticketId, sha256),
    queryFn: async () => poolsApi.photo(await currentAccessToken(), id, ticketId),
    enabled: userId !== undefined,
    staleTime: Infinity,
  });
}

/**
 * A change to one pool: `action` gets the access token and answers the pool as it now stands (the
 * page shows it at once) or nothing (the pool is read again). The list is read again after either.
 */
export function usePoolAction(id: string) {
  const userId = useAuthSession().user?.id;
  return useMutation({
    mutationFn: async (action: (token: string) => Promise<Pool | void>) => action(await currentAccessToken()),
    retry: 0,
    onSuccess: async (pool) => {
      if (!userId) return;
      if (pool) queryClient.setQueryData(poolsQueryKeys.pool(userId, id), pool);
      else await queryClient.invalidateQueries({ queryKey: poolsQueryKeys.pool(userId, id) });
      await queryClient.invalidateQueries({ queryKey: poolsQueryKeys.list(userId) });
    },
  });
}

/**
 * Adds a ticket to a pool (POST /api/pools/:id/tickets): the pool's page gets the pool as it now
 * stands and the list is read again; a ticket moved from My tickets (`fromTicketId`) has My tickets,
 * their ledger and the budgets' spend read again too.
 */
export function useAddPoolTicket() {
  const userId = useAuthSession().user?.id;
  return useMutation({
    mutationFn: async ({ poolId, ticket }: { poolId: string; ticket: PoolTicketBody }) => poolsApi.addTicket(await currentAccessToken(), poolId, ticket),
    retry: 0,
    onSuccess: (pool, { ticket }) => {
      if (!userId) return;
      queryClient.setQueryData(poolsQueryKeys.pool(userId, pool.id), pool);
      // Not awaited: the caller goes on to the pool's page at once, and these are read again when shown.
      void queryClient.invalidateQueries({ queryKey: poolsQueryKeys.list(userId) });
      if ('fromTicketId' in ticket) {
        void queryClient.invalidateQueries({ queryKey: ticketsQueryKeys.all(userId) });
        void queryClient.invalidateQueries({ queryKey: ticketsQueryKeys.limits(userId) });
      }
    },
  });
}

/** POST /api/pools; the list is read again after. */
export function useCreatePool() {
  const userId = useAuthSession().user?.id;
  return useMutation({
    mutationFn: async (pool: Parameters<typeof poolsApi.create>[1]) => poolsApi.create(await currentAccessToken(), pool),
    retry: 0,
    onSuccess: async (pool) => {
      if (!userId) return;
      queryClient.setQueryData(poolsQueryKeys.pool(userId, pool.id), pool);
      await queryClient.invalidateQueries({ queryKey: poolsQueryKeys.list(userId) });
    },
  });
}

/** Reads the pool's invitations again (after one is made or revoked). */
export function refreshInvitations(userId: string | undefined, id: string) {
  if (userId) void queryClient.invalidateQueries({ queryKey: poolsQueryKeys.invitations(userId, id) });
}
