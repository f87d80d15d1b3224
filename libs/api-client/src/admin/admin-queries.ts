/**
 * TanStack Query hooks of the admin panel. Every admin query is keyed under the signed-in user's
 * `['account', userId]` prefix, so signing out (or another user signing in) drops it with the rest
 * of the account's data. Ingestion runs (fetch, backfill, bootstrap) are mutations with keys under
 * `ADMIN_INGESTION_KEY`: while one is pending, the game health is read again every few seconds, and
 * when one ends the health, the runs log and the provider usage are read again. Runs are started with `runFetchDraws`,
 * `runBackfill` and `runBootstrap`, not a hook, so 'Fetch All Games' can run games one after another.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery, type MutationKey } from '@tanstack/react-query';
import { queryClient, useAuthSession } from '../page-singleton.js';
import { adminApi, type ContactMessagesQuery, type GenerationLogsQuery, type IngestLogsQuery } from './admin-client.js';

const SECOND = 1000;

/** How often the game health is read while an ingestion run is in progress. */
export const HEALTH_REFRESH_WHILE_RUNNING_MS = 3 * SECOND;

const adminPrefix = (userId: string) => ['account', userId, 'admin'] as const;

export const adminQueryKeys = {
  all: adminPrefix,
  gameHealth: (userId: string) => [...adminPrefix(userId), 'game-health'] as const,
  ingestLogs: (userId: string, query: IngestLogsQuery = {}) => [...adminPrefix(userId), 'ingest-logs', query] as const,
  generationLogs: (userId: string, query: GenerationLogsQuery = {}) => [...adminPrefix(userId), 'generation-logs', query] as const,
  providerUsage: (userId: string) => [...adminPrefix(userId), 'provider-usage'] as const,
  contactMessages: (userId: string, query: ContactMessagesQuery = {}) => [...adminPrefix(userId), 'contact-messages', query] as const,
  /** Not the user's: where the shell's remotes and the full logs are. */
  frontendConfig: ['frontend-config'] as const,
};

/** Mutation keys of the ingestion runs; a run of the same kind and game is refused while one is pending. */
export const ADMIN_INGESTION_KEY = ['admin-ingestion'] as const;
export const ingestionKeys = {
  fetchDraws: (game: string) => [...ADMIN_INGESTION_KEY, 'fetch-draws', game] as const,
  backfill: (game: string) => [...ADMIN_INGESTION_KEY, 'backfill', game] as const,
  bootstrap: [...ADMIN_INGESTION_KEY, 'bootstrap'] as const,
};

function useAdminQuery<T>(key: (userId: string) => readonly unknown[], call: () => Promise<T>, options: { refetchInterval?: number | false; placeholder?: boolean } = {}) {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: key(userId ?? ''),
    queryFn: call,
    enabled: userId !== undefined,
    refetchInterval: options.refetchInterval,
    placeholderData: options.placeholder ? keepPreviousData : undefined,
  });
}

/** Whether an ingestion run matching `key` (every run by default) is pending: synchronous, for guards. */
export function isIngestionRunning(key: MutationKey = ADMIN_INGESTION_KEY): boolean {
  return queryClient.isMutating({ mutationKey: key }) > 0;
}

const subscribeToMutations = (listener: () => void) => queryClient.getMutationCache().subscribe(listener);

/**
 * Whether an ingestion run matching `key` is pending, on this page, whichever component started it
 * (the two Bootstrap buttons share one state this way).
 */
export function useIngestionRunning(key: MutationKey = ADMIN_INGESTION_KEY): boolean {
  const serialisedKey = JSON.stringify(key);
  const snapshot = useCallback(() => isIngestionRunning(JSON.parse(serialisedKey) as MutationKey), [serialisedKey]);
  return useSyncExternalStore(subscribeToMutations, snapshot);
}

/** GET /api/admin/health; read every 3 s while an ingestion run is in progress. */
export function useGameHealth() {
  const running = useIngestionRunning();
  return useAdminQuery(adminQueryKeys.gameHealth, () => adminApi.getGameHealth(), {
    refetchInterval: running ? HEALTH_REFRESH_WHILE_RUNNING_MS : false,
  });
}

/** GET /api/admin/ingest-logs (newest first, 50 by default). */
export function useIngestLogs(query: IngestLogsQuery = {}) {
  return useAdminQuery((userId) => adminQueryKeys.ingestLogs(userId, query), () => adminApi.getIngestLogs(query));
}

/** GET /api/admin/generation-logs; the previous page stays shown while the next one loads. */
export function useGenerationLogs(query: GenerationLogsQuery = {}) {
  return useAdminQuery((userId) => adminQueryKeys.generationLogs(userId, query), () => adminApi.getGenerationLogs(query), { placeholder: true });
}

/** GET /api/admin/provider-usage: the paid provider's calls this month. */
export function useProviderUsage() {
  return useAdminQuery(adminQueryKeys.providerUsage, () => adminApi.getProviderUsage());
}

/** GET /api/admin/contact-messages (newest first); the previous page stays shown while the next one loads. */
export function useContactMessages(query: ContactMessagesQuery = {}) {
  return useAdminQuery((userId) => adminQueryKeys.contactMessages(userId, query), () => adminApi.getContactMessages(query), { placeholder: true });
}

/** GET /config/remotes.json (for the full logs' URL); it changes only with a deployment. */
export function useFrontendConfig() {
  return useQuery({ queryKey: adminQueryKeys.frontendConfig, queryFn: () => adminApi.getFrontendConfig(), staleTime: Infinity });
}

const PARTS_A_RUN_CHANGES: readonly unknown[] = ['game-health', 'ingest-logs', 'provider-usage'];

/**
 * After a run: the health, the runs log and the paid provider's usage have changed (for whoever is
 * signed in). Not awaited: the mutation would wait for their refetches, and the run's outcome (its
 * toast, its row) with it, seconds on a busy server.
 */
function invalidateAfterRun(): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'account' && queryKey[2] === 'admin' && PARTS_A_RUN_CHANGES.includes(queryKey[3]),
  });
}

/**
 * Starts a run as a mutation of the page's query client under `mutationKey`, so every component
 * sees it pending (useIngestionRunning) wherever it was started, and a component that goes away
 * does not lose it. Resolves to undefined, starting nothing, while a run with that key is pending:
 * a second click cannot start a second run.
 */
export function startIngestionRun<Result>(mutationKey: MutationKey, run: () => Promise<Result>): Promise<Result | undefined> {
  if (isIngestionRunning(mutationKey)) return Promise.resolve(undefined);
  const mutation = queryClient.getMutationCache().build<Result, Error, void, unknown>(queryClient, {
    mutationKey,
    mutationFn: run,
    retry: 0,
    onSettled: invalidateAfterRun,
  });
  return mutation.execute();
}

/** POST /api/admin/fetch-draws: a run of one game now. */
export const runFetchDraws = (game: string) => startIngestionRun(ingestionKeys.fetchDraws(game), () => adminApi.fetchDraws(game));

/** POST /api/admin/backfill: the paid provider's draws of the last `months` months (server default 12). */
export const runBackfill = (game: string, months?: number) => startIngestionRun(ingestionKeys.backfill(game), () => adminApi.backfill(game, months));

/** POST /api/admin/bootstrap: every game fetched, then its statistics. */
export const runBootstrap = () => startIngestionRun(ingestionKeys.bootstrap, () => adminApi.bootstrap());
