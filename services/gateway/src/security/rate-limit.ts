import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpErrorBody } from '@pickwise/contracts';
import { requestPath } from '../web/request-path.js';

export interface RateLimitOptions {
  /** Requests allowed per client IP in each window. */
  limit: number;
  windowMs: number;
  /** Client IPs never limited. */
  exemptIps: readonly string[];
  /** Only requests whose path starts with this are counted (the API, not static files). */
  pathPrefix: string;
}

export const TOO_MANY_REQUESTS: HttpErrorBody = { ok: false, error: 'Too many requests, please slow down', code: 'RATE_LIMITED' };

/**
 * The path a request is served by: its matched route's pattern, else its decoded path. The raw URL
 * will not do: the router decodes `/%61pi/generate` and takes the path of an absolute-form target
 * (`POST http://host/api/generate`), so either reaches /api/generate without starting with /api/.
 */
export function servedPath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  return requestPath(request.url);
}

/**
 * A fixed-window limit per client IP (request.ip, which honours TRUST_PROXY), answered with a 429
 * envelope and Retry-After. Runs as the first Fastify hook, before body parsing, so a flood costs
 * little. Counters of finished windows are swept, so memory follows the number of active clients.
 */
export function applyRateLimit(fastify: FastifyInstance, options: RateLimitOptions): void {
  const exempt = new Set(options.exemptIps);
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [ip, window] of windows) if (window.resetAt <= now) windows.delete(ip);
  }, options.windowMs);
  sweep.unref();
  fastify.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });

  fastify.addHook('onRequest', (request, reply, done) => {
    if (exempt.has(request.ip) || !servedPath(request).startsWith(options.pathPrefix)) return done();
    const now = Date.now();
    let window = windows.get(request.ip);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + options.windowMs };
      windows.set(request.ip, window);
    }
    window.count += 1;
    if (window.count <= options.limit) return done();
    void reply
      .code(429)
      .header('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)))
      .header('Cache-Control', 'no-store')
      .send(TOO_MANY_REQUESTS);
  });
}
