import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';

/**
 * The gateway's only body parser: JSON as Fastify parses it (prototype poisoning refused), with
 * an empty body under a JSON content type read as no body rather than refused — @supabase/auth-js
 * sends sign-out and factor removal that way, and GoTrue accepts them. Registering it through
 * Nest also keeps Nest from adding its form (urlencoded) parser: no API route takes form bodies,
 * which browsers may send cross-site without a preflight.
 */
export function parseJsonBodies(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body.toString('utf8'), done);
  });
}
