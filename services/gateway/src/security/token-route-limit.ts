import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { calendarTokenSchema, unsubscribeTokenSchema } from '@pickwise/contracts';
import { icsName } from '../api/calendars.controller.js';
import { servedPath } from './rate-limit.js';

const stringField = (value: unknown, field: string): string | undefined => {
  const found = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
  return typeof found === 'string' ? found : undefined;
};

/**
 * The well-formed secret token of a request to a route a token opens without a session, as its
 * controller reads it: the e-mail's one-click unsubscribe (POST, in the address or the body; the
 * GET only redirects to the site's page) and a player's calendar feed (`<token>.ics`). Undefined
 * for any other request, and for a malformed token, which is refused without asking a service.
 */
function routeToken(request: FastifyRequest): string | undefined {
  switch (servedPath(request)) {
    case '/api/notifications/unsubscribe':
      if (request.method !== 'POST') return undefined;
      return unsubscribeTokenSchema.safeParse(stringField(request.query, 'token') ?? stringField(request.body, 'token')).data;
    case '/api/calendars/me/:file':
      return calendarTokenSchema.safeParse(icsName(stringField(request.params, 'file') ?? '')).data;
    default:
      return undefined;
  }
}

/**
 * The client of the token routes' limit (TOKEN_ROUTES_THROTTLE_LIMIT): the token itself, so each
 * unsubscribe link and feed address has a budget of its own. Not the IP: one-click unsubscribes
 * (RFC 8058) are posted by mailbox providers' servers and feeds are read by Google's, Apple's and
 * Microsoft's, a few addresses for many players; those IPs meet only the API's ordinary limit. The
 * token's hash is what is counted, since the counts' keys are kept in a NATS bucket and a feed's
 * token is its address's secret. Counted once the body is parsed (the site's page posts the token
 * as JSON).
 */
export function tokenRouteClient(request: FastifyRequest): string | undefined {
  const token = routeToken(request);
  return token === undefined ? undefined : createHash('sha256').update(`${servedPath(request)}\n${token}`).digest('base64url');
}
