// The gateway's own routes: catalogue, remotes config, docs, security headers, metrics, the built
// frontends with their SPA fallback and cache headers, and throttling.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { GAME_IDS, METHOD_IDS } from '@pickwise/lottery';
import { indexedSitePaths } from '@pickwise/site/pages';
import { XMLParser } from 'fast-xml-parser';
import { waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestGateway, type TestGateway } from '../support/services.js';

let frontendsDir: string;
let gateway: TestGateway;

/** A built-looking frontends directory: the gateway serves whatever rspack wrote there. */
async function writeFrontends(root: string): Promise<void> {
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html': '<!doctype html><title>shell</title><script src="/main.0123abcd.js"></script>',
    'shell/dist/main.0123abcd.js': 'console.log("shell")',
    // The build's compressed copies (tools/rspack), marked so a test sees which file was sent.
    'shell/dist/main.0123abcd.js.br': brotliCompressSync('console.log("shell, from the br copy")'),
    'shell/dist/main.0123abcd.js.gz': gzipSync('console.log("shell, from the gz copy")'),
    'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'public-site/dist/mf-manifest.json': '{"name":"public_site"}',
    'public-site/dist/static/js/app.89abcdef.js': 'console.log("public-site")',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
}

beforeAll(async () => {
  await waitForNats();
  frontendsDir = await mkdtemp(path.join(tmpdir(), 'pickwise-frontends-'));
  await writeFrontends(frontendsDir);
  gateway = await startTestGateway({ FRONTENDS_DIR: frontendsDir, REMOTE_ADMIN_URL: 'https://admin.example.org/mf-manifest.json', SITE_URL: 'https://pickwise.example/' });
});

afterAll(async () => {
  await gateway?.stop();
  await rm(frontendsDir, { recursive: true, force: true });
});

describe('catalogue', () => {
  it('GET /api/games lists the 12 games with their next draw', async () => {
    const { status, body } = await httpJson(`${gateway.url}/api/games`);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.data.map((game: { id: string }) => game.id)).toEqual([...GAME_IDS]);
    const megaMillions = body.data.find((game: { id: string }) => game.id === 'mega-millions');
    expect(megaMillions).toMatchObject({ name: 'Mega Millions', mainCount: 5, mainMax: 70, specialCount: 1, specialMin: 1, specialMax: 24, currency: 'USD', region: 'usa' });
    expect(megaMillions.schedule.timezone).toBe('America/New_York');
    for (const game of body.data as { nextDrawAt: string }[]) {
      expect(new Date(game.nextDrawAt).toISOString()).toBe(game.nextDrawAt);
    }
  });

  it('GET /api/methods lists the 8 methods in English and Spanish with the honest note', async () => {
    const { status, body } = await httpJson(`${gateway.url}/api/methods`);
    expect(status).toBe(200);
    expect(body.data.map((method: { id: string }) => method.id)).toEqual([...METHOD_IDS]);
    for (const method of body.data as { name: { en: string; es: string }; note: { en: string } }[]) {
      expect(method.name.en).not.toBe('');
      expect(method.name.es).not.toBe('');
      expect(method.note.en).toContain('same odds');
    }
  });
});

