/**
 * Serves the three built frontends the way the gateway does, for working on the frontends without
 * the services: shell at `/` (a page path's prerendered HTML from frontends/site-pages when it was
 * built, with its placeholder origin and the remote's folder filled in as the gateway fills them;
 * else the shell's index.html), remotes at `/remotes/public-site/` and `/remotes/admin/`, and
 * `/config/remotes.json`. `/api/*` is forwarded to API_URL when set
 * (e.g. a running gateway), else answered 503 with the API's failure envelope.
 *
 *   npx node tools/rspack/serve-dist.ts            # PORT=8090 by default
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { PRERENDERED_ORIGIN, PRERENDERED_PUBLIC_SITE_BASE } from '@pickwise/site/served-page';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const apiUrl = process.env.API_URL;

const SHELL_DIST = path.join(workspaceRoot, 'frontends/shell/dist');
const SITE_PAGES_DIST = path.join(workspaceRoot, 'frontends/site-pages/dist');
const MOUNTS: ReadonlyArray<{ prefix: string; dir: string }> = [
  { prefix: '/remotes/public-site/', dir: path.join(workspaceRoot, 'frontends/public-site/dist') },
  { prefix: '/remotes/admin/', dir: path.join(workspaceRoot, 'frontends/admin/dist') },
  { prefix: '/', dir: SHELL_DIST },
];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function sendFile(response: ServerResponse, file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
  } catch {
    return false;
  }
  response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
  return true;
}

const remotesConfig = JSON.stringify({
  remotes: [
    { name: 'public_site', entry: '/remotes/public-site/mf-manifest.json' },
    { name: 'admin', entry: '/remotes/admin/mf-manifest.json' },
  ],
});

/** Maps a URL path of this server to the dist file it serves, if any. */
export function distFileOf(urlPath: string): string | undefined {
  const mount = MOUNTS.find((candidate) => urlPath.startsWith(candidate.prefix));
  if (!mount) return undefined;
  const file = path.join(mount.dir, decodeURIComponent(urlPath.slice(mount.prefix.length)));
  return file.startsWith(mount.dir) ? file : undefined;
}

/** A page path's prerendered HTML, as the gateway serves it on `origin`; false when the path has none. */
function sendPrerenderedPage(response: ServerResponse, pagePath: string, origin: string): boolean {
  const file = path.join(SITE_PAGES_DIST, decodeURIComponent(pagePath), 'index.html');
  if (!file.startsWith(SITE_PAGES_DIST + path.sep)) return false;
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  response.writeHead(200, { 'content-type': CONTENT_TYPES['.html'] });
  response.end(html.replaceAll(PRERENDERED_ORIGIN, origin).replaceAll(`href="${PRERENDERED_PUBLIC_SITE_BASE}`, 'href="/remotes/public-site/'));
  return true;
}

function sendJson(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': CONTENT_TYPES['.json'] });
  response.end(body);
}

async function forwardToApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  if (!apiUrl) return sendJson(response, 503, JSON.stringify({ ok: false, error: 'No API behind this static server (set API_URL)' }));
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const upstream = await fetch(new URL(`${url.pathname}${url.search}`, apiUrl), {
      method: request.method,
      headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    sendJson(response, upstream.status, await upstream.text());
  } catch (error) {
    sendJson(response, 502, JSON.stringify({ ok: false, error: (error as Error).message }));
  }
}

/** The static server of the built frontends (not listening yet). */
export function createFrontendServer(): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/config/remotes.json') return sendJson(response, 200, remotesConfig);
    if (url.pathname.startsWith('/api/')) return void forwardToApi(request, response, url);
    const file = distFileOf(url.pathname);
    if (file && sendFile(response, file)) return;
    // Page paths (deep links such as /es/games/powerball/generate) get their prerendered page, else the shell's index.html.
    if (!path.extname(url.pathname)) {
      if (sendPrerenderedPage(response, url.pathname, `http://${request.headers.host ?? 'localhost'}`)) return;
      if (sendFile(response, path.join(SHELL_DIST, 'index.html'))) return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  });
}

if (import.meta.filename === process.argv[1]) {
  const port = Number(process.env.PORT ?? 8090);
  createFrontendServer().listen(port, '127.0.0.1', () => console.log(`Frontends served at http://127.0.0.1:${port}/`));
}
