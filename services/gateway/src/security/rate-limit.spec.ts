import Fastify from 'fastify';
import { TOO_MANY_REQUESTS, applyRateLimit } from './rate-limit.js';

async function appWith(limit: number, exemptIps: string[] = []) {
  const app = Fastify();
  applyRateLimit(app, { limit, windowMs: 60_000, exemptIps, pathPrefix: '/api/' });
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
});
