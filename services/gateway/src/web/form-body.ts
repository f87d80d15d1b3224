import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest, RawServerDefault } from 'fastify';

/**
 * The routes that take a form body: the e-mail's one-click unsubscribe (RFC 8058), which mail
 * clients POST as `List-Unsubscribe=One-Click`, urlencoded or multipart, with the token in the
 * address. Every other route answers a form body 415 as before: forms are what browsers send
 * cross-site without a preflight, and no other route has a use for one.
 */
export const FORM_BODY_ROUTES: ReadonlySet<string> = new Set(['/api/notifications/unsubscribe']);

/** A one-click body is a few dozen bytes (a site's own form adds a 43-character token). */
export const FORM_BODY_LIMIT_BYTES = 1_024;

const unsupported = (request: FastifyRequest) =>
  Object.assign(new Error(`Unsupported Media Type: ${String(request.headers['content-type'])}`), { statusCode: 415 });

/**
 * Form bodies for FORM_BODY_ROUTES only: urlencoded fields as an object of strings (a plain HTML form
 * may post the token as a field), multipart read and set aside (RFC 8058 allows it; the token is
 * in the address, so its parts are not needed).
 */
export function parseFormBodies(app: NestFastifyApplication): void {
  app.useBodyParser<RawServerDefault>('application/x-www-form-urlencoded', { bodyLimit: FORM_BODY_LIMIT_BYTES }, (request, body, done) => {
    if (!FORM_BODY_ROUTES.has(request.routeOptions.url ?? '')) return done(unsupported(request), undefined);
    done(null, Object.fromEntries(new URLSearchParams(body.toString('utf8'))));
  });
  app.useBodyParser<RawServerDefault>('multipart/form-data', { bodyLimit: FORM_BODY_LIMIT_BYTES }, (request, _body, done) => {
    if (!FORM_BODY_ROUTES.has(request.routeOptions.url ?? '')) return done(unsupported(request), undefined);
    done(null, undefined);
  });
}
