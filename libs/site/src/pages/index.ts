/**
 * The site's pages and their URLs (`@pickwise/site/pages`): the table of pages (404s, the sitemap,
 * prerendering, islands, the data a page shows, admin-id redirects) and the Spanish path of a page.
 */
export * from './localized-path.js';
export * from './site-pages.js';
