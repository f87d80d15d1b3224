/**
 * One prerendered page: the shell's built index.html with the page's language, title, manifest, head
 * elements and stylesheets, and its rendered root, marked with the path it was rendered for (a
 * 404 page is not: it answers any unknown path). A marked page gets the page script and its data in
 * place of the application's script: the script starts the application once the page has painted,
 * or, on a page served with islands, makes the page work without it.
 */
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

/** The page script that replaces the application's script on a marked page (frontends/shell/src/islands). */
export interface PageScript {
  /** The page script's URL. */
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
  options: { stylesheets: PageStylesheet[]; markedPath?: string; pathAttribute: string; pageScript?: PageScript },
): string {
  const links = options.stylesheets.map(({ href, chunk }) => `<link rel="stylesheet" href="${escapeHtml(href)}" data-rspack="${escapeHtml(chunk)}">`).join('');
  let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${escapeHtml(page.language)}">`);
  html = replaceOnce(html, /<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${escapeHtml(page.manifest)}"`);
  if (page.title) html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(html, /<\/head>/, `${page.head}${links}</head>`);
  if (options.pageScript) {
    const { src, elementId, pageData } = options.pageScript;
    const app = template.match(APP_SCRIPT)?.[1];
    if (!app) throw new Error(`The shell's index.html has no ${APP_SCRIPT}`);
    html = replaceOnce(html, APP_SCRIPT, `<script type="application/json" id="${escapeHtml(elementId)}">${pageData(app)}</script><script defer src="${escapeHtml(src)}"></script>`);
  }
  const mark = options.markedPath === undefined ? '' : ` ${options.pathAttribute}="${escapeHtml(options.markedPath)}"`;
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root"${mark}>${page.body}</div>`);
}
