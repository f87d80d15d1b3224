/**
 * The player's own data (issue 40): re-authentication (POST /api/account/reauthenticate), the
 * download of everything the account holds (GET /api/account/export, a zip) and the account's
 * deletion (DELETE /api/account). Each sends the signed-in user's access token. The export and the
 * deletion are refused with REAUTHENTICATION_REQUIRED (403) when the session's last sign-in is
 * older than ten minutes; re-authenticating renews it, and the call can be made again.
 */
import type { AccountDeleteBody, AccountErased, ReauthenticateBody, Reauthenticated } from '@pickwise/contracts';
import { ApiError, createApiRequest, currentAccessToken, unwrapEnvelope, type ApiClientOptions } from '../page-singleton.js';

/** The word the deletion is confirmed with, typed by the player; the contract's literal, so a change there fails the typecheck here. */
export const ACCOUNT_DELETE_WORD: AccountDeleteBody['confirm'] = 'DELETE';

/** The downloaded file: its bytes and the name the server gave it (`pickwise-data-<yyyy-mm-dd>.zip`). */
export interface PersonalDataDownload {
  blob: Blob;
  filename: string;
}

export interface AccountDataOperations {
  /** The password, or a current code of the account's verified TOTP factor. Wrong: VALIDATION (400) naming the field. */
  reauthenticate(credentials: ReauthenticateBody): Promise<Reauthenticated>;
  /** Everything the account holds, as the zip the server made. RATE_LIMITED (429) carries `retryAfterSeconds`. */
  downloadPersonalData(): Promise<PersonalDataDownload>;
  /** Closes the account at once and hands its erasure to every service. */
  deleteAccount(): Promise<AccountErased>;
}

export interface AccountDataApiOptions extends ApiClientOptions {
  /** The signed-in user's access token; by default the page's auth client's (refreshed when expired). */
  accessToken?: () => Promise<string>;
}

/** The name a `Content-Disposition: attachment; filename="…"` header gives, if it gives one (no path in it). */
export function attachmentFilename(header: string | null): string | undefined {
  const quoted = header?.match(/filename="([^"]+)"/i)?.[1];
  const name = quoted ?? header?.match(/filename=([^;\s]+)/i)?.[1];
  return name?.split(/[/\\]/).pop() || undefined;
}

/** The file name used when the server named none: the same form, dated today in UTC. */
const fallbackFilename = (now = new Date()) => `pickwise-data-${now.toISOString().slice(0, 10)}.zip`;

/**
 * A download's answer: the file, or the refusal as ApiError, read from its JSON envelope like any
 * other call's (with Retry-After's seconds when the server gave them).
 */
export async function readDownload(response: Response): Promise<PersonalDataDownload> {
  if (response.ok) {
    return { blob: await response.blob(), filename: attachmentFilename(response.headers.get('content-disposition')) ?? fallbackFilename() };
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  try {
    unwrapEnvelope(body, response.status);
    throw new ApiError(`Request failed with status ${response.status}`, response.status);
  } catch (error) {
    const retryAfter = Number(response.headers.get('retry-after'));
    if (!(error instanceof ApiError) || !Number.isFinite(retryAfter) || retryAfter <= 0) throw error;
    throw new ApiError(error.message, error.status, error.code, error.issues, retryAfter);
  }
}

export function createAccountDataApi({ accessToken = currentAccessToken, ...options }: AccountDataApiOptions = {}): AccountDataOperations {
  const request = createApiRequest(options);
  const { baseUrl = '', fetch: fetchImpl = globalThis.fetch.bind(globalThis) } = options;
  const bearer = async () => ({ authorization: `Bearer ${await accessToken()}` });
  const sendJson = async (method: 'POST' | 'DELETE', body: unknown): Promise<RequestInit> => ({
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(await bearer()) },
  });

  return {
    reauthenticate: async (credentials) => request<Reauthenticated>('/api/account/reauthenticate', await sendJson('POST', credentials)),
    downloadPersonalData: async () => {
      const headers = { accept: 'application/zip, application/json', ...(await bearer()) };
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl}/api/account/export`, { headers, cache: 'no-store' });
      } catch (cause) {
        throw new ApiError(cause instanceof Error ? cause.message : 'Network request failed', 0);
      }
      return readDownload(response);
    },
    deleteAccount: async () => request<AccountErased>('/api/account', await sendJson('DELETE', { confirm: ACCOUNT_DELETE_WORD } satisfies AccountDeleteBody)),
  };
}

/** The page's client, with the stored session's token. */
export const accountDataApi: AccountDataOperations = createAccountDataApi();
