/**
 * The admin panel's calls (GET/POST /api/admin/*, docs/product-spec.md §2 "Admin panel") and the frontend
 * configuration the panel reads. Every admin call sends the signed-in user's access token; the
 * gateway answers 401 without one and 403 without the admin role.
 */
import { ApiError, createApiRequest, currentAccessToken, queryString, refreshedAccessToken, type ApiClientOptions } from '../page-singleton.js';
import type {
  AdminHealthResponse,
  ContactMessagesList,
  GenerationLogsList,
  IngestionBootstrapResult,
  IngestionRunResult,
  IngestLogRow,
  PaidProviderUsage,
  RemotesConfig,
} from '../types.js';

export interface IngestLogsQuery {
  /** At most this many runs, newest first (the server's default is 50). */
  limit?: number;
  game?: string;
}

export interface GenerationLogsQuery {
  limit?: number;
  offset?: number;
  /** A public game id, a method id and success|error; unset means every one. */
  game?: string;
  method?: string;
  status?: string;
}

export interface ContactMessagesQuery {
  /** At most this many messages, newest first (the server's default is 50, at most 200). */
  limit?: number;
  offset?: number;
}

export interface AdminOperations {
  getGameHealth(): Promise<AdminHealthResponse>;
  getIngestLogs(query?: IngestLogsQuery): Promise<{ logs: IngestLogRow[] }>;
  /** A run of one game now; 409 while a run of that game is in progress. */
  fetchDraws(game: string): Promise<IngestionRunResult>;
  /** The paid provider's draws of the last `months` months (the server's default is 12). */
  backfill(game: string, months?: number): Promise<IngestionRunResult>;
  /** A run of every game, then each game's statistics; can take minutes. */
  bootstrap(): Promise<IngestionBootstrapResult>;
  getGenerationLogs(query?: GenerationLogsQuery): Promise<GenerationLogsList>;
  getProviderUsage(): Promise<PaidProviderUsage>;
  /** The contact form's messages, newest first, with the total. */
  getContactMessages(query?: ContactMessagesQuery): Promise<ContactMessagesList>;
  /** GET /config/remotes.json: the remotes and where 'View Full Logs' opens (not an admin-only call). */
  getFrontendConfig(): Promise<RemotesConfig>;
}

export interface AdminApiOptions extends ApiClientOptions {
  /** The signed-in user's access token; by default the page's auth client's (refreshed when expired). */
  accessToken?: () => Promise<string>;
  /** A newly issued access token; by default the page's auth client refreshes its session. */
  refreshAccessToken?: () => Promise<string>;
}

export function createAdminApi({ accessToken = currentAccessToken, refreshAccessToken = refreshedAccessToken, ...options }: AdminApiOptions = {}): AdminOperations {
  const request = createApiRequest(options);

  const withToken = (token: string, init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` },
  });
  // The gateway refuses admin tokens issued more than ADMIN_TOKEN_MAX_AGE_SECONDS ago (401) though
  // they live an hour: on a 401 the session is refreshed once and the call made again.
  const authorized = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const token = await accessToken();
    try {
      return await request<T>(path, withToken(token, init));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      return request<T>(path, withToken(await refreshAccessToken(), init));
    }
  };
  const get = <T>(path: string) => authorized<T>(path);
  // A POST without a body sends no content-type: Fastify refuses an empty JSON body.
  const post = <T>(path: string, body?: object) =>
    authorized<T>(path, body ? { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : { method: 'POST' });

  return {
    getGameHealth: () => get('/api/admin/health'),
    getIngestLogs: ({ limit, game } = {}) => get(`/api/admin/ingest-logs${queryString({ limit, game })}`),
    fetchDraws: (game) => post('/api/admin/fetch-draws', { game }),
    backfill: (game, months) => post('/api/admin/backfill', months === undefined ? { game } : { game, months }),
    bootstrap: () => post('/api/admin/bootstrap'),
    getGenerationLogs: ({ limit, offset, game, method, status } = {}) =>
      get(`/api/admin/generation-logs${queryString({ limit, offset, game, method, status })}`),
    getProviderUsage: () => get('/api/admin/provider-usage'),
    getContactMessages: ({ limit, offset } = {}) => get(`/api/admin/contact-messages${queryString({ limit, offset })}`),
    getFrontendConfig: () => request('/config/remotes.json', { cache: 'no-cache' }),
  };
}

/** The admin client for the gateway the page was served from. */
export const adminApi: AdminOperations = createAdminApi();
