// Playwright runs the e2e specs in the system Chromium against the system started by the launcher.
// `npm test` builds once before this runs, so the launcher starts with --no-build.
import { defineConfig } from '@playwright/test';
import path from 'node:path';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env['PORT'] ?? 8080);
const baseURL = `http://127.0.0.1:${port}`;
const inCi = Boolean(process.env['CI']);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(workspaceRoot, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: inCi ? 1 : 2,
  retries: inCi ? 1 : 0,
  forbidOnly: inCi,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The site's service worker answers some requests itself, which page.route() mocks cannot see;
    // only tests/e2e/offline.spec.ts lets it run, in a context of its own.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download does not work on this kind of machine.
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      // The machine's network is closed: without these, Chromium keeps trying to reach Google's hosts.
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
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
    reuseExistingServer: !inCi,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM, passed on to the launcher, stops the services, nats-server and the embedded PostgreSQL it started.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