describe('configuration and documentation', () => {
  it("GET /config/remotes.json tells the shell where its remotes are, and where the admin's 'View Full Logs' opens", async () => {
    const { status, body, headers } = await httpJson(`${gateway.url}/config/remotes.json`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(body).toEqual({
      remotes: [
        { name: 'public_site', entry: '/remotes/public-site/mf-manifest.json' },
        { name: 'admin', entry: 'https://admin.example.org/mf-manifest.json' },
      ],
      adminFullLogsUrl: '/data-admin/generation-logs',
    });
  });

  it('serves the OpenAPI document built from the contracts, and a docs page', async () => {
    const { status, body } = await httpJson(`${gateway.url}/api/docs/openapi.json`);
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    const generateBody = body.paths['/api/generate'].post.requestBody.content['application/json'].schema;
    expect(generateBody.properties.count).toMatchObject({ minimum: 1, maximum: 10 });
    // A refusal names its fields: `issues: [{ path, code }]`.
    const refusal = body.paths['/api/generate'].post.responses['400'].content['application/json'].schema;
    expect(refusal.required).toEqual(['ok', 'error', 'code']);
    expect(refusal.properties.issues.items.required).toEqual(['path', 'code']);
    expect(refusal.properties.issues.items.properties.code.enum).toEqual(expect.arrayContaining(['too_big', 'invalid_format', 'unrecognized_keys']));
    const adminRoutes = Object.entries(body.paths as Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>).filter(([path]) => path.startsWith('/api/admin/'));
    expect(adminRoutes.map(([path, methods]) => `${Object.keys(methods).join()} ${path}`).sort()).toEqual([
      'get /api/admin/contact-messages',
      'get /api/admin/generation-logs',
      'get /api/admin/health',
      'get /api/admin/ingest-logs',
      'get /api/admin/provider-usage',
      'post /api/admin/backfill',
      'post /api/admin/bootstrap',
      'post /api/admin/fetch-draws',
      'post /api/admin/sign-out',
    ]);
    for (const [, methods] of adminRoutes) {
      for (const operation of Object.values(methods)) {
        expect(operation.security).toEqual([{ bearer: [] }]);
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
      }
    }
    expect(body.paths['/api/profile'].put.requestBody.content['application/json'].schema.required).toEqual(['display_name', 'country']);
    expect(Object.keys(body.paths['/api/auth/v1/user'])).toEqual(['get', 'put']);
    const page = await fetch(`${gateway.url}/api/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/api/generate');
  });

  it('sets security headers, with a CSP that allows the configured remote origin', async () => {
    const response = await fetch(`${gateway.url}/api/games`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/admin\.example\.org/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toContain('microphone=()');
  });

  it('marks API answers no-store unless the route allows caching, errors included', async () => {
    for (const url of ['/api/games', '/api/nope', '/api/draws?game=nope', '/%61pi/games']) {
      const response = await fetch(`${gateway.url}${url}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/nope'], ['DELETE', '/api/games']] as const) {
      const { status, body } = await httpJson(`${gateway.url}${url}`, { method });
      expect(status).toBe(404);
      expect(body.ok).toBe(false);
    }
  });

  it('serves Prometheus metrics with route patterns on its metrics port only, not on the public one', async () => {
    await httpJson(`${gateway.url}/api/games`);
    const response = await fetch(gateway.metricsUrl);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/api\/games",method="GET",status="200"\} \d+/);
    expect(text).toContain('process_cpu_user_seconds_total');
    const publicMetrics = await fetch(`${gateway.url}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain('process_cpu_user_seconds_total');
    expect((await fetch(gateway.metricsUrl.replace('/metrics', '/api/games'))).status).toBe(404);
  });

  it('answers its own /health/live and /health/ready', async () => {
    expect((await httpJson(`${gateway.url}/health/live`)).status).toBe(200);
    const { status, body } = await httpJson(`${gateway.url}/health/ready`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', details: { nats: { status: 'up' } } });
  });
});

describe('the built frontends', () => {
  it('serves the shell at / and its index.html for deep links, never cached', async () => {
    for (const url of ['/', '/es/games/powerball/generate', '/games/powerball/generate', '/data-admin']) {
      const response = await fetch(`${gateway.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>shell</title>');
    }
  });

  it('answers a URL that is no page of the site, or names no game, with 404 and the shell (its 404 page)', async () => {
    for (const url of ['/nope', '/es/nope', '/games/bingo/generate', '/es/history/bingo', '/odds/', '/games/powerball']) {
      const response = await fetch(`${gateway.url}${url}`);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(await response.text()).toContain('<title>shell</title>');
    }
  });

  it("redirects a page named by a game's admin id to the public id's, for good, keeping the query (issue 22)", async () => {
    const redirects = [
      ['/games/texas-lotto/generate', '/games/texas-lottery/generate'],
      ['/games/new-york-lotto/generate?method=lucky&seed=7&favorites=1,2', '/games/new-york-lottery/generate?method=lucky&seed=7&favorites=1,2'],
      ['/es/games/california-superlotto/generate', '/es/games/california-lottery/generate'],
      ['/history/texas-lotto', '/history/texas-lottery'],
      ['/es/history/new-york-lotto/stats', '/es/history/new-york-lottery/stats'],
      ['/history/california-superlotto/check?x=1', '/history/california-lottery/check?x=1'],
      ['/odds/texas-lotto', '/odds/texas-lottery'],
      ['/es/odds/new-york-lotto', '/es/odds/new-york-lottery'],
    ];
    for (const [url, location] of redirects) {
      const response = await fetch(`${gateway.url}${url}`, { redirect: 'manual' });
      expect({ url, status: response.status, location: response.headers.get('location') }).toEqual({ url, status: 301, location });
    }
    // An admin id outside a page's place stays what it was: no page.
    for (const url of ['/games/texas-lotto', '/texas-lotto', '/games/texas-lotto/generate/x']) {
      expect({ url, status: (await fetch(`${gateway.url}${url}`, { redirect: 'manual' })).status }).toEqual({ url, status: 404 });
    }
  });

  it('caches hashed assets for good and other files not', async () => {
    const hashed = await fetch(`${gateway.url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await hashed.text()).toBe('console.log("shell")');
    const plain = await fetch(`${gateway.url}/favicon.svg`);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it("sends the build's Brotli or gzip copy to a browser that accepts it, cached as the file itself", async () => {
    for (const [accepted, encoding] of [['br, gzip', 'br'], ['gzip', 'gz']] as const) {
      const response = await fetch(`${gateway.url}/main.0123abcd.js`, { headers: { 'accept-encoding': accepted } });
      expect(response.headers.get('content-encoding')).toBe(encoding === 'gz' ? 'gzip' : 'br');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(`console.log("shell, from the ${encoding} copy")`);
    }
  });

  it('serves a remote under /remotes/<name>/, readable cross-origin', async () => {
    const manifest = await fetch(`${gateway.url}/remotes/public-site/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await fetch(`${gateway.url}/remotes/public-site/static/js/app.89abcdef.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it("keeps the site's own pages and assets same-site: no CORS, no cross-origin resource policy", async () => {
    for (const url of ['/', '/main.0123abcd.js', '/favicon.svg', '/games/powerball/generate']) {
      const response = await fetch(`${gateway.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
    }
  });

  it('gives 404 envelopes, not the shell, for missing remote files and unbuilt remotes', async () => {
    for (const url of ['/remotes/public-site/missing.js', '/remotes/admin/mf-manifest.json']) {
      const { status, body } = await httpJson(`${gateway.url}${url}`);
      expect(status).toBe(404);
      expect(body.ok).toBe(false);
    }
  });

  it('does not serve files outside the shell directory', async () => {
    const response = await fetch(`${gateway.url}/..%2f..%2fpublic-site%2fdist%2fmf-manifest.json`);
    expect(await response.text()).toContain('<title>shell</title>');
  });
});

describe('for search engines', () => {
  it('GET /sitemap.xml lists every indexable page in English and Spanish, each with its hreflang alternates', async () => {
    const response = await fetch(`${gateway.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(await response.text());
    const urls = parsed.urlset.url as { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[];
    expect(urls).toHaveLength(indexedSitePaths().length * 2);
    const locations = urls.map((url) => url.loc);
    expect(locations).toEqual(expect.arrayContaining(['https://pickwise.example/', 'https://pickwise.example/es/', 'https://pickwise.example/es/history/uk-lotto/stats']));
    expect(locations.some((location) => /\/(auth|data-admin)/.test(location))).toBe(false);
    const spanishHome = urls.find((url) => url.loc === 'https://pickwise.example/es/');
    expect(spanishHome?.['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['en', 'https://pickwise.example/'],
      ['es', 'https://pickwise.example/es/'],
      ['x-default', 'https://pickwise.example/'],
    ]);
  });

  it('GET /robots.txt keeps sign-in and the admin panel out and points to the sitemap', async () => {
    const response = await fetch(`${gateway.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /auth', 'Disallow: /es/auth', 'Disallow: /data-admin', 'Disallow: /es/data-admin', 'Sitemap: https://pickwise.example/sitemap.xml']));
  });
});

describe('throttling', () => {
  let throttled: TestGateway;

  beforeAll(async () => {
    throttled = await startTestGateway({ THROTTLE_LIMIT: '3', THROTTLE_TTL_MS: '60000', THROTTLE_EXEMPT_IPS: '', FRONTENDS_DIR: frontendsDir });
  });
  afterAll(async () => throttled?.stop());

  it('answers 429 with an envelope once a client exceeds the limit', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof httpJson>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await httpJson(`${throttled.url}/api/games`);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.body).toEqual({ ok: false, error: 'Too many requests, please slow down', code: 'RATE_LIMITED' });
  });

  it('behind one proxy (TRUST_PROXY=1) counts the address the proxy saw, not what the client wrote before it', async () => {
    const behindProxy = await startTestGateway({ THROTTLE_LIMIT: '3', THROTTLE_TTL_MS: '60000', THROTTLE_EXEMPT_IPS: '', TRUST_PROXY: '1', FRONTENDS_DIR: frontendsDir });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        // The proxy appends the real client (10.1.1.1); the spoofed first entry changes every time.
        statuses.push((await httpJson(`${behindProxy.url}/api/games`, { headers: { 'x-forwarded-for': `192.0.2.${i}, 10.1.1.1` } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await httpJson(`${behindProxy.url}/api/games`, { headers: { 'x-forwarded-for': '10.1.1.2' } })).status).toBe(200);
    } finally {
      await behindProxy.stop();
    }
  });

  it('does not throttle exempt addresses (the default: this machine)', async () => {
    const statuses = await Promise.all(Array.from({ length: 8 }, async () => (await httpJson(`${gateway.url}/api/methods`)).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});

describe('requests refused before they reach a route', () => {
  let strict: TestGateway;
  beforeAll(async () => {
    strict = await startTestGateway({ FRONTENDS_DIR: frontendsDir, REQUEST_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await strict?.stop();
  });

  /** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
  function raw(request: string, { keepOpen = false } = {}): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(strict.port, '127.0.0.1', () => (keepOpen ? socket.write(request) : socket.end(request)));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
      });
      socket.on('error', reject);
    });
  }

  it('answers an unknown Expect with a 417 envelope and the security headers, not Node’s bare 417 (issue 23)', async () => {
    const { status, body, headers } = await raw('POST /api/generate HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
    expect(status).toBe(417);
    expect(JSON.parse(body)).toEqual({ ok: false, error: 'Unsupported Expect header: only 100-continue is accepted', code: 'VALIDATION' });
    expect(headers).toContain('x-content-type-options: nosniff');
    expect(headers).toContain('content-security-policy:');
  });

  it('answers HTTP/1.1 without Host with a 400 envelope and the security headers, not Node’s bare 400 (issue 23)', async () => {
    const { status, body, headers } = await raw('GET /api/games HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ ok: false, error: 'An HTTP/1.1 request must name its Host', code: 'VALIDATION' });
    expect(headers).toContain('x-content-type-options: nosniff');
    // HTTP/1.0 never had to name it.
    expect((await raw('GET /api/games HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it.each(['/%61pi/unknown', '/a%70i/unknown', '/%61%70%69/unknown'])('answers %s, an encoded /api path, with the JSON 404 envelope, not the HTML page (issue 23)', async (path) => {
    const { status, body, headers } = await httpJson(`${strict.url}${path}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(headers.get('content-type')).toContain('application/json');
    // And the encoded spelling of a real route reaches it.
    expect((await httpJson(`${strict.url}/%61pi/games`)).body.ok).toBe(true);
  });

  it('answers a bad percent-encoding in the path with a 400 envelope and the security headers', async () => {
    const { status, body, headers } = await httpJson(`${strict.url}/api/draws/%zz/stats`);
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error: 'Malformed URL: invalid percent-encoding', code: 'VALIDATION' });
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('answers an oversized URL with a 431 envelope and the security headers', async () => {
    const { status, body, headers } = await raw(`GET /api/games?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({ ok: false, error: 'The request headers or URL are too large', code: 'HEADERS_TOO_LARGE' });
    expect(headers).toContain('x-content-type-options: nosniff');
  });

  it('cuts off a client that sends its headers and then a partial body, with a 408 envelope', async () => {
    // REQUEST_TIMEOUT_MS is 1 s here. Node's own default (300 s) would outlast the test's limit, so
    // the 408 arriving at all shows the gateway's setting applied.
    const { status, body } = await raw(`POST /api/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"game":`, { keepOpen: true });
    expect(status).toBe(408);
    expect(JSON.parse(body)).toEqual({ ok: false, error: 'The request did not arrive in time', code: 'REQUEST_TIMEOUT' });
  });

  it('refuses a body nested thousands deep with a 400 envelope, not an outage', async () => {
    const nested = `{"game":"powerball","method":"random","options":{"x":${'['.repeat(4_400)}${']'.repeat(4_400)}}}`;
    const { status, body } = await httpJson(`${strict.url}/api/generate`, { method: 'POST', body: nested, headers: { 'content-type': 'application/json' } });
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error: 'Invalid JSON body: nested deeper than 32 levels', code: 'VALIDATION' });
  });
});
