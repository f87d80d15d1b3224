import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { JsonLogger } from '@pickwise/nest-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveWidget, widgetCacheControl } from './widget.js';

const SCRIPT = `(()=>{${'customElements;'.repeat(80)}})();`;

describe('serveWidget', () => {
  let dir: string;
  let fastify: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'widget-'));
    for (const name of ['widget.js', 'widget.0123456789.js']) {
      writeFileSync(path.join(dir, name), SCRIPT);
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(SCRIPT));
    }
    writeFileSync(path.join(dir, 'widget.json'), '{"file":"widget.0123456789.js"}');
    fastify = Fastify();
    // As on the gateway: every answer carries the site's same-site resource policy first.
    fastify.addHook('onRequest', async (_request, reply) => {
      reply.header('Cross-Origin-Resource-Policy', 'same-site');
    });
    await serveWidget(fastify, dir, JsonLogger.create('gateway-test', 'error'));
  });

  afterAll(async () => {
    await fastify.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the stable script to any origin, cached a day, compressed when the browser takes it', async () => {
    const response = await fastify.inject({ url: '/embed/widget.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves the versioned script for a year, immutable, and widget.json revalidated', async () => {
    const versioned = await fastify.inject({ url: '/embed/widget.0123456789.js' });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.body).toBe(SCRIPT);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await fastify.inject({ url: '/embed/widget.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for a file it does not have, or one outside its folder', async () => {
    expect((await fastify.inject({ url: '/embed/other.js' })).statusCode).toBe(404);
    expect((await fastify.inject({ url: '/embed/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
  });
});

describe('widgetCacheControl', () => {
  it('names the compressed copies like the files they copy', () => {
    expect(widgetCacheControl('/dist/widget.0123456789.js.br')).toBe('public, max-age=31536000, immutable');
    expect(widgetCacheControl('/dist/widget.js.gz')).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });
});
