/**
 * One prerendered page: the shell's built index.html with the page's language, title, manifest, head
 * elements and stylesheets, and its rendered root, marked with the path it was rendered for (a
 * 404 page is not: it answers any unknown path).
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

export function composePage(template: string, page: RenderedPage, options: { stylesheets: PageStylesheet[]; markedPath?: string; pathAttribute: string }): string {
  const links = options.stylesheets.map(({ href, chunk }) => `<link rel="stylesheet" href="${escapeHtml(href)}" data-rspack="${escapeHtml(chunk)}">`).join('');
  let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${escapeHtml(page.language)}">`);
  html = replaceOnce(html, /<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${escapeHtml(page.manifest)}"`);
  if (page.title) html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(html, /<\/head>/, `${page.head}${links}</head>`);
  const mark = options.markedPath === undefined ? '' : ` ${options.pathAttribute}="${escapeHtml(options.markedPath)}"`;
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root"${mark}>${page.body}</div>`);
}
