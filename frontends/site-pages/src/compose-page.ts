/**
 * One prerendered page: the shell's built index.html with the page's language, title, manifest, head
 * elements and stylesheets, and its rendered root, marked with the path it was rendered for (a
 * 404 page is not: it answers any unknown path). A page served with islands gets the islands script
 * and its data in place of the application's script; a marked page of the application gets the
 * application-start script, which loads the application's once the page has painted.
 */
import { ROOT_END_MARKER } from '@pickwise/site/served-page';

/** What the shell's server renderer (frontends/shell/src/server/render-page.tsx) gives for a page. */
export interface RenderedPage {
  language: string;
  title: string | undefined;
  /** The web app manifest of the page's language. */
  manifest: string;
  /** What React hoists to the document head: description, canonical and alternate links, share tags, image preloads. */
  head: string;
  /** The root element's content (structured data included). */
  body: string;
  /** The texts a page served with islands gives its script (frontends/shell/src/islands/island-page.ts). */
  islandTexts: Record<string, string>;
}

/** How a page served with islands replaces the application's script (libs/site `SitePage.islands`). */
export interface IslandsScript {
  /** The islands script's URL. */
  src: string;
  /** The id of the JSON script element it reads. */
  elementId: string;
  /** That element's content, given the application's entry script. */
  pageData: (app: string) => string;
}

export interface PageStylesheet {
  href: string;
  /** The rspack CSS chunk it is, as `data-rspack` (see page-stylesheets.ts). */
  chunk: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`The shell's index.html has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/** The application's entry script in the shell's index.html. */
const APP_SCRIPT = /<script defer src="([^"]+)"><\/script>/;

export function composePage(
  template: string,
  page: RenderedPage,
  options: {
    stylesheets: PageStylesheet[];
    markedPath?: string;
    pathAttribute: string;
    /** A page served with islands: the islands script and its data. */
    islands?: IslandsScript;
    /** A page of the application: the application-start script's URL, given the application's entry in `data-app`. */
    applicationStart?: string;
    /** The shell's pause script (jackpots hidden before the first paint for a player who paused them), blocking, first in the head. */
    pauseScript?: string;
  },
): string {
  const links = options.stylesheets.map(({ href, chunk }) => `<link rel="stylesheet" href="${escapeHtml(href)}" data-rspack="${escapeHtml(chunk)}">`).join('');
  let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${escapeHtml(page.language)}">`);
  if (options.pauseScript !== undefined) html = replaceOnce(html, /<meta charset="utf-8">/, `<meta charset="utf-8"><script src="${escapeHtml(options.pauseScript)}"></script>`);
  html = replaceOnce(html, /<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${escapeHtml(page.manifest)}"`);
  if (page.title) html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(html, /<\/head>/, `${page.head}${links}</head>`);
  const { islands, applicationStart } = options;
  const scriptsFor = islands
    ? (app: string) => `<script type="application/json" id="${escapeHtml(islands.elementId)}">${islands.pageData(app)}</script><script defer src="${escapeHtml(islands.src)}"></script>`
    : applicationStart !== undefined
      ? (app: string) => `<script defer src="${escapeHtml(applicationStart)}" data-app="${escapeHtml(app)}"></script>`
      : undefined;
  if (scriptsFor) {
    const app = template.match(APP_SCRIPT)?.[1];
    if (!app) throw new Error(`The shell's index.html has no ${APP_SCRIPT}`);
    html = replaceOnce(html, APP_SCRIPT, scriptsFor(app));
  }
  const mark = options.markedPath === undefined ? '' : ` ${options.pathAttribute}="${escapeHtml(options.markedPath)}"`;
  // The marker after the root lets the gateway put a root rendered with data in its place (libs/site served-page.ts).
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root"${mark}>${page.body}</div>${ROOT_END_MARKER}`);
}
