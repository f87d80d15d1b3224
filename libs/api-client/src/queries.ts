import { QueryClient, useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { currentAccessToken, getAuthState, subscribeToAuth, useAuthSession } from './auth.js';
import { ApiError, api } from './client.js';
import type { DrawsQuery, ProfileUpdate } from './types.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Whether a failed query is asked again: up to 3 times, but not after a refusal (4xx: signed out,
 * not allowed, bad input, an unknown id), which gets the same answer every time — except a timeout
 * (408) and the rate limit (429), which a later try may pass.
 */
function retryUnlessRefused(failureCount: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
  return !refused && failureCount < 3;
}

/**
 * The page's one query client (this lib is a Module Federation singleton). docs/product-spec.md §9 defaults:
 * unused data is collected after 5 minutes; 3 retries (none after a refusal: `retryUnlessRefused`), waiting 1 s, 2 s, 4 s … at most 30 s.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 5 * MINUTE,
      retry: retryUnlessRefused,
      retryDelay: (attempt) => Math.min(SECOND * 2 ** attempt, 30 * SECOND),
    },
  },
});

/** Query keys, one place, so screens can invalidate what they changed. */
export const queryKeys = {
  games: ['games'] as const,
  methods: ['methods'] as const,
  draws: (query: DrawsQuery) => ['draws', query] as const,
  stats: (game: string, window?: number) => ['draws-stats', game, window] as const,
  jackpots: (games?: readonly string[]) => ['jackpots', games ?? 'all'] as const,
  health: ['health'] as const,
  /** Everything of the signed-in user, keyed by user id under one prefix. */
  account: ['account'] as const,
  me: (userId: string) => ['account', userId, 'me'] as const,
  profile: (userId: string) => ['account', userId, 'profile'] as const,
};

// docs/product-spec.md §4: signing out clears the profile (and everything else of the user).
subscribeToAuth(() => {
  if (getAuthState().status === 'signedOut') queryClient.removeQueries({ queryKey: queryKeys.account });
});

export function useGames() {
  return useQuery({ queryKey: queryKeys.games, queryFn: () => api.getGames(), staleTime: 5 * MINUTE });
}

export function useMethods() {
  return useQuery({ queryKey: queryKeys.methods, queryFn: () => api.getMethods(), staleTime: Infinity });
}

/** Draw history; docs/product-spec.md §7: cached for 1 hour and only run when a game is given. */
export function useDraws(query: DrawsQuery | undefined) {
  return useQuery({
    queryKey: queryKeys.draws(query ?? { game: '' }),
    queryFn: () => api.getDraws(query!),
    enabled: Boolean(query?.game),
    staleTime: 60 * MINUTE,
  });
}

export function useDrawStats(game: string | undefined, window?: number) {
  return useQuery({
    queryKey: queryKeys.stats(game ?? '', window),
    queryFn: () => api.getStats(game!, window),
    enabled: Boolean(game),
    staleTime: 10 * MINUTE,
  });
}

/** Jackpots; docs/product-spec.md §9: stale after 5 minutes, refetched every 10, one retry after 1 second. */
export function useJackpots(games?: readonly string[]) {
  return useQuery({
    queryKey: queryKeys.jackpots(games),
    queryFn: () => api.getJackpots(games),
    staleTime: 5 * MINUTE,
    refetchInterval: 10 * MINUTE,
    retry: 1,
    retryDelay: SECOND,
  });
}

/** POST /api/generate as a mutation (no retries: a failed generation falls back to local picks). */
export function useGenerate() {
  return useMutation({ mutationFn: api.generate, retry: 0 });
}

export function useHealth() {
  return useQuery({ queryKey: queryKeys.health, queryFn: () => api.getHealth(), retry: 0, staleTime: 0 });
}


/** A query of the signed-in user's own data: disabled while nobody is signed in. */
function useAccountQuery<T>(key: (userId: string) => QueryKey, call: (accessToken: string) => Promise<T>) {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: key(userId ?? ''),
    queryFn: async () => call(await currentAccessToken()),
    enabled: userId !== undefined,
  });
}

/** GET /api/me: role and the profile items still missing. */
export function useMe() {
  return useAccountQuery(queryKeys.me, api.getMe);
}

/** GET /api/profile. */
export function useProfile() {
  return useAccountQuery(queryKeys.profile, api.getProfile);
}

/** PUT /api/profile; on success the cached profile is replaced and /api/me read again. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => api.updateProfile(await currentAccessToken(), update),
    retry: 0,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile(profile.user_id), profile);
      return queryClient.invalidateQueries({ queryKey: queryKeys.me(profile.user_id) });
    },
  });
}
