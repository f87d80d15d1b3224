/**
 * The shell's server renderer, built for Node by frontends/site-pages, which calls it at build
 * time for every public page: the same component tree the browser renders (ShellApp, ShellRoutes,
 * the public_site remote's App), so the browser can hydrate the HTML it gives.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { queryClient, type GameStatsDto, type JackpotsByGame } from '@pickwise/api-client';
import { LANGUAGES, changeLanguage, i18n, languageFromPath, localizedPath } from '@pickwise/i18n';
import { dataOfPage, prerenderedSitePaths, type DataOfPage } from '@pickwise/site/pages';
import { PRERENDERED_PUBLIC_SITE_BASE, type ServedData } from '@pickwise/site/served-page';
import { ServerHeadContext, type ServerHead } from '@pickwise/ui';
import { islandTexts } from '../islands/island-page.js';
import { PRERENDERED_PATH_ATTRIBUTE, prerenderedPathOf } from '../prerendered-page.js';
import { ShellRoutes } from '../router.js';
import { seedServedData } from '../served-data.js';
import { ShellApp } from '../shell-app.js';
import { webManifestHref } from '../web-manifest.js';

export { PRERENDERED_PATH_ATTRIBUTE, PRERENDERED_PUBLIC_SITE_BASE };
export { ISLAND_PAGE_ELEMENT_ID, serializeIslandPage } from '../islands/island-page.js';
export { isIslandsPath } from '@pickwise/site/pages';

/** A page to prerender: the URL it is rendered at, and the path its root is marked with (none on a 404 page). */
export interface PageToRender {
  url: string;
  markedPath?: string;
}

/** A path no page has: what the 404 page is rendered for. */
const UNKNOWN_PATH = '/page-that-does-not-exist';

/** Every prerendered page (libs/site `prerenderedSitePaths`) in both languages, and the 404 page of each language. */
export function pagesToRender(): PageToRender[] {
  return LANGUAGES.flatMap((language) => [
    ...prerenderedSitePaths().map((path) => {
      const url = localizedPath(language, path);
      return { url, markedPath: prerenderedPathOf(url) };
    }),
    { url: localizedPath(language, UNKNOWN_PATH) },
  ]);
}

/** Every prerendered page the gateway serves rendered again with data (libs/site `dataOfPage`), and which data. */
export function pagesToServe(): Array<DataOfPage & { url: string }> {
  return pagesToRender().flatMap(({ url, markedPath }) => {
    const data = markedPath === undefined ? undefined : dataOfPage(markedPath);
    return data ? [{ url, ...data }] : [];
  });
}

// What React writes ahead of a page's HTML: the <link> and <meta> elements it hoists to the head
// (their attribute values are escaped, so none holds a `>`).
const HOISTED_HEAD = /^(?:<(?:link|meta)\b[^>]*\/?>)+/;

/**
 * Renders one page to HTML once everything on it has loaded (lazy screens included), as the
 * `RenderedPage` frontends/site-pages/src/compose-page.ts writes into the shell's index.html. Pages
 * render one at a time: the language is the page-wide i18n instance's. Without `served` data the
 * API's data is in its loading state (the build); with it (the gateway) the page shows it, and the
 * browser is given it in the page to hydrate the same HTML (frontends/shell/src/served-data.ts).
 */
export async function renderPage(url: string, served?: ServedData<JackpotsByGame, GameStatsDto>) {
  const language = languageFromPath(url);
  await changeLanguage(language);
  if (served) seedServedData(served);
  let title: string | undefined;
  const serverHead: ServerHead = { setTitle: (pageTitle) => void (title = pageTitle) };
  // The app alone, exactly as the browser hydrates it into #root (a wrapping document would shift
  // every useId). React writes the hoisted <meta> and <link> elements ahead of the app's HTML.
  const { prelude } = await prerender(
    <ServerHeadContext value={serverHead}>
      <ShellApp>
        <StaticRouter location={url}>
          <ShellRoutes />
        </StaticRouter>
      </ShellApp>
    </ServerHeadContext>,
    // Every boundary inline, complete: no script is needed to reveal any part of the page.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // Each page starts from an empty query cache, and the queries' five-minute garbage-collection
  // timers go with them (they kept the build's process alive for five minutes after its last page).
  queryClient.clear();
  const headLength = html.match(HOISTED_HEAD)?.[0].length ?? 0;
  return {
    language,
    title,
    manifest: webManifestHref(language),
    head: html.slice(0, headLength),
    body: html.slice(headLength),
    islandTexts: islandTexts((key, values) => i18n.t(key, values)),
  };
}
