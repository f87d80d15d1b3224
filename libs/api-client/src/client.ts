import type { HttpErrorCode, ValidationIssue } from '@pickwise/contracts';
import type { ApiOperations, DrawsQuery } from './types.js';

/**
 * A failed API call: the server's `error` text when it sent one (for people), the HTTP status (0
 * when offline) and the envelope's `code` (`VALIDATION`, `NOT_FOUND`, `CONFLICT`, …), which is what
 * screens branch on; undefined when the answer carried none. `issues` are the fields a VALIDATION
 * failure names (empty when it names none), for forms to mark.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: HttpErrorCode,
    readonly issues: readonly ValidationIssue[] = [],
    /** Retry-After of a refusal that names one (a 429), in seconds; read where a screen says when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * The server refused the input: bad input or an unknown id ('Unknown game id: …', 'Invalid
   * method: …'). An answer without a code (not from this gateway) is judged by its 400 status.
   */
  get isValidation(): boolean {
    if (this.code === undefined) return this.status === 400;
    return this.code === 'VALIDATION' || this.code === 'NOT_FOUND';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isPathKey = (key: unknown) => typeof key === 'string' || typeof key === 'number';

/** The envelope's well-formed `issues` (checked by hand: zod stays out of the browser). */
function issuesOf(value: unknown): ValidationIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (issue): issue is ValidationIssue => isRecord(issue) && typeof issue.code === 'string' && Array.isArray(issue.path) && issue.path.every(isPathKey),
  );
}

/**
 * Reads a response body in any of the shapes the specification accepts (docs/product-spec.md §7): `{ ok: true, data }`,
 * `{ ok: false, error, code }`, or the bare result. A non-2xx status is always a failure.
 */
export function unwrapEnvelope<T>(body: unknown, status: number): T {
  if (isRecord(body) && typeof body.ok === 'boolean') {
    if (body.ok === true && status < 400) return body.data as T;
    const message = typeof body.error === 'string' && body.error ? body.error : `Request failed with status ${status}`;
    throw new ApiError(message, status, typeof body.code === 'string' ? (body.code as HttpErrorCode) : undefined, issuesOf(body.issues));
  }
  if (status >= 400) throw new ApiError(`Request failed with status ${status}`, status);
  return body as T;
}

export interface ApiClientOptions {
  /** Prefix of every path; empty means the page's own origin (the gateway serves site and API). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** `?a=1&b=x` of the parameters that are set (undefined and empty strings are left out), or ''. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Sends a request to the gateway and unwraps its envelope; the one way every call of this lib reaches the API. */
export type ApiRequest = <T>(path: string, init?: RequestInit) => Promise<T>;

export function createApiRequest({ baseUrl = '', fetch: fetchImpl = globalThis.fetch.bind(globalThis) }: ApiClientOptions = {}): ApiRequest {
  return async function request<T>(path: string, init?: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, { ...init, headers: { accept: 'application/json', ...init?.headers } });
    } catch (cause) {
      throw new ApiError(cause instanceof Error ? cause.message : 'Network request failed', 0);
    }
    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        throw new ApiError(`Invalid response format (status ${response.status})`, response.status);
      }
    }
    return unwrapEnvelope<T>(body, response.status);
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiOperations {
  const request = createApiRequest(options);

  const sendJson = (method: 'POST' | 'PUT', body: unknown, headers?: Record<string, string>): RequestInit => ({
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  return {
    getGames: () => request('/api/games'),
    getMethods: () => request('/api/methods'),
    generate: (body) => request('/api/generate', sendJson('POST', body)),
    getDraws: ({ game, limit, offset, filter }: DrawsQuery) => request(`/api/draws${queryString({ game, limit, offset, filter })}`),
    getStats: (game, window) => request(`/api/draws/${encodeURIComponent(game)}/stats${queryString({ window })}`),
    getJackpots: (games) => request(`/api/jackpots${queryString({ games: games?.length ? games.join(',') : undefined })}`),
    getHealth: () => request('/api/health'),
    getMe: (accessToken) => request('/api/me', { headers: bearer(accessToken) }),
    getProfile: (accessToken) => request('/api/profile', { headers: bearer(accessToken) }),
    updateProfile: (accessToken, update) => request('/api/profile', sendJson('PUT', update, bearer(accessToken))),
  };
}

/** The client for the gateway the page was served from. */
export const api: ApiOperations = createApiClient();
