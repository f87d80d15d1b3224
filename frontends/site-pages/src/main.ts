/**
 * Prerenders every public page of the site, in English and Spanish, from the same React
 * components the browser runs: the shell's server renderer is built for Node (rspack.config.ts),
 * each page is rendered once all its screens have loaded, and written into the shell's page
 * around the built scripts, so a reader without JavaScript (or a crawler) gets the page itself,
 * and a browser hydrates it. Runs after the shell and public-site builds (`nx run site-pages:build`).
 *
 *   dist/index.html, dist/es/index.html, dist/faqs/index.html, … and dist/404.html, dist/es/404.html
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { APPLICATION_START_SCRIPT_PREFIX, ISLANDS_SCRIPT_PREFIX, PAUSE_SCRIPT_PREFIX, createServerRenderConfig } from '../rspack.config.ts';
import { composePage, type RenderedPage } from './compose-page.ts';
import { islandPageStylesheets, pageStylesheets } from './page-stylesheets.ts';

interface ServerRenderer {
  pagesToRender(): Array<{ url: string; markedPath?: string }>;
  renderPage(url: string): Promise<RenderedPage>;
  isIslandsPath(pathname: string): boolean;
  serializeIslandPage(page: { texts: Record<string, string>; app: string }): string;
  PRERENDERED_PATH_ATTRIBUTE: string;
  PRERENDERED_PUBLIC_SITE_BASE: string;
  ISLAND_PAGE_ELEMENT_ID: string;
}

const frontends = path.resolve(import.meta.dirname, '../..');
const shellDist = path.join(frontends, 'shell/dist');
const publicSiteDist = path.join(frontends, 'public-site/dist');
const outputDir = path.join(frontends, 'site-pages/dist');
/** The server renderer, kept for the gateway, which renders the pages that show the API's data again with it. */
const rendererDir = path.join(frontends, 'site-pages/dist-server');

function buildServerRenderer(bundleDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(createServerRenderConfig(bundleDir), (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** `/` → index.html, `/es/faqs` → es/faqs/index.html; the 404 page of each language (no marked path) → [es/]404.html. */
function fileOf(markedPath: string | undefined, language: string): string {
  if (markedPath !== undefined) return path.join(markedPath, 'index.html');
  return language === 'es' ? 'es/404.html' : '404.html';
}

/** A script of the shell build by its file name prefix, as served: `/islands.<hash>.js`. */
function shellScript(prefix: string): string {
  const [file, ...others] = readdirSync(shellDist).filter((name) => name.startsWith(prefix) && name.endsWith('.js'));
  if (!file || others.length > 0) throw new Error(`Expected one ${prefix}*.js in ${shellDist}, found ${[file, ...others].filter(Boolean).join(', ') || 'none'}`);
  return `/${file}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  await buildServerRenderer(rendererDir);
  const renderer = createRequire(import.meta.url)(path.join(rendererDir, 'render-page.cjs')) as ServerRenderer;
  const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const stylesheets = pageStylesheets(shellDist, publicSiteDist, renderer.PRERENDERED_PUBLIC_SITE_BASE);
  rmSync(outputDir, { recursive: true, force: true });
  const pages = renderer.pagesToRender();
  const islandsSrc = shellScript(ISLANDS_SCRIPT_PREFIX);
  const applicationStartSrc = shellScript(APPLICATION_START_SCRIPT_PREFIX);
  const pauseScript = shellScript(PAUSE_SCRIPT_PREFIX);
  for (const { url, markedPath } of pages) {
    const page = await renderer.renderPage(url);
    const islands =
      markedPath !== undefined && renderer.isIslandsPath(markedPath)
        ? { src: islandsSrc, elementId: renderer.ISLAND_PAGE_ELEMENT_ID, pageData: (app: string) => renderer.serializeIslandPage({ texts: page.islandTexts, app }) }
        : undefined;
    // A 404 page (unmarked) keeps the application's own script: it renders whatever path it answers.
    const applicationStart = markedPath !== undefined && !islands ? applicationStartSrc : undefined;
    const html = composePage(template, page, {
      stylesheets: islands ? islandPageStylesheets(stylesheets) : stylesheets,
      markedPath,
      pathAttribute: renderer.PRERENDERED_PATH_ATTRIBUTE,
      islands,
      applicationStart,
      pauseScript,
    });
    const file = path.join(outputDir, fileOf(markedPath, page.language));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  console.log(`Prerendered ${pages.length} pages into ${path.relative(process.cwd(), outputDir)} in ${Math.round(performance.now() - started)} ms`);
}

await main();
