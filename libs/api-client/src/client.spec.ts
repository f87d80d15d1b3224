import { describe, expect, it } from '@jest/globals';
import { ApiError, createApiClient, unwrapEnvelope } from './client.js';

describe('unwrapEnvelope', () => {
  it('returns data of a success envelope and bare results', () => {
    expect(unwrapEnvelope({ ok: true, data: { sets: [] } }, 200)).toEqual({ sets: [] });
    expect(unwrapEnvelope({ game: 'powerball', sets: [] }, 200)).toEqual({ game: 'powerball', sets: [] });
  });

  it('throws the server error text with its status', () => {
    expect(() => unwrapEnvelope({ ok: false, error: 'Unknown game id: x', code: 'NOT_FOUND' }, 404)).toThrow(new ApiError('Unknown game id: x', 404));
    // Screens branch on the envelope's code, not on the message.
    const refusal = (() => {
      try {
        unwrapEnvelope({ ok: false, error: 'Invalid method: nope', code: 'VALIDATION' }, 400);
      } catch (error) {
        return error as ApiError;
      }
    })();
    expect(refusal).toMatchObject({ code: 'VALIDATION', isValidation: true });
    expect(new ApiError('A run of powerball is already in progress', 409, 'CONFLICT').isValidation).toBe(false);
    // An envelope without a code (not from this gateway) is judged by its status.
    const error = (() => {
      try {
        unwrapEnvelope({ ok: false, error: 'count: Too big' }, 400);
      } catch (caught) {
        return caught as ApiError;
      }
    })();
    expect(error?.isValidation).toBe(true);
  });

  it('carries the fields a validation failure names, and none when it names none', () => {
    const refusal = (body: unknown) => {
      try {
        unwrapEnvelope(body, 400);
      } catch (error) {
        return error as ApiError;
      }
    };
    const issues = [
      { path: ['email'], code: 'invalid_format' },
      { path: ['options', 'favorites', 2], code: 'invalid_type' },
    ];
    expect(refusal({ ok: false, error: 'email: Invalid email address; …', code: 'VALIDATION', issues })?.issues).toEqual(issues);
    expect(refusal({ ok: false, error: 'Invalid JSON', code: 'VALIDATION' })?.issues).toEqual([]);
    expect(refusal({ ok: false, error: 'x', code: 'VALIDATION', issues: [{ path: 'email', code: 'custom' }, null] })?.issues).toEqual([]);
  });

  it('treats an error status without an envelope as a failure', () => {
    expect(() => unwrapEnvelope('Bad Gateway', 502)).toThrow('Request failed with status 502');
  });
});

describe('createApiClient', () => {
  it('builds query strings and sends JSON bodies', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ ok: true, data: { draws: [], total: 0 } }), { status: 200 });
    }) as typeof fetch;
    const client = createApiClient({ baseUrl: 'http://gateway', fetch: fakeFetch });
    await client.getDraws({ game: 'powerball', limit: 10, filter: 'last10' });
    await client.generate({ game: 'powerball', method: 'random' });
    expect(calls[0]?.url).toBe('http://gateway/api/draws?game=powerball&limit=10&filter=last10');
    expect(calls[1]?.init?.method).toBe('POST');
    expect(calls[1]?.init?.body).toBe('{"game":"powerball","method":"random"}');
  });

  it('sends the access token with the account calls', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ ok: true, data: {} }), { status: 200 });
    }) as typeof fetch;
    const client = createApiClient({ fetch: fakeFetch });
    await client.getMe('token-1');
    await client.getProfile('token-1');
    await client.updateProfile('token-1', { display_name: 'Ana', country: 'ES' });
    expect(calls.map((call) => call.url)).toEqual(['/api/me', '/api/profile', '/api/profile']);
    for (const call of calls) expect(call.init?.headers).toMatchObject({ accept: 'application/json', authorization: 'Bearer token-1' });
    expect(calls[2]?.init).toMatchObject({ method: 'PUT', body: '{"display_name":"Ana","country":"ES"}', headers: { 'content-type': 'application/json' } });
  });

  it('throws the server text of a refused profile update', async () => {
    const fakeFetch = (async () => new Response(JSON.stringify({ ok: false, error: 'Name is required' }), { status: 400 })) as unknown as typeof fetch;
    const failure = createApiClient({ fetch: fakeFetch }).updateProfile('token-1', { display_name: ' ', country: 'US' });
    await expect(failure).rejects.toThrow(new ApiError('Name is required', 400));
  });

  it('reports a body that is not JSON as an invalid response', async () => {
    const fakeFetch = (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    await expect(createApiClient({ fetch: fakeFetch }).getGames()).rejects.toThrow('Invalid response format');
  });
});
