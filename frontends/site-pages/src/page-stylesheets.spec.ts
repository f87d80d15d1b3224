import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { islandPageStylesheets, pageStylesheets } from './page-stylesheets.ts';

const css = (sync: string[], async: string[] = []) => ({ js: { sync: [], async: [] }, css: { sync, async } });

describe('pageStylesheets', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'page-stylesheets-'));
    const shell = path.join(root, 'shell');
    const site = path.join(root, 'public-site');
    mkdirSync(shell);
    mkdirSync(site);
    // The UI library's two byte-identical chunks, as rspack builds them, and one of the shell's own.
    for (const file of ['31.5484a1a1c1.css', '412.5484a1a1c1.css', '916.d56f7b6836.css']) writeFileSync(path.join(shell, file), '');
    writeFileSync(path.join(shell, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: '@pickwise/ui', assets: css(['31.5484a1a1c1.css', '412.5484a1a1c1.css']) }] }));
    writeFileSync(path.join(site, 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './App', assets: css(['362.9ba632f1cd.css'], ['484.db29688bbf.css']) }] }));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('links both UI chunks’ styles, then the shell’s, then the remote’s, each named by its chunk', () => {
    expect(pageStylesheets(path.join(root, 'shell'), path.join(root, 'public-site'), '/remotes/public-site/')).toEqual([
      { href: '/31.5484a1a1c1.css', chunk: 'shell:chunk-31' },
      { href: '/412.5484a1a1c1.css', chunk: 'shell:chunk-412' },
      { href: '/916.d56f7b6836.css', chunk: 'shell:chunk-916' },
      { href: '/remotes/public-site/362.9ba632f1cd.css', chunk: 'public_site:chunk-362' },
      { href: '/remotes/public-site/484.db29688bbf.css', chunk: 'public_site:chunk-484' },
    ]);
  });
});

describe('islandPageStylesheets', () => {
  it('links each stylesheet once: the second copy of the same content is left out, the order kept', () => {
    const linked = [
      { href: '/31.5484a1a1c1.css', chunk: 'shell:chunk-31' },
      { href: '/412.5484a1a1c1.css', chunk: 'shell:chunk-412' },
      { href: '/916.d56f7b6836.css', chunk: 'shell:chunk-916' },
      { href: '/remotes/public-site/362.9ba632f1cd.css', chunk: 'public_site:chunk-362' },
    ];
    expect(islandPageStylesheets(linked)).toEqual([linked[0], linked[2], linked[3]]);
  });
});
