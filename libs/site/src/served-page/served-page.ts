/**
 * A page the gateway serves with data it read when it served it (frontends/site-pages composes the
 * page, services/gateway/src/web/served-pages renders its root again with the data, the shell reads
 * the data before it hydrates): the jackpots on the pages that show them (`SitePage.showsJackpots`)
 * and a game's statistics on its statistics page (`statsPageGame`). The prerendered page has them
 * loading, the served page their values.
 */

/** The id of the `<script type="application/json">` that holds a served page's data. */
export const SERVED_DATA_ELEMENT_ID = 'pw-served-data';

/** What that element holds: when the gateway read the data (ms since the epoch), and the data the page shows. */
export interface ServedData<Jackpots = unknown, Stats = unknown> {
  readAt: number;
  /** GET /api/jackpots's data. */
  jackpots?: Jackpots;
  /** GET /api/draws/:game/stats's data, on that game's statistics page. */
  stats?: { game: string; figures: Stats };
}

/** Written by frontends/site-pages right after the root element, so the root's end is found without parsing HTML. */
export const ROOT_END_MARKER = '<!--/root-->';

const ROOT_START = '<div id="root"';

/** JSON that can sit inside a `<script>` element: no `<` to end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A composed page with its root's content replaced by `rootContent` and the data the content was
 * rendered with put just ahead of the root (read by the shell before it hydrates). Throws on a page
 * that has no root, or no marked end.
 */
export function withServedData(page: string, rootContent: string, served: ServedData): string {
  const rootStart = page.indexOf(ROOT_START);
  const contentStart = rootStart < 0 ? -1 : page.indexOf('>', rootStart) + 1;
  const contentEnd = page.indexOf(`</div>${ROOT_END_MARKER}`, contentStart);
  if (rootStart < 0 || contentStart <= 0 || contentEnd < 0) throw new Error('The page has no root element marked for its end');
  const data = `<script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">${scriptJson(served)}</script>`;
  return `${page.slice(0, rootStart)}${data}${page.slice(rootStart, contentStart)}${rootContent}${page.slice(contentEnd)}`;
}
