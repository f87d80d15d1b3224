import { PRERENDERED_ORIGIN } from '@pickwise/site/served-page';

let servedOrigin: string | undefined;

/**
 * The site's public origin, for canonical links, alternates and share tags. A server render writes
 * the placeholder the gateway replaces with its SITE_URL; in the browser it is the origin of the
 * canonical link the page was served with (SITE_URL, so hydration finds the same links, even when
 * the page was opened under another name of the host), else the page's own.
 */
export function siteOrigin(): string {
  if (typeof document === 'undefined') return PRERENDERED_ORIGIN;
  servedOrigin ??= originOf(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href) ?? location.origin;
  return servedOrigin;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
