import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../client.js';
import { createAdminApi } from './admin-client.js';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A client whose fetch records every call and answers `body` with `status`. */
function recordingClient(body: unknown = { ok: true, data: {} }, status = 200) {
  const calls: Call[] = [];
  const fakeFetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  const client = createAdminApi({ baseUrl: 'http://gateway', fetch: fakeFetch, accessToken: async () => 'admin-token', refreshAccessToken: async () => 'refreshed-token' });
  return { client, calls };
}

describe('createAdminApi', () => {
  it('reads the admin resources with the bearer token', async () => {
    const { client, calls } = recordingClient();
    await client.getGameHealth();
    await client.getProviderUsage();
    await client.getIngestLogs();
    expect(calls.map((call) => call.url)).toEqual([
      'http://gateway/api/admin/health',
      'http://gateway/api/admin/provider-usage',
      'http://gateway/api/admin/ingest-logs',
    ]);
    for (const call of calls) {
      expect(call.init?.method).toBeUndefined();
      expect(call.init?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer admin-token' });
    }
  });

  it('puts the set filters of a log query in the query string and leaves the others out', async () => {
    const { client, calls } = recordingClient({ ok: true, data: { logs: [], total: 0 } });
    await client.getIngestLogs({ limit: 50, game: 'eurojackpot' });
    await client.getGenerationLogs({ limit: 100, offset: 200, game: 'powerball', method: 'markov', status: 'error' });
    await client.getGenerationLogs({ limit: 50, offset: 0, game: '', method: undefined, status: '' });
    await client.getContactMessages({ limit: 50, offset: 100 });
    await client.getContactMessages();
    expect(calls.map((call) => call.url)).toEqual([
      'http://gateway/api/admin/ingest-logs?limit=50&game=eurojackpot',
      'http://gateway/api/admin/generation-logs?limit=100&offset=200&game=powerball&method=markov&status=error',
      'http://gateway/api/admin/generation-logs?limit=50&offset=0',
      'http://gateway/api/admin/contact-messages?limit=50&offset=100',
      'http://gateway/api/admin/contact-messages',
    ]);
  });

  it('posts runs as JSON, and a bootstrap without a body', async () => {
    const { client, calls } = recordingClient();
    await client.fetchDraws('euromillions');
    await client.backfill('uk-lotto');
    await client.backfill('la-primitiva', 6);
    await client.bootstrap();
    expect(calls.map((call) => [call.url, call.init?.method, call.init?.body])).toEqual([
      ['http://gateway/api/admin/fetch-draws', 'POST', '{"game":"euromillions"}'],
      ['http://gateway/api/admin/backfill', 'POST', '{"game":"uk-lotto"}'],
      ['http://gateway/api/admin/backfill', 'POST', '{"game":"la-primitiva","months":6}'],
      ['http://gateway/api/admin/bootstrap', 'POST', undefined],
    ]);
    expect(calls[0]?.init?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer admin-token', 'content-type': 'application/json' });
    expect(calls[3]?.init?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer admin-token' });
  });

  it('returns the data of the envelope', async () => {
    const result = { game: 'powerball', status: 'success', inserted: 3, updated: 0, skipped: 97, rejected: 0, total: 100 };
    const { client } = recordingClient({ ok: true, data: result });
    await expect(client.fetchDraws('powerball')).resolves.toEqual(result);
  });

  it('refreshes the session once on a 401 (a token older than the admin routes take) and asks again', async () => {
    const sent: string[] = [];
    const fakeFetch = (async (_url: string, init?: RequestInit) => {
      const authorization = (init?.headers as Record<string, string>)['authorization']!;
      sent.push(authorization);
      return authorization === 'Bearer fresh'
        ? new Response(JSON.stringify({ ok: true, data: { messages: [], total: 0 } }))
        : new Response(JSON.stringify({ ok: false, error: 'Admin routes need a recently issued access token', code: 'UNAUTHORIZED' }), { status: 401 });
    }) as typeof fetch;
    const client = createAdminApi({ fetch: fakeFetch, accessToken: async () => 'old', refreshAccessToken: async () => 'fresh' });
    await expect(client.getContactMessages()).resolves.toEqual({ messages: [], total: 0 });
    expect(sent).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it("throws the server's refusal with its status: signed out, not an admin, a run in progress", async () => {
    await expect(recordingClient({ ok: false, error: 'Authentication required' }, 401).client.getGameHealth()).rejects.toThrow(
      new ApiError('Authentication required', 401),
    );
    await expect(recordingClient({ ok: false, error: 'Admin role required' }, 403).client.getGameHealth()).rejects.toMatchObject({ status: 403 });
    const conflict = recordingClient({ ok: false, error: 'A run of powerball is already in progress' }, 409).client.fetchDraws('powerball');
    await expect(conflict).rejects.toThrow(new ApiError('A run of powerball is already in progress', 409));
  });

  it('asks for no token when nobody is signed in and sends nothing', async () => {
    const calls: string[] = [];
    const fakeFetch = (async (url: string) => {
      calls.push(url);
      return new Response('{}');
    }) as typeof fetch;
    const client = createAdminApi({
      fetch: fakeFetch,
      accessToken: () => Promise.reject(new ApiError('Not signed in', 401)),
    });
    await expect(client.getProviderUsage()).rejects.toMatchObject({ message: 'Not signed in', status: 401 });
    expect(calls).toEqual([]);
  });

  it('reads the frontend configuration without a token and unwrapped', async () => {
    const { client, calls } = recordingClient({ remotes: [], adminFullLogsUrl: '/data-admin/generation-logs' });
    await expect(client.getFrontendConfig()).resolves.toEqual({ remotes: [], adminFullLogsUrl: '/data-admin/generation-logs' });
    expect(calls[0]?.url).toBe('http://gateway/config/remotes.json');
    expect(calls[0]?.init?.headers).toEqual({ accept: 'application/json' });
  });
});
