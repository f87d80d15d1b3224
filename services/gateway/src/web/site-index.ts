import { indexedSitePaths } from '@pickwise/site/pages';
import type { FastifyInstance } from 'fastify';
import { XMLBuilder } from 'fast-xml-parser';

/** The Spanish URL of an English path: `/` → `/es/`, `/faqs` → `/es/faqs`. */
const spanishPath = (path: string) => (path === '/' ? '/es/' : `/es${path}`);

/**
 * /sitemap.xml: every indexable page in English and Spanish, each entry naming both languages and
 * the English page as x-default (Google's hreflang-in-sitemap form).
 */
export function sitemapXml(siteUrl: string): string {
  const urls = indexedSitePaths().flatMap((path) => {
    const alternates = [
      { '@_rel': 'alternate', '@_hreflang': 'en', '@_href': `${siteUrl}${path}` },
      { '@_rel': 'alternate', '@_hreflang': 'es', '@_href': `${siteUrl}${spanishPath(path)}` },
      { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': `${siteUrl}${path}` },
    ];
    return [path, spanishPath(path)].map((localized) => ({ loc: `${siteUrl}${localized}`, 'xhtml:link': alternates }));
  });
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({
    urlset: { '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml', url: urls },
  })}`;
}

/** /robots.txt: everything may be crawled except sign-in and the admin panel, in both languages; the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  const closedPaths = ['/auth', '/data-admin'].flatMap((path) => [path, `/es${path}`]);
  return ['User-agent: *', ...closedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** Serves both, built once at start (they change only with a deployment). */
export function serveSiteIndex(fastify: FastifyInstance, siteUrl: string): void {
  const sitemap = sitemapXml(siteUrl);
  const robots = robotsTxt(siteUrl);
  const cacheControl = 'public, max-age=3600';
  fastify.get('/sitemap.xml', (_request, reply) => reply.type('application/xml; charset=utf-8').header('Cache-Control', cacheControl).send(sitemap));
  fastify.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', cacheControl).send(robots));
}
