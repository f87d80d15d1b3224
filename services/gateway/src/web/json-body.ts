import { RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';

/** The route config key a handler's own JSON body limit travels under (`JsonBodyLimit`). */
const BODY_LIMIT_CONFIG = 'jsonBodyLimit';

/**
 * A handler's own body limit, above BODY_LIMIT_BYTES, for the one route whose body cannot fit it
 * (a pool ticket's photo, about 800 KB of base64). Fastify takes a route's `bodyLimit` over its
 * parser's, but Nest registers its routes with no way to set it: the handler leaves the limit in
 * its route config (`@RouteConfig`) and parseJsonBodies's `onRoute` hook sets it on the route as
 * Fastify registers it. Never below the gateway's own limit.
 */
export const JsonBodyLimit = (bytes: number) => RouteConfig({ [BODY_LIMIT_CONFIG]: bytes });

/**
 * The gateway's only body parser: JSON as Fastify parses it (prototype poisoning refused), with
 * an empty body under a JSON content type read as no body rather than refused — @supabase/auth-js
 * sends sign-out and factor removal that way, and GoTrue accepts them. Registering it through
 * Nest also keeps Nest from adding its form (urlencoded) parser for every route: form bodies, which
 * browsers may send cross-site without a preflight, are read for the one route that takes them
 * (web/form-body.ts).
 */
export function parseJsonBodies(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  // Before Nest registers its routes (at init): a route that declares its own limit (JsonBodyLimit) gets it.
  fastify.addHook('onRoute', (route) => {
    const own = (route.config as Record<string, unknown> | undefined)?.[BODY_LIMIT_CONFIG];
    if (typeof own === 'number') route.bodyLimit = Math.max(own, bodyLimit);
  });
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  // Fastify reads text/plain by default: a content type any site may send cross-site without a
  // preflight. No route takes text, so it gets 415 like every other non-JSON body.
  fastify.removeContentTypeParser('text/plain');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    const text = body.toString('utf8');
    const { depth, holdsUnstorableText } = scanJson(text);
    const refusal = depth > MAX_JSON_DEPTH ? TOO_DEEP_MESSAGE : holdsUnstorableText ? UNSTORABLE_TEXT_MESSAGE : undefined;
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
 * Text PostgreSQL cannot store, in `text` or `jsonb`: U+0000, and (in `jsonb`) a surrogate escape
 * without its pair (`\ud800` alone). Such a body would pass validation and fail the write, so it
 * is refused for every route before any of it reaches a service.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Invalid JSON body: text may not contain the NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The code a `\uXXXX` escape starting at `index` (its backslash) names, or -1 when there is none there. */
function escapedCodeAt(text: string, index: number): number {
  if (text.charCodeAt(index) !== 0x5c || text.charCodeAt(index + 1) !== 0x75 /* u */) return -1;
  const hex = text.slice(index + 2, index + 6);
  return /^[0-9a-f]{4}$/i.test(hex) ? Number.parseInt(hex, 16) : -1;
}

/**
 * The JSON text's deepest nesting, and whether a string in it escapes text PostgreSQL cannot
 * store; one pass, brackets inside strings not counted.
 */
export function scanJson(text: string): { depth: number; holdsUnstorableText: boolean } {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  let holdsUnstorableText = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* backslash */) {
        const code = escapedCodeAt(text, index);
        if (code === 0 || isLowSurrogate(code)) holdsUnstorableText = true;
        else if (isHighSurrogate(code)) {
          // A high surrogate is storable only with a low one escaped right after it; the pair is skipped whole.
          if (!isLowSurrogate(escapedCodeAt(text, index + 6))) holdsUnstorableText = true;
          else index += 6;
        }
        index += 1;
      } else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return { depth: deepest, holdsUnstorableText };
}
