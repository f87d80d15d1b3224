import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { isSpanishPath } from '@pickwise/site/pages';
import { PRERENDERED_ORIGIN, PRERENDERED_PUBLIC_SITE_BASE, withServedData, type ServedData } from '@pickwise/site/served-page';

export type PageEncoding = 'br' | 'gzip' | 'identity';

const ENCODINGS: PageEncoding[] = ['br', 'gzip', 'identity'];
/** A Host header that names a host (and port) and nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** The names of this machine: the only other names a page may be linked under (a development setup). */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP_OPTIONS = { level: 9 };
const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface StoredPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The public pages prerendered at build time (frontends/site-pages/dist): `/faqs` is
 * `faqs/index.html`, `/es/faqs` is `es/faqs/index.html`, and an unknown path gets the 404 page of
 * its language (`404.html`, `es/404.html`). Each is read once, with the configured site URL in
 * place of the build's placeholder origin and the public_site remote's configured folder in its
 * stylesheet links, and compressed once per encoding on first use.
 */
export class PrerenderedPages {
  /** The build's files (relative paths), listed once: a request for any other path reads no disk. */
  private readonly files: ReadonlySet<string>;
  private readonly pages = new Map<string, StoredPage>();
  /** The build's text of each page read so far, for the site (the pages served with data are spliced into it again and again). */
  private readonly builds = new Map<string, string>();
  /** The site's host (`localhost:8080`), which the stored pages are made for. */
  private readonly siteHost: string;
  /** The site's port as a URL spells it ('' for the scheme's default). */
  private readonly sitePort: string;
  /** Whether the site is configured on this machine's loopback (`npm start`, tests). */
  private readonly siteOnLoopback: boolean;
  /** The remote's folder as a path on the site's host, when it is served from there (`/remotes/public-site/`). */
  private readonly publicSitePathOnSite: string | undefined;

  constructor(
    private readonly dir: string,
    private readonly siteUrl: string,
    /** The folder of REMOTE_PUBLIC_SITE_URL, absolute: `http://localhost:8080/remotes/public-site/` or `https://cdn.example/public-site/`. */
    private readonly publicSiteBase: string,
  ) {
    const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    this.files = new Set(entries.filter((entry) => entry.endsWith('.html')).map((entry) => entry.split(path.sep).join('/')));
    const site = new URL(siteUrl);
    this.siteHost = site.host;
    this.sitePort = site.port;
    this.siteOnLoopback = LOOPBACK_NAMES.has(site.hostname);
    this.publicSitePathOnSite = publicSiteBase.startsWith(`${site.origin}/`) ? publicSiteBase.slice(site.origin.length) : undefined;
  }

  /** Whether a build of the pages is there at all. */
  static exist(dir: string): boolean {
    return existsSync(path.join(dir, '404.html'));
  }

  /** The file of a site page's URL path (no query), if it was prerendered. */
  pageFile(urlPath: string): string | undefined {
    const trimmed = urlPath.length > 1 && urlPath.endsWith('/') ? urlPath.slice(0, -1) : urlPath;
    const file = trimmed === '/' ? 'index.html' : `${trimmed.slice(1)}/index.html`;
    return this.files.has(file) ? file : undefined;
  }

  /** The 404 page in the language of a URL path. */
  notFoundFile(urlPath: string): string | undefined {
    const file = isSpanishPath(urlPath) ? 'es/404.html' : '404.html';
    return this.files.has(file) ? file : undefined;
  }

  /** The best encoding the client accepts. */
  static encodingFor(acceptEncoding: string | undefined): PageEncoding {
    return negotiate(acceptEncoding ?? '', ENCODINGS) ?? 'identity';
  }

  /**
   * A page as sent to a browser that asked for it on `host`: the stored page, whose links all name
   * SITE_URL, in the best encoding it accepts. The Host header is the client's to write, so it never
   * reaches a page (issue 23: `Host: evil.example` gave links to `//evil.example/…`, which a shared
   * cache would then serve to everyone) with one exception: a site configured on loopback
   * (localhost:8080) asked for on another loopback name with the same port (127.0.0.1:8080), where
   * a remote served from the site's folder would be linked on the other name and the content
   * security policy ('self') would block its stylesheets. Those links then name the requested host,
   * uncompressed; only a development machine reaches the gateway that way.
   */
  pageFor(file: string, encoding: PageEncoding, host: string | undefined): { body: Buffer; encoding: PageEncoding } {
    const basePath = this.publicSitePathOnSite;
    if (host === undefined || host === this.siteHost || basePath === undefined || !this.isLoopbackNameOfSite(host)) return { body: this.body(file, encoding), encoding };
    const html = this.body(file, 'identity').toString().replaceAll(`href="${this.publicSiteBase}`, `href="//${host}${basePath}`);
    return { body: Buffer.from(html), encoding: 'identity' };
  }

  /** Whether `host` is another loopback name of a site configured on loopback, on the same port. */
  private isLoopbackNameOfSite(host: string): boolean {
    if (!this.siteOnLoopback || !PLAIN_HOST.test(host)) return false;
    const asked = new URL(`http://${host}`);
    return LOOPBACK_NAMES.has(asked.hostname) && asked.port === this.sitePort;
  }

  /** A page's bytes in an encoding (compressed the first time they are asked for). */
  body(file: string, encoding: PageEncoding): Buffer {
    const page = this.load(file);
    if (!page) throw new Error(`No prerendered page ${file}`);
    if (encoding === 'br') page.br ??= brotliCompressSync(page.identity, BROTLI_OPTIONS);
    if (encoding === 'gzip') page.gzip ??= gzipSync(page.identity, GZIP_OPTIONS);
    return page[encoding] ?? page.identity;
  }

  /**
   * From now on, serves a page with its root rendered again with data (served-pages/) and the data
   * ahead of it (libs/site served-page.ts). Compressed here, off the event loop, before it replaces
   * the page being served.
   */
  async serveWithData(file: string, rootContent: string, served: ServedData): Promise<void> {
    if (!this.files.has(file)) throw new Error(`No prerendered page ${file}`);
    const identity = Buffer.from(withServedData(this.build(file), this.forSite(rootContent), served));
    const [br, gzip] = await Promise.all([brotliCompressAsync(identity, BROTLI_OPTIONS), gzipAsync(identity, GZIP_OPTIONS)]);
    this.pages.set(file, { identity, br, gzip });
  }

  private build(file: string): string {
    let html = this.builds.get(file);
    if (html === undefined) this.builds.set(file, (html = this.forSite(readFileSync(path.join(this.dir, file), 'utf8'))));
    return html;
  }

  /** A page of the build with the configured site URL and remote folder in place of the build's. */
  private forSite(html: string): string {
    return html.replaceAll(PRERENDERED_ORIGIN, this.siteUrl).replaceAll(`href="${PRERENDERED_PUBLIC_SITE_BASE}`, `href="${this.publicSiteBase}`);
  }

  private load(file: string): StoredPage | undefined {
    if (!this.files.has(file)) return undefined;
    let page = this.pages.get(file);
    if (!page) {
      page = { identity: Buffer.from(this.build(file)) };
      this.pages.set(file, page);
    }
    return page;
  }
}
