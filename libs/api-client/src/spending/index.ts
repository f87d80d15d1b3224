/**
 * `@pickwise/api-client/spending`: the signed-in player's spend ledger and limits (GET
 * /api/tickets/summary, GET and PUT /api/limits). A separate entry point like `./history`, so only
 * the chunks that show them bundle it. Every call carries the player's access token.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Limits, LimitsUpdate, TicketsSummary } from '@pickwise/contracts';
import { createApiRequest, currentAccessToken, queryClient, useAuthSession } from '../page-singleton.js';
import { ticketsQueryKeys } from '../tickets/index.js';

export type { Budget, LedgerRow, Limits, LimitsUpdate, TicketsSummary } from '@pickwise/contracts';

const request = createApiRequest();
const authorized = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export const spendingApi = {
  /** Spent, won and the expected loss per month and game, totals per currency. */
  getSummary: (accessToken: string) => request<TicketsSummary>('/api/tickets/summary', { headers: authorized(accessToken) }),
  /** The budgets per currency with this week's and month's spend, a raise waiting out its 24 hours, the pause. */
  getLimits: (accessToken: string) => request<Limits>('/api/limits', { headers: authorized(accessToken) }),
  /**
   * Sets budgets (null removes one) and the pause. A lower budget applies at once, a higher one (or
   * one removed) after 24 hours: the answer carries it as `pending`.
   */
  updateLimits: (accessToken: string, update: LimitsUpdate) =>
    request<Limits>('/api/limits', { method: 'PUT', body: JSON.stringify(update), headers: { ...authorized(accessToken), 'content-type': 'application/json' } }),
};


/** GET /api/tickets/summary for the signed-in player (idle while signed out). */
export function useTicketsSummary() {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: ticketsQueryKeys.summary(userId ?? ''),
    queryFn: async () => spendingApi.getSummary(await currentAccessToken()),
    enabled: userId !== undefined,
  });
}

/** GET /api/limits for the signed-in player (idle while signed out). */
export function useLimits() {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: ticketsQueryKeys.limits(userId ?? ''),
    queryFn: async () => spendingApi.getLimits(await currentAccessToken()),
    enabled: userId !== undefined,
  });
}

/** PUT /api/limits, sent once; the answer replaces the cached limits. */
export function useUpdateLimits() {
  const userId = useAuthSession().user?.id;
  return useMutation({
    mutationFn: async (update: LimitsUpdate) => spendingApi.updateLimits(await currentAccessToken(), update),
    retry: 0,
    onSuccess: (limits) => {
      if (userId !== undefined) queryClient.setQueryData(ticketsQueryKeys.limits(userId), limits);
    },
  });
}
