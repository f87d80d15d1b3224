/**
 * `@pickwise/api-client/admin`: the admin panel's calls and hooks. A separate entry point, not part
 * of the shared `@pickwise/api-client` singleton the shell provides, so none of it reaches the
 * public pages' first load: only the admin remote bundles it. It reaches the singleton's state
 * (query client, auth session, ApiError) through the package name, never a relative path, so it
 * uses the page's one copy.
 */
export {
  adminApi,
  createAdminApi,
  type AdminApiOptions,
  type AdminOperations,
  type ContactMessagesQuery,
  type GenerationLogsQuery,
  type IngestLogsQuery,
} from './admin-client.js';
export {
  ADMIN_INGESTION_KEY,
  HEALTH_REFRESH_WHILE_RUNNING_MS,
  adminQueryKeys,
  ingestionKeys,
  isIngestionRunning,
  runBackfill,
  runBootstrap,
  runFetchDraws,
  startIngestionRun,
  useContactMessages,
  useFrontendConfig,
  useGameHealth,
  useGenerationLogs,
  useIngestLogs,
  useIngestionRunning,
  useProviderUsage,
} from './admin-queries.js';
