import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './metrics.js';

export interface MetricsServer {
  /** The port actually bound (differs from the one asked for when that was 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on a port of its own, for a process whose main port is public (the gateway): the
 * scraper reaches it inside the cluster, the ingress never routes to it, and a visitor cannot read
 * the process's memory, Node version or traffic. Anything else on it is a 404.
 */
export async function startMetricsServer(port: number, host: string): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: only GET /metrics is served here\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  // The main server's lifetime is the process's: this one must not keep a stopping process alive.
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
