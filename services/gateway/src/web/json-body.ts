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
  // Fastify reads text/plain by default: a content type any site may send cross-site without a
  // preflight. No route takes text, so it gets 415 like every other non-JSON body.
  fastify.removeContentTypeParser('text/plain');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    const text = body.toString('utf8');
    const { depth, holdsNul } = scanJson(text);
    const refusal = depth > MAX_JSON_DEPTH ? TOO_DEEP_MESSAGE : holdsNul ? NUL_MESSAGE : undefined;
    if (refusal) return done(Object.assign(new Error(refusal), { statusCode: 400 }), undefined);
    parseJson(request, text, done);
  });
}

/**
 * No API body nests deeper than a few levels. A deeply nested one (thousands of `[`) parses, but
 * breaks the stack of whatever walks it later (validation, serialisation, a service): refused first.
 */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Invalid JSON body: nested deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * No text PickWise keeps may hold U+0000: PostgreSQL stores it neither in `text` nor in `jsonb`,
 * and would fail the write after validation has passed. Refused for every route, before any of it
 * reaches a service.
 */
export const NUL_MESSAGE = 'Invalid JSON body: text may not contain the NUL character (\\u0000)';

/** The JSON text's deepest nesting, and whether a string in it escapes U+0000; one pass, brackets inside strings not counted. */
export function scanJson(text: string): { depth: number; holdsNul: boolean } {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  let holdsNul = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* backslash */) {
        if (text.startsWith('u0000', index + 1)) holdsNul = true;
        index += 1;
      } else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return { depth: deepest, holdsNul };
}
