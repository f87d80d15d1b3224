import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpErrorBody } from '@pickwise/contracts';

/**
 * Failures that happen before a request reaches a route, where Nest's exception filter never runs:
 * Node's own refusals (a request slower than the request timeout, headers or URL too large, bytes
 * that are not HTTP) and Fastify's routing errors (a bad percent-encoding). Each is answered with
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
