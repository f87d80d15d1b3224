// Playwright runs the e2e specs in the project's Chromium (tools/test/chromium.ts) against the system
// started by the launcher. `npm test` builds once before this runs, so the launcher starts with
// --no-build. The settings are the same on every machine, in CI or not: a test that passes only with a
// retry or a second worker held back is a defect to fix, not a setting to change.
import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tools/test/chromium.ts';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env['PORT'] ?? 8080);
const baseURL = `http://127.0.0.1:${port}`;
// Resolved once, in the runner's process: the workers inherit the variable and never unpack the browser.
process.env['CHROMIUM_PATH'] = await chromiumExecutable();
// As many workers as cores. A browser test waits far more than it computes (pages, animations, the
// system's answers): on 2 cores, with the system under test beside them, two workers took the suite
// from 8.1 to 5.9 minutes, and four took 6.5 (2026-12-02).
const workers = availableParallelism();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './system-ready.ts',
  outputDir: path.join(workspaceRoot, 'test-results', 'e2e'),
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  // Limits a hang meets, not a slow run: a loaded 2-core machine can take many times an idle one's
  // seconds. A web-first assertion passes as soon as it holds, so passing runs are no slower for them;
  // a test grown slow is found by the ceiling npm test reads from the report (tools/test/test-reports.ts).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    // A failed test keeps its trace, without the screencast: recording frames of every test kept
    // Chromium's compositor busy on half a core (while the home page's balls still floated).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The site's service worker answers some requests itself, which page.route() mocks cannot see;
    // only tests/e2e/offline.spec.ts lets it run, in a context of its own.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'],
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // process.execPath is the Node 24 running Playwright (npm scripts put node_modules/.bin first).
    // The launcher (--no-build) behind the draw providers' stand-in, with the e2e admin account
    // (tests/e2e/system-settings.ts) and the ingestion schedule off: see tools/test/e2e-system.ts.
    command: `"${process.execPath}" tools/test/e2e-system.ts`,
    cwd: workspaceRoot,
    url: `${baseURL}/api/health`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM, passed on to the launcher, stops the services, nats-server and the embedded PostgreSQL it started.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
