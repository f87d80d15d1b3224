import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from './metrics.js';

/**
 * Times every HTTP response by route pattern (`/api/draws/:game/stats`, not the raw URL, so label
 * cardinality stays bounded); requests that matched no route share the `unmatched` label.
 */
export function instrumentHttp(fastify: FastifyInstance): void {
  const histogram = httpRequestDuration();
  fastify.addHook('onResponse', (request, reply, done) => {
    histogram.observe(
      { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
