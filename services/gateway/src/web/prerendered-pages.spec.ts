import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRERENDERED_ORIGIN, ROOT_END_MARKER, SERVED_DATA_ELEMENT_ID } from '@pickwise/site/served-page';
import { PrerenderedPages } from './prerendered-pages.js';

const SITE_URL = 'https://pickwise.example';

describe('PrerenderedPages', () => {
  let dir: string;
  let pages: PrerenderedPages;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'prerendered-pages-'));
    const write = (file: string, html: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), html);
    };
    write('index.html', `<link rel="canonical" href="${PRERENDERED_ORIGIN}/"/><link rel="alternate" hrefLang="es" href="${PRERENDERED_ORIGIN}/es/"/>home`);
    write('faqs/index.html', '<link rel="stylesheet" href="/remotes/public-site/app.1234567890.css">faqs');
    write('es/index.html', `<body><div id="root" data-prerendered-path="/es/"><p class="ps-skeleton-text"></p></div>${ROOT_END_MARKER}</body>`);
    write('es/faqs/index.html', 'preguntas');
    write('404.html', 'not found');
    write('es/404.html', 'no encontrada');
    pages = new PrerenderedPages(dir, SITE_URL, 'https://cdn.example/public-site/');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the page of a path, with or without its trailing slash, in either language', () => {
    expect(pages.pageFile('/')).toBe('index.html');
    expect(pages.pageFile('/faqs')).toBe('faqs/index.html');
    expect(pages.pageFile('/faqs/')).toBe('faqs/index.html');
    expect(pages.pageFile('/es')).toBe('es/index.html');
    expect(pages.pageFile('/es/')).toBe('es/index.html');
    expect(pages.pageFile('/es/faqs')).toBe('es/faqs/index.html');
  });

  it('finds nothing for a path that was not prerendered, or one that climbs out of the directory', () => {
    expect(pages.pageFile('/about')).toBeUndefined();
    expect(pages.pageFile('/faqs/index.html')).toBeUndefined();
    expect(pages.pageFile('/../faqs')).toBeUndefined();
    expect(pages.pageFile('/es/../faqs')).toBeUndefined();
  });

  it('gives the 404 page in the language of the path', () => {
    expect(pages.notFoundFile('/nope')).toBe('404.html');
    expect(pages.notFoundFile('/es/nope')).toBe('es/404.html');
    expect(pages.notFoundFile('/espana')).toBe('404.html');
  });

  it("puts the configured site URL in place of the build's placeholder origin", () => {
    expect(pages.body('index.html', 'identity').toString()).toBe(`<link rel="canonical" href="${SITE_URL}/"/><link rel="alternate" hrefLang="es" href="${SITE_URL}/es/"/>home`);
  });

  it("names the requested host in the remote's stylesheet links when the page is asked for on another name of the site", () => {
    const local = new PrerenderedPages(dir, 'http://localhost:8080', 'http://localhost:8080/remotes/public-site/');
    expect(local.pageFor('faqs/index.html', 'br', 'localhost:8080').encoding).toBe('br');
    expect(local.pageFor('faqs/index.html', 'br', '127.0.0.1:8080')).toEqual({
      body: Buffer.from('<link rel="stylesheet" href="//127.0.0.1:8080/remotes/public-site/app.1234567890.css">faqs'),
      encoding: 'identity',
    });
    // A Host header that is more than a host, or a remote on a host of its own, changes nothing.
    expect(local.pageFor('faqs/index.html', 'gzip', 'evil.example/"><script>').encoding).toBe('gzip');
    expect(pages.pageFor('faqs/index.html', 'gzip', 'other.example').encoding).toBe('gzip');
  });

  it('never writes a foreign Host header into a page: the links name SITE_URL (issue 23)', () => {
    const local = new PrerenderedPages(dir, 'http://localhost:8080', 'http://localhost:8080/remotes/public-site/');
    const stored = local.body('faqs/index.html', 'identity');
    for (const host of ['evil.example:8080', 'evil.example', 'localhost.evil.example:8080', '127.0.0.1:9999', '10.0.0.1:8080']) {
      expect(local.pageFor('faqs/index.html', 'identity', host).body).toEqual(stored);
    }
    // A site that is not on loopback links its own host whatever name it is asked on.
    const remoteOnSite = new PrerenderedPages(dir, SITE_URL, `${SITE_URL}/remotes/public-site/`);
    expect(remoteOnSite.pageFor('faqs/index.html', 'identity', '127.0.0.1').body.toString()).toContain(`href="${SITE_URL}/remotes/public-site/`);
  });

  it("links the public_site remote's stylesheets where the remote is configured to be", () => {
    expect(pages.body('faqs/index.html', 'identity').toString()).toBe('<link rel="stylesheet" href="https://cdn.example/public-site/app.1234567890.css">faqs');
  });

  it('compresses a page to the same bytes in Brotli and gzip', () => {
    const plain = pages.body('index.html', 'identity');
    expect(brotliDecompressSync(pages.body('index.html', 'br')).equals(plain)).toBe(true);
    expect(gunzipSync(pages.body('index.html', 'gzip')).equals(plain)).toBe(true);
  });

  it('serves a page rendered with its data in place of the stored one, in every encoding, with the site URL in its links', async () => {
    const local = new PrerenderedPages(dir, SITE_URL, 'https://cdn.example/public-site/');
    const stored = local.body('es/index.html', 'identity').toString();
    await local.serveWithData('es/index.html', `<a href="${PRERENDERED_ORIGIN}/es/">1 M$</a>`, { readAt: 1, jackpots: { powerball: 1 } });
    const served = local.body('es/index.html', 'identity');
    expect(served.toString()).toBe(
      `<body><script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">{"readAt":1,"jackpots":{"powerball":1}}</script>` +
        `<div id="root" data-prerendered-path="/es/"><a href="${SITE_URL}/es/">1 M$</a></div>${ROOT_END_MARKER}</body>`,
    );
    expect(brotliDecompressSync(local.body('es/index.html', 'br')).equals(served)).toBe(true);
    expect(gunzipSync(local.body('es/index.html', 'gzip')).equals(served)).toBe(true);
    // Rendered again, it replaces the last one, not the stored page twice.
    await local.serveWithData('es/index.html', '<p>2 M$</p>', { readAt: 2, jackpots: {} });
    expect(local.body('es/index.html', 'identity').toString()).toContain('"readAt":2,"jackpots":{}}</script><div id="root" data-prerendered-path="/es/"><p>2 M$</p></div>');
    expect(stored).toContain('ps-skeleton-text');
    await expect(local.serveWithData('about/index.html', '', { readAt: 1, jackpots: {} })).rejects.toThrow('No prerendered page about/index.html');
  });

  it('picks the best encoding the client accepts', () => {
    expect(PrerenderedPages.encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(PrerenderedPages.encodingFor('gzip, br;q=0')).toBe('gzip');
    expect(PrerenderedPages.encodingFor('deflate')).toBe('identity');
    expect(PrerenderedPages.encodingFor(undefined)).toBe('identity');
  });
});
