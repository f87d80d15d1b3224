/**
 * How a prerendered page marks its root (frontends/site-pages writes it, the gateway serves it):
 * `data-prerendered-path` holds the path it was rendered for. The 404 pages carry none: the same
 * 404 HTML answers every unknown path, some of which the app shows as 'Game Not Found', so the
 * browser renders those afresh.
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/** The path a prerendered page is marked with: no trailing slash (`/es/` is `/es`). */
export const prerenderedPathOf = (pathname: string) => (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);

/** Whether the root holds the prerendered HTML of this URL's path, whatever the URL's query. */
export function holdsPageOfPath(root: HTMLElement, pathname: string): boolean {
  return root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === prerenderedPathOf(pathname);
}

/**
 * Whether the root holds a page prerendered for another path: the service worker's offline answer,
 * which is the last page it cached (only 200 answers are cached, so never a 404 page). An unmarked
 * root is this path's own answer: the shell's empty index.html, or the server's 404 page for it.
 */
export function holdsAnotherPathsPage(root: HTMLElement, pathname: string): boolean {
  return root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) !== null && !holdsPageOfPath(root, pathname);
}

/**
 * Whether the root holds the prerendered HTML of this very URL, so the app can hydrate it. Not
 * when the page came from the service worker's cache for another path, or the URL carries a query
 * (a share link): those are rendered afresh.
 */
export function holdsPrerenderedPage(root: HTMLElement, location: Pick<Location, 'pathname' | 'search'>): boolean {
  return location.search === '' && holdsPageOfPath(root, location.pathname);
}
