/**
 * The pages the site has, as English path patterns (each also exists in Spanish under `/es`), so the
 * gateway can answer an unknown URL with HTTP 404 instead of a page that only looks missing, and
 * list the indexable pages in /sitemap.xml. `:game` stands for any game's public id; an unknown id is
 * an unknown page, an admin id another URL of a page (`publicGamePath`). The frontends' route tables must agree with this one: the end-to-end test
 * `tests/e2e/site-pages.spec.ts` opens every page listed here and fails on the 404 page.
 */
import { GAME_IDS, findGame } from '@pickwise/lottery';
import { SPANISH_PREFIX } from './localized-path.js';

export interface SitePage {
  path: string;
  /** Listed in the sitemap (and prerendered); pages for one visitor (sign-in, admin) and redirects are not. */
  indexed: boolean;
  /**
   * Prerendered though not indexed: a page for one visitor whose first view is the same for all
   * (/auth shows the sign-in form, /tickets a visitor's empty lists, until the stored session is
   * read), so it paints before the application has loaded.
   */
  prerendered?: true;
  /** Every path below it is a page too (the admin remote has routes of its own). */
  withSubpaths?: boolean;
  /**
   * Served as its prerendered HTML with the islands script (frontends/shell/src/islands) in place of
   * the application: a page whose few interactive parts (the menu, an accordion, the home page's
   * countdowns, tooltips and buttons) need no React. Opened from inside the running application, it
   * is rendered by the application as before; served with data still loading, it starts the
   * application, which fetches it.
   */
  islands?: true;
  /**
   * Shows the games' jackpots (cards, the generator's header): the gateway serves it rendered with
   * the latest jackpots and gives them to the application in the page (served-page.ts).
   */
  showsJackpots?: true;
  /** A game's statistics page: served the same way with that game's statistics (`statsPageGame`). */
  showsStats?: true;
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', indexed: true, showsJackpots: true, islands: true },
  { path: '/generator', indexed: true },
  { path: '/choose-lottery', indexed: true, showsJackpots: true },
  { path: '/games', indexed: false },
  { path: '/games/:game/generate', indexed: true, showsJackpots: true },
  { path: '/history', indexed: true },
  { path: '/history/:game', indexed: true },
  { path: '/history/:game/stats', indexed: true, showsStats: true },
  { path: '/history/:game/check', indexed: true },
  // A game's corrections in the open (issue 39): each change of a stored draw's numbers or jackpot.
  { path: '/history/:game/corrections', indexed: true },
  { path: '/odds/:game', indexed: true },
  // The wheel builder (issue 28): the empty form is prerendered; a share link's query builds its wheel in the browser.
  { path: '/wheels', indexed: true },
  // The embeddable widget's page for publishers (issue 39): not islands, its preview and versioned snippet are read in the browser.
  { path: '/widget', indexed: true },
  { path: '/us/new-york-numbers-lottery', indexed: true, islands: true },
  { path: '/us/florida-winning-numbers-lottery', indexed: true, islands: true },
  { path: '/us/north-carolina-winning-numbers', indexed: true, islands: true },
  { path: '/topics/hot-numbers-lottery', indexed: true, islands: true },
  { path: '/topics/dream-numbers-lottery', indexed: true, islands: true },
  { path: '/topics/2-numbers-lottery', indexed: true, islands: true },
  { path: '/topics/3-numbers-lottery', indexed: true, islands: true },
  { path: '/topics/how-to-win-numbers-lottery', indexed: true, islands: true },
  { path: '/contact', indexed: true },
  { path: '/responsible', indexed: true, islands: true },
  { path: '/faqs', indexed: true, islands: true },
  { path: '/about', indexed: true, islands: true },
  // What is kept about visitors and accounts, for how long, and how to export or delete it (issue 40).
  { path: '/privacy', indexed: true, islands: true },
  { path: '/auth', indexed: false, prerendered: true },
  { path: '/tickets', indexed: false, prerendered: true },
  // A signed-in player's alerts, and the page an alert e-mail's unsubscribe link opens (its token is for one reader).
  { path: '/alerts', indexed: false },
  { path: '/unsubscribe', indexed: false },
  // Pools (issue 36): a member's pools and each pool's page, an invitation's page, and the evidence
  // pack's verification (open to anyone), all for one reader.
  { path: '/pools', indexed: false, withSubpaths: true },
  { path: '/data-admin', indexed: false, withSubpaths: true },
];

