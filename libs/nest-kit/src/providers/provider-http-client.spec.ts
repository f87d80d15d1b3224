import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from '../metrics/metrics.js';
import { ProviderHttpClient, ProviderHttpError, redactUrl } from './provider-http-client.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A local HTTP server whose behaviour each test sets; counts the requests it gets. */
class StandIn {
  calls = 0;
  handler: Handler = (_request, response) => response.end('ok');
  private readonly server: Server = createServer((request, response) => {
    this.calls += 1;
    this.handler(request, response);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as ProviderHttpError);

describe('ProviderHttpClient', () => {
  const standIn = new StandIn();
  let base = '';
  const clients: ProviderHttpClient[] = [];
  const client = (provider: string, options: Partial<ConstructorParameters<typeof ProviderHttpClient>[0]> = {}) => {
    const created = new ProviderHttpClient({ provider, retryDelayMs: 5, timeoutMs: 500, ...options });
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    base = await standIn.start();
  });
  beforeEach(() => {
    standIn.calls = 0;
  });
  afterAll(async () => {
    for (const created of clients) created.shutdown();
    await standIn.stop();
  });

  it('returns the body and content type of a 2xx answer and records its latency', async () => {
    standIn.handler = (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('[{"draw_date":"2026-07-11"}]');
    };
    const answer = await client('spec-ok').get(`${base}/resource.json`);
    expect(answer).toEqual({ status: 200, contentType: 'application/json', body: '[{"draw_date":"2026-07-11"}]' });
    const histogram = await metricsRegistry.getSingleMetric('provider_request_duration_seconds')?.get();
    const count = histogram?.values.find((value) => value.metricName === 'provider_request_duration_seconds_count' && value.labels.provider === 'spec-ok');
    expect(count?.value).toBe(1);
    expect(count?.labels.outcome).toBe('ok');
  });

  it('retries a 500 a bounded number of times, then fails with the status', async () => {
    standIn.handler = (_request, response) => {
      response.statusCode = 500;
      response.end('down');
    };
    const error = await failure(client('spec-500', { retries: 2 }).get(`${base}/x`));
    expect(standIn.calls).toBe(3);
    expect(error).toBeInstanceOf(ProviderHttpError);
    expect(error?.kind).toBe('http_error');
    expect(error?.status).toBe(500);
  });

  it('succeeds when a retry gets through', async () => {
    standIn.handler = (_request, response) => {
      response.statusCode = standIn.calls === 1 ? 503 : 200;
      response.end('second time');
    };
    await expect(client('spec-flaky').get(`${base}/x`)).resolves.toMatchObject({ body: 'second time' });
    expect(standIn.calls).toBe(2);
  });

  it('does not retry a 404 and does not count it against the provider', async () => {
    standIn.handler = (_request, response) => {
      response.statusCode = 404;
      response.end();
    };
    const notFound = client('spec-404', { breaker: { volumeThreshold: 1 } });
    for (let i = 0; i < 3; i += 1) expect((await failure(notFound.get(`${base}/missing`)))?.status).toBe(404);
    expect(standIn.calls).toBe(3);
    expect(notFound.isOpen).toBe(false);
  });

  it('aborts an attempt at its timeout', async () => {
    standIn.handler = () => undefined; // never answers
    const error = await failure(client('spec-slow', { timeoutMs: 100, retries: 0 }).get(`${base}/slow`));
    expect(error?.kind).toBe('timeout');
  });

  it('opens its breaker after repeated failures and then stops calling the provider', async () => {
    standIn.handler = (_request, response) => {
      response.statusCode = 502;
      response.end();
    };
    const flaky = client('spec-breaker', { retries: 0, breaker: { volumeThreshold: 3, resetTimeoutMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) await failure(flaky.get(`${base}/x`));
    expect(flaky.isOpen).toBe(true);
    const callsBefore = standIn.calls;
    const error = await failure(flaky.get(`${base}/x`));
    expect(error?.kind).toBe('breaker_open');
    expect(standIn.calls).toBe(callsBefore);
  });

  it('reports every request it sends (each retry too) but none while its breaker is open', async () => {
    standIn.handler = (_request, response) => {
      response.statusCode = 503;
      response.end();
    };
    const sent: string[] = [];
    const counted = client('spec-usage', { retries: 2, breaker: { volumeThreshold: 3, resetTimeoutMs: 60_000 }, onRequestSent: (provider) => sent.push(provider) });
    await failure(counted.get(`${base}/x`));
    expect(sent).toEqual(['spec-usage', 'spec-usage', 'spec-usage']);
    expect(standIn.calls).toBe(3);
    expect(counted.isOpen).toBe(true);
    await failure(counted.get(`${base}/x`));
    expect(sent).toHaveLength(3);
  });

  it('refuses a body over its size limit', async () => {
    standIn.handler = (_request, response) => response.end('x'.repeat(2_000));
    const error = await failure(client('spec-large', { maxBodyBytes: 1_000, retries: 0 }).get(`${base}/big`));
    expect(error?.kind).toBe('too_large');
  });

  it('keeps query strings (API keys) out of its messages', async () => {
    standIn.handler = (_request, response) => {
      response.statusCode = 401;
      response.end();
    };
    const error = await failure(client('spec-key').get(`${base}/results.php?api_key=SECRET&game=x`));
    expect(error?.message).not.toContain('SECRET');
    expect(redactUrl('https://example.org/api/results.php?api_key=SECRET')).toBe('https://example.org/api/results.php');
  });
});
