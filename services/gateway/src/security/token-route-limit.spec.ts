import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { applyRateLimit } from './rate-limit.js';
import { SharedRequestCounts } from './shared-request-counts.js';
import { tokenRouteClient } from './token-route-limit.js';

const WINDOW_MS = 3_600_000;
const token = () => randomBytes(32).toString('base64url');

/** The token routes as the controllers declare them, behind the token limit of 2 per token, counted by this replica alone. */
async function tokenRoutes() {
  const app = Fastify();
  const counts = new SharedRequestCounts({ limit: 2, windowMs: WINDOW_MS, replicas: 1, connection: () => Promise.reject(new Error('no NATS in unit tests')) });
  applyRateLimit(app, { counts, windowMs: WINDOW_MS, exemptIps: [], clientOf: tokenRouteClient, stage: 'preValidation' });
  app.post('/api/notifications/unsubscribe', async () => ({ ok: true }));
  app.get('/api/notifications/unsubscribe', async () => ({ ok: true }));
  app.get('/api/calendars/me/:file', async () => 'feed');
  app.get('/api/calendars/:file', async () => 'feed');
  await app.ready();
  return app;
}

describe('the token routes’ limit', () => {
  it('gives each unsubscribe token its own budget, wherever it comes from and however it is sent', async () => {
    const app = await tokenRoutes();
    const mine = token();
    const unsubscribe = (remoteAddress: string, query: string, payload?: object) =>
      app.inject({ method: 'POST', url: `/api/notifications/unsubscribe${query}`, remoteAddress, ...(payload ? { payload } : {}) });
    expect((await unsubscribe('203.0.113.1', `?token=${mine}`)).statusCode).toBe(200);
    expect((await unsubscribe('203.0.113.2', '', { token: mine })).statusCode).toBe(200);
    expect((await unsubscribe('203.0.113.3', `?token=${mine}`)).statusCode).toBe(429);
    // A mailbox provider's one server posting for many readers: each token counts alone.
    for (let reader = 0; reader < 5; reader++) expect((await unsubscribe('203.0.113.1', `?token=${token()}`)).statusCode).toBe(200);
    // The link opened (GET: a redirect, no service asked) and malformed tokens are not counted.
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ url: `/api/notifications/unsubscribe?token=${mine}`, remoteAddress: '203.0.113.1' })).statusCode).toBe(200);
      expect((await unsubscribe('203.0.113.1', '?token=short')).statusCode).toBe(200);
    }
    await app.close();
  });

  it('gives each calendar address its own budget, and leaves the game feeds alone', async () => {
    const app = await tokenRoutes();
    const feed = (path: string, remoteAddress = '198.51.100.7') => app.inject({ url: path, remoteAddress });
    const mine = `/api/calendars/me/${token()}.ics`;
    expect((await feed(mine)).statusCode).toBe(200);
    expect((await feed(mine, '198.51.100.8')).statusCode).toBe(200);
    expect((await feed(mine)).statusCode).toBe(429);
    expect((await feed(`/api/calendars/me/${token()}.ics`)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await feed('/api/calendars/powerball.ics')).statusCode).toBe(200);
      expect((await feed('/api/calendars/me/not-a-token.ics')).statusCode).toBe(200);
    }
    await app.close();
  });
});
