import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_DELETE_CONFIRMATION } from '@pickwise/contracts';
import { ApiError } from '../client.js';
import { ACCOUNT_DELETE_WORD, attachmentFilename, createAccountDataApi, readDownload } from './account-data-client.js';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A client whose fetch records every call and answers with `response`. */
function recordingClient(response: () => Response) {
  const calls: Call[] = [];
  const fakeFetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return response();
  }) as typeof fetch;
  return { client: createAccountDataApi({ baseUrl: 'http://gateway', fetch: fakeFetch, accessToken: async () => 'player-token' }), calls };
}

const envelope = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the account data client', () => {
  it('confirms a deletion with the contract\'s word', () => {
    expect(ACCOUNT_DELETE_WORD).toBe(ACCOUNT_DELETE_CONFIRMATION);
  });

  it('re-authenticates with the password or the code, with the bearer token', async () => {
    const { client, calls } = recordingClient(() => envelope({ ok: true, data: { recentUntil: '2026-12-03T16:10:00.000Z' } }, 200));
    await expect(client.reauthenticate({ password: 'lucky-numbers-7' })).resolves.toEqual({ recentUntil: '2026-12-03T16:10:00.000Z' });
    await client.reauthenticate({ code: '123456' });
    expect(calls.map((call) => [call.url, call.init?.method, call.init?.body])).toEqual([
      ['http://gateway/api/account/reauthenticate', 'POST', '{"password":"lucky-numbers-7"}'],
      ['http://gateway/api/account/reauthenticate', 'POST', '{"code":"123456"}'],
    ]);
    expect(calls[0]?.init?.headers).toMatchObject({ authorization: 'Bearer player-token', 'content-type': 'application/json' });
  });

  it('reads a wrong password as a VALIDATION refusal', async () => {
    const { client } = recordingClient(() => envelope({ ok: false, error: 'password: wrong password', code: 'VALIDATION' }, 400));
    const refusal = client.reauthenticate({ password: 'not it' });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 400, code: 'VALIDATION' });
  });

  it('downloads the export as a file named by the server', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    const { client, calls } = recordingClient(
      () => new Response(zip, { status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="pickwise-data-2026-12-03.zip"' } }),
    );
    const download = await client.downloadPersonalData();
    expect(download.filename).toBe('pickwise-data-2026-12-03.zip');
    expect(new Uint8Array(await download.blob.arrayBuffer())).toEqual(zip);
    expect(calls[0]?.url).toBe('http://gateway/api/account/export');
    expect(calls[0]?.init?.headers).toMatchObject({ authorization: 'Bearer player-token' });
  });

  it('refuses a download with the envelope\'s code, and the seconds to wait when limited', async () => {
    const stale = recordingClient(() => envelope({ ok: false, error: 'Sign in again', code: 'REAUTHENTICATION_REQUIRED' }, 403));
    await expect(stale.client.downloadPersonalData()).rejects.toMatchObject({ status: 403, code: 'REAUTHENTICATION_REQUIRED', retryAfterSeconds: undefined });
    const limited = recordingClient(() => envelope({ ok: false, error: 'Too many requests', code: 'RATE_LIMITED' }, 429, { 'retry-after': '1200' }));
    await expect(limited.client.downloadPersonalData()).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 1200 });
  });

  it('says an unreadable refusal and a lost connection as such', async () => {
    await expect(readDownload(new Response('<html>bad gateway</html>', { status: 502 }))).rejects.toMatchObject({ status: 502, code: undefined });
    const offline = createAccountDataApi({ fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch, accessToken: async () => 't' });
    await expect(offline.downloadPersonalData()).rejects.toMatchObject({ status: 0 });
  });

  it('deletes the account with the confirmation', async () => {
    const { client, calls } = recordingClient(() => envelope({ ok: true, data: { erased: true, sessionsEnded: 2 } }, 200));
    await expect(client.deleteAccount()).resolves.toEqual({ erased: true, sessionsEnded: 2 });
    expect([calls[0]?.url, calls[0]?.init?.method, calls[0]?.init?.body]).toEqual(['http://gateway/api/account', 'DELETE', '{"confirm":"DELETE"}']);
  });
});

describe('attachmentFilename', () => {
  it('reads the quoted or bare name, never a path', () => {
    expect(attachmentFilename('attachment; filename="pickwise-data-2026-12-03.zip"')).toBe('pickwise-data-2026-12-03.zip');
    expect(attachmentFilename('attachment; filename=data.zip')).toBe('data.zip');
    expect(attachmentFilename('attachment; filename="../../etc/data.zip"')).toBe('data.zip');
    expect(attachmentFilename('attachment')).toBeUndefined();
    expect(attachmentFilename(null)).toBeUndefined();
  });
});
