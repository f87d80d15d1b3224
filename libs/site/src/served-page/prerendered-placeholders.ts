/**
 * The origin written into prerendered pages (canonical and alternate links, Open Graph URLs,
 * structured data) where the site's own origin belongs. Pages are prerendered once at build time
 * and deployed anywhere, so the gateway puts its configured SITE_URL in place of this origin when
 * it serves them (services/gateway/src/web/prerendered-pages.ts). `.invalid` can never resolve.
 */
export const PRERENDERED_ORIGIN = 'https://prerendered-origin.invalid';

/**
 * Where prerendered pages link the public_site remote's stylesheets: the gateway's default place
 * for the remote (REMOTE_PUBLIC_SITE_URL), replaced by the configured one where it differs.
 */
export const PRERENDERED_PUBLIC_SITE_BASE = '/remotes/public-site/';