const GAME_PLACEHOLDER = ':game';
const gameIds: ReadonlySet<string> = new Set(GAME_IDS);

function matchesPattern(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return expected.length === actual.length && expected.every((segment, index) => (segment === GAME_PLACEHOLDER ? gameIds.has(actual[index] ?? '') : segment === actual[index]));
}

/** Whether a URL path is under the Spanish prefix (`/es` or `/es/…`); the server-side twin of libs/i18n's languageFromPath, which brings React along. */
export function isSpanishPath(pathname: string): boolean {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`);
}

/** The English path of a URL path: `/es/faqs` → `/faqs`, `/es` and `/es/` → `/`; a trailing slash is ignored. */
function englishPath(pathname: string): string {
  const path = isSpanishPath(pathname) ? pathname.slice(SPANISH_PREFIX.length) : pathname;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

/** Whether a URL path (no query; English or under /es) names a page of the site. */
export function isSitePath(pathname: string): boolean {
  const path = englishPath(pathname);
  return SITE_PAGES.some((page) => matchesPattern(page.path, path) || (page.withSubpaths === true && path.startsWith(`${page.path}/`)));
}

/** Whether a URL path (no query; English or under /es) names a page served with islands only (`SitePage.islands`). */
export function isIslandsPath(pathname: string): boolean {
  const path = englishPath(pathname);
  return SITE_PAGES.some((page) => page.islands === true && matchesPattern(page.path, path));
}

/** Whether a URL path (no query; English or under /es) names a page that shows the jackpots (`SitePage.showsJackpots`). */
export function showsJackpots(pathname: string): boolean {
  const path = englishPath(pathname);
  return SITE_PAGES.some((page) => page.showsJackpots === true && matchesPattern(page.path, path));
}

/** The game whose statistics a URL path's page shows (`SitePage.showsStats`), if it is such a page. */
export function statsPageGame(pathname: string): string | undefined {
  const path = englishPath(pathname);
  const page = SITE_PAGES.find((candidate) => candidate.showsStats === true && matchesPattern(candidate.path, path));
  return page ? path.split('/')[page.path.split('/').indexOf(GAME_PLACEHOLDER)] : undefined;
}

/** The API's data a page is served with (served-page.ts): the jackpots, a game's statistics. */
export interface DataOfPage {
  jackpots: boolean;
  statsGame?: string;
}

/** The data a URL path's page is served with, or undefined for a page served as prerendered. */
export function dataOfPage(pathname: string): DataOfPage | undefined {
  const jackpots = showsJackpots(pathname);
  const statsGame = statsPageGame(pathname);
  if (!jackpots && statsGame === undefined) return undefined;
  return statsGame === undefined ? { jackpots } : { jackpots, statsGame };
}

const expandGames = (page: SitePage) => (page.path.includes(GAME_PLACEHOLDER) ? GAME_IDS.map((id) => page.path.replace(GAME_PLACEHOLDER, id)) : [page.path]);

/** Every indexable page's English path, with each game id in place of `:game`, in table order. */
export function indexedSitePaths(): string[] {
  return SITE_PAGES.filter((page) => page.indexed).flatMap(expandGames);
}

/** Every prerendered page's English path (the indexable ones and `SitePage.prerendered`), in table order. */
export function prerenderedSitePaths(): string[] {
  return SITE_PAGES.filter((page) => page.indexed || page.prerendered === true).flatMap(expandGames);
}

/**
 * The page a URL names with a game's admin id (`/es/games/texas-lotto/generate`), under the public
 * id (`/es/games/texas-lottery/generate`): the gateway answers the first with a permanent redirect
 * to the second and the public site replaces it, so each page has one URL. Undefined for any other path.
 */
export function publicGamePath(pathname: string): string | undefined {
  if (isSitePath(pathname)) return undefined;
  const renamed = pathname
    .split('/')
    .map((segment) => findGame(segment)?.id ?? segment)
    .join('/');
  return renamed !== pathname && isSitePath(renamed) ? renamed : undefined;
}
