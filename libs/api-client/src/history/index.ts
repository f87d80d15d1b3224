/**
 * `@pickwise/api-client/history`: the draw details and the ticket checker of the history screens.
 * A separate entry point like `./admin`, so none of it reaches the home page's first load: only the
 * public site's history chunk bundles it. Also a game's corrections (issue 39).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DrawCorrectionsResponse, DrawDetailsResponse, DrawsFreshness, TicketCheckBody, TicketCheckResponse } from '../types.js';
import { createApiRequest, currentAccessToken, queryString, useAuthSession } from '../page-singleton.js';

const request = createApiRequest();
const drawsPath = (game: string, rest: string) => `/api/draws/${encodeURIComponent(game)}/${rest}`;

export const historyApi = {
  /** How fresh the game's stored draws are: newest draw, last successful check, stale or not. */
  getDrawsFreshness: (game: string) => request<DrawsFreshness>(drawsPath(game, 'freshness')),
  /** One draw's details: signed in with a complete profile (docs/product-spec.md §6). */
  getDrawDetails: (accessToken: string, game: string, date: string) =>
    request<DrawDetailsResponse>(drawsPath(game, `details${queryString({ date })}`), { headers: { authorization: `Bearer ${accessToken}` } }),
  /** A game's corrections, newest first (public). */
  getDrawCorrections: (game: string, page: { limit: number; offset: number }) => request<DrawCorrectionsResponse>(drawsPath(game, `corrections${queryString(page)}`)),
  /** The ticket checker: the line against the game's whole history. */
  checkTicket: (game: string, line: TicketCheckBody) =>
    request<TicketCheckResponse>(drawsPath(game, 'check'), { method: 'POST', body: JSON.stringify(line), headers: { 'content-type': 'application/json' } }),
};

/** GET /api/draws/:game/details for the signed-in user, keyed under the account (dropped on sign-out); `date` undefined keeps it idle. */
export function useDrawDetails(game: string, date: string | undefined) {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: ['account', userId ?? '', 'draw-details', game, date ?? ''],
    queryFn: async () => historyApi.getDrawDetails(await currentAccessToken(), game, date!),
    enabled: userId !== undefined && date !== undefined,
    staleTime: 60 * 60 * 1000,
  });
}

const FRESHNESS_REFRESH_MS = 10 * 60 * 1000;

/** GET /api/draws/:game/freshness, asked again every ten minutes while the page is open (a check may run meanwhile). */
export function useDrawsFreshness(game: string) {
  return useQuery({
    queryKey: ['draws-freshness', game],
    queryFn: () => historyApi.getDrawsFreshness(game),
    staleTime: FRESHNESS_REFRESH_MS,
    refetchInterval: FRESHNESS_REFRESH_MS,
  });
}

/** GET /api/draws/:game/corrections: one page of the game's corrections, newest first. */
export function useDrawCorrections(game: string, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: ['draw-corrections', game, page.limit, page.offset],
    queryFn: () => historyApi.getDrawCorrections(game, page),
    placeholderData: (previous) => previous,
  });
}

/** POST /api/draws/:game/check as a mutation (a check is asked for, not kept in sync). */
export function useTicketCheck() {
  return useMutation({ mutationFn: ({ game, line }: { game: string; line: TicketCheckBody }) => historyApi.checkTicket(game, line), retry: 0 });
}
