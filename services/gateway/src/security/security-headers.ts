import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { servedPath } from './rate-limit.js';

export { securityHeaders } from './security-header-values.js';

/** What an API answer may be cached as when its route does not say: nothing (answers can be per user). */
export const API_DEFAULT_CACHE_CONTROL = 'no-store';

/**
 * Sets the security headers on every response, 404s and static files included, and `no-store` on
 * every /api answer whose route set no Cache-Control of its own (GET /api/jackpots sets one).
 */
export function applySecurityHeaders(app: NestFastifyApplication, headers: Readonly<Record<string, string>>): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && servedPath(request).startsWith('/api/')) reply.header('cache-control', API_DEFAULT_CACHE_CONTROL);
    done(null, payload);
  });
}
