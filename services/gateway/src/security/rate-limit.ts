import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpErrorBody } from '@pickwise/contracts';
import { requestPath } from '../web/request-path.js';
import type { SharedRequestCounts } from './shared-request-counts.js';

export interface RateLimitOptions {
  /** The counts per client IP and window, shared by the gateway replicas (limit and window are theirs). */
  counts: SharedRequestCounts;
  windowMs: number;
  /** Client IPs never limited. */
  exemptIps: readonly string[];
  /** Only requests whose path starts with this are counted (the API, not static files). */
  pathPrefix: string;
  /** Only requests served by these routes (patterns, as the controllers declare them) are counted; absent: every route under the prefix. */
  routes?: ReadonlySet<string>;
}

/**
 * Routes that take a secret token in place of a session (the e-mail's one-click unsubscribe, a
 * player's calendar feed): each request costs a lookup and, for a feed, a build, and anyone may
 * send them. They get a tighter per-IP limit of their own (TOKEN_ROUTES_THROTTLE_LIMIT) beside
 * the API's; a calendar app reads a feed a few times a day, a mail client posts once.
 */
export const TOKEN_ROUTES: ReadonlySet<string> = new Set(['/api/notifications/unsubscribe', '/api/calendars/me/:file']);

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
 * A fixed-window limit per client IP (request.ip, which honours TRUST_PROXY), counted across every
 * gateway replica (SharedRequestCounts), answered with a 429 envelope and Retry-After. Runs as the
 * first Fastify hook, before body parsing, so a flood costs little; most requests are granted from
 * this replica's claim without a round trip. Counts of finished windows are swept, so memory follows
 * the number of active clients.
 */
export function applyRateLimit(fastify: FastifyInstance, options: RateLimitOptions): void {
  const exempt = new Set(options.exemptIps);
  const sweep = setInterval(() => options.counts.sweep(), options.windowMs);
  sweep.unref();
  fastify.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });

  fastify.addHook('onRequest', (request, reply, done) => {
    const path = servedPath(request);
    if (exempt.has(request.ip) || !path.startsWith(options.pathPrefix) || (options.routes && !options.routes.has(path))) return done();
    void options.counts.count(request.ip).then((outcome) => {
      if (outcome.allowed) return done();
      void reply
        .code(429)
        .header('Retry-After', String(Math.ceil(outcome.retryAfterMs / 1000)))
        .header('Cache-Control', 'no-store')
        .send(TOO_MANY_REQUESTS);
    }, done);
  });
}
