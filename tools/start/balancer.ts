// The front door of a system with several gateway replicas: what the cluster's ingress does, on
// $PORT. Requests are spread over the gateways that are ready (undici's BalancedPool), and one that
// fails to connect or loses its connection before an answer is sent again to another gateway
// (undici's RetryAgent), as ingress-nginx's proxy_next_upstream does. A gateway whose
// /health/ready does not answer 200 leaves the rotation until it does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { BalancedPool, RetryAgent } from 'undici';

/** Headers that describe one hop's connection, not the request (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);
const READINESS_POLL_MS = 500;
/** A visitor request body is at most the gateway's BODY_LIMIT_BYTES; the balancer keeps it to send it again. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export class GatewayBalancer {
  private readonly pool = new BalancedPool([], { connections: 64 });
  private readonly agent = new RetryAgent(this.pool, {
    maxRetries: 3,
    minTimeout: 20,
    maxTimeout: 200,
    // Every method: a request the balancer sends again is one no gateway answered. The gateways take
    // the X-Request-Id it sets as the request's id, so a retried generation is logged once.
    methods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'POST', 'PATCH'],
    // The gateways' own answers (503 included) are the visitors' answers; only lost connections are retried.
    statusCodes: [],
    errorCodes: ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'],
  });
  private readonly inRotation = new Set<string>();
  private readonly server = http.createServer((request, response) => void this.forward(request, response));
  private poller?: NodeJS.Timeout;
  private nextRequestId = 0;

  private readonly upstreams: readonly string[];

  /** @param upstreams the gateways' origins, e.g. http://127.0.0.1:41001 */
  constructor(upstreams: readonly string[]) {
    this.upstreams = upstreams;
  }

  async listen(port: number, host = '0.0.0.0'): Promise<number> {
    await this.checkReadiness();
    this.poller = setInterval(() => void this.checkReadiness(), READINESS_POLL_MS);
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, resolve);
    });
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    clearInterval(this.poller);
    await new Promise((resolve) => this.server.close(resolve));
    this.server.closeAllConnections();
    await this.agent.close();
  }

  private async checkReadiness(): Promise<void> {
    await Promise.all(
      this.upstreams.map(async (origin) => {
        const ready = await fetch(`${origin}/health/ready`, { signal: AbortSignal.timeout(READINESS_POLL_MS * 2) }).then(
          (answer) => answer.ok,
          () => false,
        );
        if (ready && !this.inRotation.has(origin)) {
          this.pool.addUpstream(origin);
          this.inRotation.add(origin);
        } else if (!ready && this.inRotation.has(origin)) {
          this.pool.removeUpstream(origin);
          this.inRotation.delete(origin);
        }
      }),
    );
  }

  private async forward(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    try {
      const body = await readBody(request);
      if (body === undefined) return answer(response, 413, 'Request body too large');
      if (this.inRotation.size === 0) return answer(response, 503, 'No gateway is ready');
      const upstream = await this.agent.request({
        origin: 'http://gateways',
        path: request.url ?? '/',
        method: (request.method ?? 'GET') as 'GET',
        headers: forwardedHeaders(request, `balancer-${process.pid}-${++this.nextRequestId}`),
        body: body.length > 0 ? body : null,
      });
      response.writeHead(upstream.statusCode, responseHeaders(upstream.headers));
      await pipeline(upstream.body, response);
    } catch {
      if (!response.headersSent) answer(response, 502, 'No gateway answered');
      else response.destroy();
    }
  }
}

async function readBody(request: http.IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function forwardedHeaders(request: http.IncomingMessage, requestId: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const client = request.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${client}` : client;
  headers['x-forwarded-host'] = request.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers['x-request-id'] = requestId;
  return headers;
}

function responseHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

function answer(response: http.ServerResponse, status: number, error: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ ok: false, error, code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNAVAILABLE' }));
}
