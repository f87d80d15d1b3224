/**
 * The stylesheets a prerendered page links, in the order the browser builds apply them: the
 * shared UI styles, the shell's own, then the public_site remote's (its App's and those of its
 * lazily loaded screens, so every page is styled before any script runs). Read from the builds'
 * Module Federation manifests and the shell's output.
 *
 * Each link names the chunk it belongs to the way rspack's CSS loading does
 * (`data-rspack="<build>:chunk-<id>"`), so when a script later loads that chunk it finds the link
 * already there instead of adding a second one at the end of the head, which would reorder the
 * cascade.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface Stylesheet {
  href: string;
  chunk: string;
}

interface FederationManifest {
  shared?: Array<{ name: string; assets: { css: { sync: string[]; async: string[] } } }>;
  exposes?: Array<{ path: string; assets: { css: { sync: string[]; async: string[] } } }>;
}

const readManifest = (dist: string): FederationManifest => JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;

// `313.de6f2b4cc3.css` is chunk 313's: production stylesheets are named by chunk id
// (tools/rspack/create-frontend-config.ts), also those of named chunks such as an exposed module's.
const chunkOf = (build: string, file: string) => `${build}:chunk-${file.slice(0, file.indexOf('.'))}`;

export function pageStylesheets(shellDist: string, publicSiteDist: string, publicSitePrefix: string): Stylesheet[] {
  // The shared UI library is built twice into the shell (the module it provides to the share scope
  // and the fallback it consumes), with byte-identical stylesheets. Which of the two a page's script
  // loads depends on the page (both, on some), so both are linked: a stylesheet the runtime added
  // at the end of the head would reorder the cascade and move the page (a layout shift of 0.08 on
  // /faqs when only one was linked).
  const uiStyles = readManifest(shellDist).shared?.find((entry) => entry.name === '@pickwise/ui')?.assets.css.sync ?? [];
  const shellStyles = readdirSync(shellDist).filter((file) => file.endsWith('.css') && !uiStyles.includes(file)).sort();
  const app = readManifest(publicSiteDist).exposes?.find((entry) => entry.path === './App');
  if (!app) throw new Error(`${publicSiteDist}/mf-manifest.json exposes no ./App`);
  return [
    ...[...uiStyles, ...shellStyles].map((file) => ({ href: `/${file}`, chunk: chunkOf('shell', file) })),
    ...[...app.assets.css.sync, ...app.assets.css.async].map((file) => ({ href: `${publicSitePrefix}${file}`, chunk: chunkOf('public_site', file) })),
  ];
}

/**
 * The stylesheets of a page served with islands: no script of it loads a chunk, so each stylesheet is
 * linked once, and the UI library's second, byte-identical copy (the same content hash) is left out;
 * parsed twice, its rules were matched twice in the page's first style recalculation. (Where the
 * application takes over such a page, offline or for an auth redirect, it may add that copy at the
 * end of the head, as on any page before both were linked.)
 */
export function islandPageStylesheets(stylesheets: readonly Stylesheet[]): Stylesheet[] {
  const contentHash = (href: string) => path.basename(href).split('.')[1];
  const seen = new Set<string | undefined>();
  return stylesheets.filter(({ href }) => {
    const hash = contentHash(href);
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}
