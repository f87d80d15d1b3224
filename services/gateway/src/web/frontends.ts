import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isSitePath, publicGamePath } from '@pickwise/site/pages';
import { SUBJECTS, gameStatsSchema, jackpotsResponseSchema } from '@pickwise/contracts';
import { NatsRequester, type JsonLogger } from '@pickwise/nest-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PageRenderWorker } from './served-pages/page-render-worker-client.js';
import { ServedPages } from './served-pages/served-pages.js';
import { PrerenderedPages } from './prerendered-pages.js';
import { requestPath } from './request-path.js';

/** Paths the SPA fallback never answers with the shell: they are API or asset namespaces. */
const NOT_SPA = /^\/(api|config|remotes|metrics|health)(\/|$)/;
// rspack's content hashes: `main.3f9a1c2b.js`, `123.a1b2c3d4e5.css`.
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
// The build's Brotli and gzip copies of a file (tools/rspack), sent in its place to browsers that accept them.
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Hashed files never change (cache for a year); everything else (index.html, mf-manifest.json) is revalidated on each use. */
function setCacheHeaders(reply: FastifyReply, filePath: string): FastifyReply {
  const served = path.basename(filePath).replace(COMPRESSED_COPY, '');
  return reply.header('Cache-Control', HASHED_FILE.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export interface FrontendDirs {
  shell: string;
  publicSite: string;
  admin: string;
  /** The public pages prerendered from the shell and public_site builds. */
  sitePages: string;
  /** The server renderer they were prerendered with (the pages that show the API's data are rendered again with it). */
  pageRenderer: string;
}

export const frontendDirs = (frontendsDir: string): FrontendDirs => ({
  shell: path.join(frontendsDir, 'shell', 'dist'),
  publicSite: path.join(frontendsDir, 'public-site', 'dist'),
  admin: path.join(frontendsDir, 'admin', 'dist'),
  sitePages: path.join(frontendsDir, 'site-pages', 'dist'),
  pageRenderer: path.join(frontendsDir, 'site-pages', 'dist-server', 'render-page.cjs'),
});

const isDirectory = (dir: string) => existsSync(dir) && statSync(dir).isDirectory();

/** The file under `root` a URL path names, or undefined (missing, a directory, or outside root). */
function fileUnder(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? path.relative(root, file) : undefined;
}

/** A prerendered page, in the best encoding the browser takes; revalidated on each use, like index.html. */
function sendPage(request: FastifyRequest, reply: FastifyReply, pages: PrerenderedPages, file: string): FastifyReply {
  const page = pages.pageFor(file, PrerenderedPages.encodingFor(request.headers['accept-encoding']), request.headers.host);
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (page.encoding !== 'identity') reply.header('Content-Encoding', page.encoding);
  return reply.send(page.body);
}

/** The pages that show the API's data (jackpots, a game's statistics), served with it (served-pages/), for as long as the gateway runs. */
function serveWithData(app: NestFastifyApplication, pages: PrerenderedPages, rendererFile: string, logger: JsonLogger): void {
  if (!existsSync(rendererFile)) {
    logger.warn(`The pages that show the API's data are served with it loading: ${rendererFile} is missing`, 'Frontends');
    return;
  }
  const nats = app.get(NatsRequester);
  const servedPages = new ServedPages(
    pages,
    new PageRenderWorker(rendererFile),
    {
      jackpots: () => nats.request(SUBJECTS.jackpotsGet, {}, { schema: jackpotsResponseSchema }),
      stats: (game) => nats.request(SUBJECTS.drawsStats, { game }, { schema: gameStatsSchema }),
    },
    logger,
  );
  app.getHttpAdapter().getInstance().addHook('onClose', () => servedPages.stop());
  servedPages.start();
}

/**
 * Serves the built frontends so a browser needs only the gateway: the remotes under
 * /remotes/<name>/ (readable cross-origin, as a shell elsewhere may load them), and the shell at /.
 * Any other GET is a page: its prerendered HTML when there is one (every public page, whatever its
 * query, and the 404 page), else the shell's index.html, so other deep links (/data-admin)
 * reach the client router; with status 404 for paths that are no page of the site
 * (`isSitePath`), and a permanent redirect for a page named by a game's admin id
 * (`publicGamePath`). Text files go out as their build-time Brotli or gzip copy when the browser
 * accepts one. A missing dist is logged and skipped.
 */
export async function serveFrontends(app: NestFastifyApplication, dirs: FrontendDirs, urls: { site: string; publicSiteEntry: string }, logger: JsonLogger): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const remotes = [
    { prefix: '/remotes/public-site/', dir: dirs.publicSite },
    { prefix: '/remotes/admin/', dir: dirs.admin },
  ];
  let replyDecorated = false;
  for (const remote of remotes) {
    if (!isDirectory(remote.dir)) {
      logger.warn(`Frontend not built, ${remote.prefix} is not served: ${remote.dir} is missing`, 'Frontends');
      continue;
    }
    await app.register(fastifyStatic, {
      root: remote.dir,
      prefix: remote.prefix,
      decorateReply: !replyDecorated,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        setCacheHeaders(reply, filePath);
        // The shell's files go through this registration's sendFile too: only a remote's are for other origins.
        if (!filePath.startsWith(remote.dir + path.sep)) return;
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
    replyDecorated = true;
  }

  const shellRoot = dirs.shell;
  const shellBuilt = isDirectory(shellRoot) && existsSync(path.join(shellRoot, 'index.html'));
  if (!shellBuilt) {
    logger.warn(`Frontend not built, the site is not served: ${path.join(shellRoot, 'index.html')} is missing`, 'Frontends');
    return;
  }
  if (!replyDecorated) await app.register(fastifyStatic, { root: shellRoot, serve: false, preCompressed: true, cacheControl: false });

  // The remote's folder, absolute (its entry's URL without the file name, on the site's origin when
  // relative): the Module Federation runtime then finds the pages' links to the remote's stylesheets
  // and adds none of its own at the end of the head, which would reorder the cascade.
  const publicSiteBase = new URL(urls.publicSiteEntry.replace(/[^/]*$/, ''), `${urls.site}/`).href;
  const pages = PrerenderedPages.exist(dirs.sitePages) ? new PrerenderedPages(dirs.sitePages, urls.site, publicSiteBase) : undefined;
  if (!pages) logger.warn(`Pages not prerendered, every page is rendered in the browser: ${dirs.sitePages} is missing`, 'Frontends');
  if (pages) serveWithData(app, pages, dirs.pageRenderer, logger);

  fastify.get('/*', (request, reply) => {
    const [urlPath = '/'] = request.url.split('?', 2);
    // Read decoded, as the router reads it: `/%61pi/unknown` is under /api and gets its JSON 404.
    if (NOT_SPA.test(requestPath(request.url))) return reply.callNotFound();
    const file = fileUnder(shellRoot, urlPath);
    if (file) return setCacheHeaders(reply, file).sendFile(file, shellRoot, { cacheControl: false });
    // A game's admin id (/games/texas-lotto/generate) names a page of its public id: one URL per page.
    const publicPath = publicGamePath(urlPath);
    if (publicPath) return reply.redirect(`${publicPath}${request.url.slice(urlPath.length)}`, 301);
    // A page the site does not have (or a game it does not know) is a real 404, with the page
    // 'Oops! Page not found': crawlers must not index it as a page.
    const known = isSitePath(urlPath);
    if (!known) reply.code(404);
    // With a query (a share link's method and seed) the page is still its path's prerendered HTML,
    // shown at once; the application then renders the query's state in its place.
    const page = known ? pages?.pageFile(urlPath) : pages?.notFoundFile(urlPath);
    if (page && pages) return sendPage(request, reply, pages, page);
    return setCacheHeaders(reply, 'index.html').sendFile('index.html', shellRoot, { cacheControl: false });
  });
  logger.log(`Serving the shell from ${shellRoot}${pages ? ` and the prerendered pages from ${dirs.sitePages}` : ''}`, 'Frontends');
}
