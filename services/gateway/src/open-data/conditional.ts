import type { FastifyReply, FastifyRequest } from 'fastify';

/** Headers every open-data answer carries, refusals included: anyone may read them, from any origin, without credentials. */
export const OPEN_CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  // ETag and Link are not CORS-safelisted: a script on another origin reads them only when exposed.
  'Access-Control-Expose-Headers': 'ETag, Link, Retry-After',
  // The helmet default (same-site) would keep a page of another origin from embedding them under COEP.
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

/** The preflight's answer: reading only, and the validators a client sends back. */
export const OPEN_PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'If-None-Match, If-Modified-Since',
  'Access-Control-Max-Age': '86400',
} as const;

/**
 * How long a browser or proxy may keep an answer: the gateway's own copy lives at most as long
 * (DrawsReplyCache's REPLY_TTL_MS) and is dropped at once when the draws change, so a new result
 * reaches a reader within a minute.
 */
export const OPEN_CACHE_CONTROL = 'public, max-age=60';

/** The entity-tags of an If-None-Match list (`*` included), compared weakly as RFC 9110 §13.1.2 says. */
const tagsOf = (header: string): string[] =>
  header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => tag.length > 0);

/**
 * Whether the client's copy is current (RFC 9110 §13.2.2): If-None-Match decides when present,
 * else If-Modified-Since against the document's Last-Modified (at HTTP dates' one-second precision).
 */
export function notModified(headers: FastifyRequest['headers'], etag: string, lastModified: Date | null): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    const tags = tagsOf(ifNoneMatch);
    return tags.includes('*') || tags.includes(etag);
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (typeof ifModifiedSince !== 'string' || lastModified === null) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

/**
 * Sends a document with its validators, or a 304 without a body when the client's copy is current.
 * Returns the body to send (undefined on a 304).
 */
export function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: { body: Buffer; etag: string; lastModified: Date | null; contentType: string; cacheControl?: string },
): Buffer | undefined {
  void reply.header('ETag', document.etag).header('Cache-Control', document.cacheControl ?? OPEN_CACHE_CONTROL);
  if (document.lastModified !== null) void reply.header('Last-Modified', document.lastModified.toUTCString());
  if (notModified(request.headers, document.etag, document.lastModified)) {
    void reply.code(304);
    return undefined;
  }
  void reply.type(document.contentType);
  return document.body;
}
