// `npm start`: builds (unless --no-build), finds or starts PostgreSQL and NATS, starts every service,
// waits for each /health, then the gateway, and prints where to open the site. Ctrl-C stops everything
// it started. If a process dies unexpectedly the launcher says which one and stops the rest, so a
// half-working system never looks healthy.
import { launcherError, launcherLog } from './log.ts';
import { buildWorkspace } from './build.ts';
import { resolveNats } from './nats.ts';
import type { NatsHandle } from './nats.ts';
import { isPortFree, preferredOrFreePort } from './ports.ts';
import { resolvePostgres, redactPassword } from './postgres.ts';
import type { PostgresHandle } from './postgres.ts';
import { ProcessGroup } from './processes.ts';
import { backendServices, gatewayService, missingBuildOutputs, serviceEntry, waitForHealth } from './services.ts';
import { assertWorkspaceNode, loadDotEnv } from './workspace.ts';

const healthTimeoutMs = 90_000;
const usage = `Usage: npm start [-- --no-build]

Starts PickWise on this machine: site and API on http://localhost:$PORT (default 8080).
  --no-build   start from the existing build outputs (npm run build) instead of building first

Environment: PORT, DATABASE_URL (else an embedded PostgreSQL in .data/postgres), NATS_URL (else
127.0.0.1:4222, else nats-server from PATH), LOG_LEVEL; every other variable is passed to the services.`;

assertWorkspaceNode('The PickWise launcher');
const args = new Set(process.argv.slice(2));
if (args.has('--help') || args.has('-h')) {
  console.log(usage);
  process.exit(0);
}
const unknownArgs = [...args].filter((arg) => arg !== '--no-build');
if (unknownArgs.length > 0) {
  console.error(`Unknown argument(s): ${unknownArgs.join(' ')}\n\n${usage}`);
  process.exit(2);
}

let shuttingDown = false;
let postgres: PostgresHandle | undefined;
const onUnexpectedExit = (name: string, code: number | null, signal: NodeJS.Signals | null) => {
  launcherError(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything else.`);
  void shutdown(1);
};
const infrastructure = new ProcessGroup(onUnexpectedExit);
const applications = new ProcessGroup(onUnexpectedExit);

async function shutdown(exitCode: number): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  launcherLog('stopping…');
  await applications.stopAll();
  await infrastructure.stopAll();
  await postgres?.stop().catch((error: unknown) => launcherError(`stopping PostgreSQL: ${String(error)}`));
  launcherLog('stopped.');
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shuttingDown) {
      launcherError('second signal: stopping at once.');
      process.exit(1);
    }
    void shutdown(0);
  });
}

// Started by a program that holds an IPC channel to it (the end-to-end system, tools/test/e2e-system.ts):
// the channel closes when that program ends, however it ends (a signal, a crash, SIGKILL), and the
// system it asked for must not outlive it.
if (process.connected) {
  process.once('disconnect', () => {
    launcherLog('the program that started the launcher is gone.');
    void shutdown(0);
  });
}

async function startServices(nats: NatsHandle, databaseUrl: string): Promise<void> {
  const logLevel = process.env['LOG_LEVEL'] ?? 'info';
  const started = await Promise.all(
    backendServices.map(async (service) => {
      const port = await preferredOrFreePort(service.defaultPort);
      const managed = applications.start({
        name: service.name,
        command: process.execPath,
        args: [serviceEntry(service.name)],
        // SITE_URL: identity's mailed links and allowed redirects point at the gateway this launcher starts.
        env: { NATS_URL: nats.url, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: logLevel, SITE_URL: siteUrl() },
      });
      return { service, port, managed };
    }),
  );
  await Promise.all(started.map(({ service, port, managed }) => waitForHealth(service.name, port, managed.exited, healthTimeoutMs)));
  for (const { service, port } of started) launcherLog(`${service.name} is healthy on :${port}`);
}

const gatewayPort = () => Number(process.env['PORT'] ?? gatewayService.defaultPort);
/** The site's public origin: SITE_URL, else the gateway this launcher starts. */
const siteUrl = () => process.env['SITE_URL'] ?? `http://localhost:${gatewayPort()}`;
const GATEWAY_METRICS_PORT = 9464;
let gatewayMetricsPort = GATEWAY_METRICS_PORT;

async function startGateway(nats: NatsHandle, databaseUrl: string): Promise<number> {
  const port = gatewayPort();
  if (!(await isPortFree(port))) {
    throw new Error(`port ${port} is already in use; stop what listens there or choose another: PORT=8081 npm start`);
  }
  // The gateway's metrics have a port of their own (never the public one); another system may hold the usual one.
  gatewayMetricsPort = await preferredOrFreePort(Number(process.env['METRICS_PORT'] ?? GATEWAY_METRICS_PORT));
  const managed = applications.start({
    name: gatewayService.name,
    command: process.execPath,
    args: [serviceEntry(gatewayService.name)],
    // SITE_URL: the origin of the sitemap's addresses.
    env: { NATS_URL: nats.url, DATABASE_URL: databaseUrl, PORT: String(port), METRICS_PORT: String(gatewayMetricsPort), LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info', SITE_URL: siteUrl() },
  });
  await waitForHealth(gatewayService.name, port, managed.exited, healthTimeoutMs);
  return port;
}

function printUrls(port: number): void {
  const base = `http://localhost:${port}`;
  launcherLog('');
  launcherLog(`PickWise is running. Open ${base}/`);
  launcherLog(`  site      ${base}/  (Spanish: ${base}/es/, admin: ${base}/data-admin)`);
  launcherLog(`  API       ${base}/api  (health: ${base}/api/health)`);
  launcherLog(`  API docs  ${base}/api/docs`);
  launcherLog(`  metrics   http://localhost:${gatewayMetricsPort}/metrics (gateway), and /metrics on each service port above`);
  launcherLog('Press Ctrl-C to stop everything.');
}

async function main(): Promise<void> {
  launcherLog(`Node ${process.version} (${process.execPath})`);
  loadDotEnv();
  if (args.has('--no-build')) {
    const missing = missingBuildOutputs();
    if (missing.length > 0) throw new Error(`--no-build, but these build outputs are missing: ${missing.join(', ')}. Run \`npm run build\` first.`);
  } else {
    launcherLog('building (npm start -- --no-build skips this)…');
    await buildWorkspace();
  }
  postgres = await resolvePostgres();
  launcherLog(`PostgreSQL: ${postgres.description}`);
  const nats = await resolveNats(infrastructure);
  launcherLog(`NATS: ${nats.description}`);
  if (shuttingDown) return;
  await startServices(nats, postgres.url);
  if (shuttingDown) return;
  const port = await startGateway(nats, postgres.url);
  launcherLog(`DATABASE_URL=${redactPassword(postgres.url)} NATS_URL=${nats.url}`);
  printUrls(port);
}

main().catch((error: unknown) => {
  if (shuttingDown) return;
  launcherError(error instanceof Error ? error.message : String(error));
  void shutdown(1);
});
