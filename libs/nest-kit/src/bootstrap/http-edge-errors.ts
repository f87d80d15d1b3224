import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { HttpErrorBody } from '@pickwise/contracts';

/**
 * Failures that happen before a request reaches a route, where Nest's exception filter never runs:
 * Node's own refusals (a request slower than the request timeout, headers or URL too large, bytes
 * that are not HTTP, an unknown `Expect`, HTTP/1.1 without `Host`) and Fastify's routing errors (a
 * bad percent-encoding). Each is answered with
 * the same `{ ok: false, error, code }` envelope as every other failure, with the extra headers given
 * (the gateway's security headers), and `Cache-Control: no-store`.
 */

/** The envelope and status for a connection-level error Node reports through `clientError`. */
export function clientErrorAnswer(code: string | undefined): { status: number; body: HttpErrorBody } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: { ok: false, error: 'The request did not arrive in time', code: 'REQUEST_TIMEOUT' } };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, body: { ok: false, error: 'The request headers or URL are too large', code: 'HEADERS_TOO_LARGE' } };
    default:
      return { status: 400, body: { ok: false, error: 'Malformed HTTP request', code: 'VALIDATION' } };
  }
}

/** The raw HTTP response for a socket whose request could not be read; the connection is closed after it. */
export function rawErrorResponse(status: number, body: HttpErrorBody, headers: Readonly<Record<string, string>>): string {
  const json = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${json}`;
}

/** Fastify's `clientErrorHandler`: answers what can still be answered, then closes the connection. */
export const clientErrorHandler =
  (headers: () => Readonly<Record<string, string>>) =>
  (error: Error & { code?: string }, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const { status, body } = clientErrorAnswer(error.code);
      socket.write(rawErrorResponse(status, body, headers()));
    }
    socket.destroy();
  };

/** Fastify's `frameworkErrors`: errors raised while routing (FST_ERR_BAD_URL and the like), before any hook ran. */
export const frameworkErrorHandler =
  (headers: () => Readonly<Record<string, string>>) =>
  (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL: invalid percent-encoding' : 'Malformed request';
    void reply
      .code(400)
      .headers({ ...headers(), 'cache-control': 'no-store' })
      .send({ ok: false, error: message, code: 'VALIDATION' } satisfies HttpErrorBody);
  };

/** The message of a 417: Node supports `Expect: 100-continue` only. */
export const EXPECTATION_FAILED: HttpErrorBody = { ok: false, error: 'Unsupported Expect header: only 100-continue is accepted', code: 'VALIDATION' };
/** The message of a 400 for an HTTP/1.1 request without Host (RFC 9112 §3.2 requires the 400). */
export const MISSING_HOST: HttpErrorBody = { ok: false, error: 'An HTTP/1.1 request must name its Host', code: 'VALIDATION' };

/**
 * The server's `checkExpectation` listener: a request whose `Expect` is not 100-continue. Without a
 * listener Node writes a bare 417 itself, with no envelope and no security headers.
 */
export const expectationFailedHandler =
  (headers: () => Readonly<Record<string, string>>) =>
  (_request: IncomingMessage, response: ServerResponse): void => {
    const json = JSON.stringify(EXPECTATION_FAILED);
    response.writeHead(417, { ...headers(), 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json), 'cache-control': 'no-store', connection: 'close' });
    response.end(json);
  };

/**
 * The first onRequest hook: refuses HTTP/1.1 without Host. Node's own check (`requireHostHeader`)
 * is turned off because it answers a bare 400; this one answers the envelope with the headers.
 */
export const missingHostRefusal =
  (headers: () => Readonly<Record<string, string>>): onRequestHookHandler =>
  (request, reply, done) => {
    if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) return done();
    void reply
      .code(400)
      .headers({ ...headers(), 'cache-control': 'no-store', connection: 'close' })
      .send(MISSING_HOST);
  };
