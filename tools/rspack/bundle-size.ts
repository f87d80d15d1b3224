/**
 * Measures the JavaScript the public home page loads on first visit (docs/architecture.md §10 budget:
 * under 170 KB gzip): shell entry and its chunks, the public_site remoteEntry, the exposed App's
 * chunks and the shared chunks — exactly the scripts a browser fetches, read back from the built
 * dist folders and gzipped here.
 *
 * Build the three frontends first, then:  npx node tools/rspack/bundle-size.ts [path, default /] [--origin URL]
 * The pages come from the dist folders as built (serve-dist.ts), or with `--origin` from a running
 * system (`npm start`): there the gateway serves the pages that show jackpots rendered with them, so
 * the home page runs its islands, where the built page, with the jackpots loading, starts the
 * application to fetch them. Exits with status 1 when the total is over budget.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../test/chromium.ts';
import { createFrontendServer, distFileOf } from './serve-dist.ts';

const BUDGET_BYTES = 170 * 1024;
const { values: options, positionals } = parseArgs({ options: { origin: { type: 'string' } }, allowPositionals: true });
const pagePath = positionals[0] ?? '/';
const workspaceRoot = path.resolve(import.meta.dirname, '../..');

const server = options.origin === undefined ? createFrontendServer() : undefined;
if (server) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = server ? `http://127.0.0.1:${(server.address() as AddressInfo).port}` : new URL(options.origin!).origin;

const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
const scriptPaths = new Set<string>();
try {
  const page = await browser.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) scriptPaths.add(url.pathname);
  });
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  // The home page is rendered once the remote's game grid is in the main region.
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
} finally {
  await browser.close();
  server?.close();
}

const rows = [...scriptPaths].map((urlPath) => {
  const file = distFileOf(urlPath);
  if (!file) throw new Error(`${urlPath} is not served from a dist folder`);
  const content = readFileSync(file);
  return { file: path.relative(workspaceRoot, file), raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const row of rows) console.log(`${kilobytes(row.gzip).padStart(10)}  ${kilobytes(row.raw).padStart(10)}  ${row.file}`);
const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
console.log(`${kilobytes(totalGzip).padStart(10)}  ${kilobytes(totalRaw).padStart(10)}  total: ${rows.length} scripts for ${pagePath} from ${server ? 'the dist folders' : origin} (gzip, raw)`);
const withinBudget = totalGzip <= BUDGET_BYTES;
// In bytes too: one decimal of a kilobyte hides how close to the budget the total is.
console.log(`Budget ${kilobytes(BUDGET_BYTES)} gzip (${BUDGET_BYTES} bytes): ${withinBudget ? 'within' : 'OVER'} budget at ${totalGzip} bytes`);
process.exitCode = withinBudget ? 0 : 1;
