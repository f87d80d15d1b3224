import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpErrorBody } from '@pickwise/contracts';
import { requestPath } from '../web/request-path.js';
import type { SharedRequestCounts } from './shared-request-counts.js';

export interface RateLimitOptions {
  /** The counts per client and window, shared by the gateway replicas (limit and window are theirs). */
  counts: SharedRequestCounts;
  windowMs: number;
  /** Client IPs never limited. */
  exemptIps: readonly string[];
  /** What a request is counted as (a client IP, a token's hash), or undefined when this limit does not count it. */
  clientOf: (request: FastifyRequest) => string | undefined;
  /**
   * When the request is counted: `onRequest` (default), before its body is read, so a flood costs
   * little; `preValidation`, once the body is parsed, for a client named in the body.
   */
  stage?: 'onRequest' | 'preValidation';
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

/** The API's ordinary limit: every request under `pathPrefix` counts for its client IP (request.ip, which honours TRUST_PROXY). */
export const clientIpUnder =
  (pathPrefix: string) =>
  (request: FastifyRequest): string | undefined =>
    servedPath(request).startsWith(pathPrefix) ? request.ip : undefined;

/**
 * A fixed-window limit per client (`clientOf`), counted across every gateway replica
 * (SharedRequestCounts), answered with a 429 envelope and Retry-After. At `onRequest` it runs as
 * the first Fastify hook, before body parsing; most requests are granted from this replica's claim
 * without a round trip. Counts of finished windows are swept, so memory follows the number of
 * active clients.
 */
export function applyRateLimit(fastify: FastifyInstance, options: RateLimitOptions): void {
  const exempt = new Set(options.exemptIps);
  const sweep = setInterval(() => options.counts.sweep(), options.windowMs);
  sweep.unref();
  fastify.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });

  fastify.addHook(options.stage ?? 'onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const client = exempt.has(request.ip) ? undefined : options.clientOf(request);
    if (client === undefined) return done();
    void options.counts.count(client).then((outcome) => {
      if (outcome.allowed) return done();
      void reply
        .code(429)
        .header('Retry-After', String(Math.ceil(outcome.retryAfterMs / 1000)))
        .header('Cache-Control', 'no-store')
        .send(TOO_MANY_REQUESTS);
    }, done);
  });
}
