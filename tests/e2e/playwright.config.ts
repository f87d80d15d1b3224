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
// Half the cores, as Playwright's default: the system under test (six services, PostgreSQL, NATS) runs
// on the same machine and needs the other half.
const workers = Math.max(1, Math.floor(availableParallelism() / 2));

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
  timeout: 30_000,
  // A web-first assertion passes as soon as it holds; 10 s (Playwright's default is 5) is the margin for a
  // CI machine whose 2 cores are slower on one day than another, which failing assertions wait out.
  expect: { timeout: 10_000 },
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
