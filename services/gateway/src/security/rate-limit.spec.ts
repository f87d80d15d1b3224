import Fastify, { type FastifyInstance } from 'fastify';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { TOO_MANY_REQUESTS, applyRateLimit, clientIpUnder } from './rate-limit.js';
import { SharedRequestCounts } from './shared-request-counts.js';

// An hour: no window ends in the middle of a test.
const WINDOW_MS = 3_600_000;

/** Counts with no NATS to share them through: this replica counts alone (shared counts: tests/integration/gateway-rate-limit.spec.ts). */
const countsAlone = (limit: number) =>
  new SharedRequestCounts({ limit, windowMs: WINDOW_MS, replicas: 1, connection: () => Promise.reject(new Error('no NATS in unit tests')) });

/** The status line of a raw HTTP/1.1 request with this exact request target (inject would normalise it). */
async function rawStatus(app: FastifyInstance, method: string, target: string): Promise<number> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(Number(answer.split(' ')[1])));
    socket.on('error', reject);
  });
}

async function appWith(limit: number, exemptIps: string[] = []) {
  const app = Fastify();
  applyRateLimit(app, { counts: countsAlone(limit), windowMs: WINDOW_MS, exemptIps, clientOf: clientIpUnder('/api/') });
  app.get('/api/ping', async () => ({ ok: true }));
  app.get('/static.js', async () => 'asset');
  await app.ready();
  return app;
}

describe('applyRateLimit', () => {
  it('answers 429 with the envelope and Retry-After past the limit, per client IP', async () => {
    const app = await appWith(2);
    const from = (remoteAddress: string) => app.inject({ url: '/api/ping', remoteAddress });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    const refused = await from('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY_REQUESTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
    await app.close();
  });

  it('does not count exempt IPs or paths outside the prefix', async () => {
    const app = await appWith(1, ['10.0.0.9']);
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ url: '/api/ping', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/static.js', remoteAddress: '10.0.0.3' })).statusCode).toBe(200);
    }
    await app.close();
  });

  it('counts what its client function names, once the body is read at preValidation, and nothing it leaves out', async () => {
    const app = Fastify();
    const nameIn = (body: unknown) => (typeof body === 'object' && body !== null && 'name' in body && typeof body.name === 'string' ? body.name : undefined);
    applyRateLimit(app, { counts: countsAlone(1), windowMs: WINDOW_MS, exemptIps: [], clientOf: (request) => nameIn(request.body), stage: 'preValidation' });
    app.post('/api/named', async () => ({ ok: true }));
    await app.ready();
    const post = (payload: object, remoteAddress: string) => app.inject({ method: 'POST', url: '/api/named', payload, remoteAddress });
    expect((await post({ name: 'a' }, '10.0.0.4')).statusCode).toBe(200);
    expect((await post({ name: 'a' }, '10.0.0.5')).statusCode).toBe(429);
    expect((await post({ name: 'b' }, '10.0.0.4')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await post({}, '10.0.0.4')).statusCode).toBe(200);
    await app.close();
  });

  it.each(['/%61pi/ping', '/%61%70%69/ping', 'http://x/api/ping', 'http://x/%61pi/ping'])('counts %s, which the router serves as /api/ping, against the limit', async (target) => {
    const app = Fastify();
    applyRateLimit(app, { counts: countsAlone(1), windowMs: WINDOW_MS, exemptIps: [], clientOf: clientIpUnder('/api/') });
    app.get('/api/ping', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(await rawStatus(app, 'GET', '/api/ping')).toBe(200);
      expect(await rawStatus(app, 'GET', target)).toBe(429);
    } finally {
      await app.close();
    }
  });
});
