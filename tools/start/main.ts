// `npm start`: builds (unless --no-build), finds or starts PostgreSQL and NATS (or starts a NATS
// cluster), starts every service (as many replicas as asked), waits until each is ready, then the
// gateways, and prints where to open the site. Ctrl-C stops everything it started. A process that dies
// unexpectedly is started again with back-off in a scaled-out system; in the one-of-each system the
// launcher says which one died and stops the rest, so a half-working system never looks healthy.
import { GatewayBalancer } from './balancer.ts';
import { launcherError, launcherLog } from './log.ts';
import { buildWorkspace } from './build.ts';
import { localDataEncryptionKeys, localNotificationSecrets } from './local-secrets.ts';
import { resolveNats } from './nats.ts';
import { startNatsCluster } from './nats-cluster.ts';
import { UsageError, parseLaunchOptions, usage, type LaunchOptions } from './options.ts';
import { freePort, isPortFree, preferredOrFreePort } from './ports.ts';
import { resolvePostgres, redactPassword } from './postgres.ts';
import { reportToParent } from './report.ts';
import type { PostgresHandle } from './postgres.ts';
import { ProcessGroup, type ProcessEvents } from './processes.ts';
import { backendServices, gatewayService, missingBuildOutputs, serviceEntry, waitForHealth, type ServiceDefinition } from './services.ts';
import { assertWorkspaceNode, loadDotEnv } from './workspace.ts';

const healthTimeoutMs = 90_000;

assertWorkspaceNode('The PickWise launcher');
let options: LaunchOptions;
try {
  options = parseLaunchOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  if (error.message) console.error(`${error.message}\n`);
  console.log(usage);
  process.exit(error.message ? 2 : 0);
}

let shuttingDown = false;
let postgres: PostgresHandle | undefined;
let balancer: GatewayBalancer | undefined;
const events: ProcessEvents = {
  unexpectedExit: (name, { code, signal }) => {
    launcherError(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything else.`);
    void shutdown(1);
  },
  started: (name, pid) => reportToParent({ type: 'started', name, pid }),
};
const infrastructure = new ProcessGroup(events);
const applications = new ProcessGroup(events);

async function shutdown(exitCode: number): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  launcherLog('stopping…');
  await balancer?.close();
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

interface System {
  natsUrl: string;
  natsMonitorUrls: string[];
  /** Variables every service process gets. */
  env: Record<string, string>;
}

interface StartedReplica {
  name: string;
  port: number;
  metricsPort?: number;
}

/** `generation` for the only process of a service, `generation-1`, `generation-2`… for replicas. */
const replicaName = (service: ServiceDefinition, index: number) => (options.replicas[service.name] === 1 ? service.name : `${service.name}-${index + 1}`);

async function startReplicas(service: ServiceDefinition, system: System, portFor: (index: number) => Promise<number>, extraEnv: (index: number) => Promise<Record<string, string>>): Promise<StartedReplica[]> {
  const started = [];
  for (let index = 0; index < (options.replicas[service.name] ?? 1); index++) {
    const port = await portFor(index);
    const extra = await extraEnv(index);
    const name = replicaName(service, index);
    const managed = applications.start({
      name,
      command: process.execPath,
      args: [serviceEntry(service.name)],
      env: { ...system.env, PORT: String(port), ...extra },
      restart: options.restartDeadProcesses,
    });
    started.push({ name, port, metricsPort: extra['METRICS_PORT'] ? Number(extra['METRICS_PORT']) : undefined, managed });
  }
  // A process the launcher starts again when it dies (a scaled-out system) may die while starting and
  // be ready after a restart, as a pod would; otherwise its death while starting ends the launch.
  const never = new Promise<never>(() => {});
  await Promise.all(started.map(({ name, port, managed }) => waitForHealth(name, port, options.restartDeadProcesses ? never : managed.exited, healthTimeoutMs)));
  for (const { name, port } of started) launcherLog(`${name} is ready on :${port}`);
  return started.map(({ name, port, metricsPort }) => ({ name, port, metricsPort }));
}

const gatewayPort = () => Number(process.env['PORT'] ?? gatewayService.defaultPort);
/** The site's public origin: SITE_URL, else the gateway (or the balancer) this launcher starts. */
const siteUrl = () => process.env['SITE_URL'] ?? `http://localhost:${gatewayPort()}`;
const GATEWAY_METRICS_PORT = 9464;

/**
 * One gateway listens on PORT itself. Several listen on free ports behind a balancer on PORT, and
 * trust its X-Forwarded-For as one proxy hop (the client IP their per-IP limits count).
 */
async function startGateways(system: System): Promise<{ gateways: StartedReplica[]; port: number }> {
  const port = gatewayPort();
  if (!(await isPortFree(port))) {
    throw new Error(`port ${port} is already in use; stop what listens there or choose another: PORT=8081 npm start`);
  }
  const count = options.replicas[gatewayService.name] ?? 1;
  const metricsPreferred = Number(process.env['METRICS_PORT'] ?? GATEWAY_METRICS_PORT);
  const gateways = await startReplicas(
    gatewayService,
    system,
    async () => (count === 1 ? port : freePort()),
    async (index) => ({
      // The gateway's metrics have a port of their own (never the public one); another system may hold the usual one.
      METRICS_PORT: String(index === 0 ? await preferredOrFreePort(metricsPreferred) : await freePort()),
      ...(count > 1 ? { TRUST_PROXY: '1' } : {}),
    }),
  );
  if (count > 1) {
    balancer = new GatewayBalancer(gateways.map((gateway) => `http://127.0.0.1:${gateway.port}`));
    await balancer.listen(port);
    launcherLog(`balancer on :${port} spreads visitors over ${count} gateways`);
  }
  return { gateways, port };
}

async function resolveMessaging(): Promise<{ natsUrl: string; natsMonitorUrls: string[]; streamReplicas: number }> {
  if (options.natsClusterNodes > 0) {
    const cluster = await startNatsCluster(infrastructure, options.natsClusterNodes, gatewayPort());
    launcherLog(`NATS: ${cluster.description}`);
    return { natsUrl: cluster.url, natsMonitorUrls: cluster.nodes.map((node) => node.monitorUrl), streamReplicas: cluster.streamReplicas };
  }
  const nats = await resolveNats(infrastructure);
  launcherLog(`NATS: ${nats.description}`);
  return { natsUrl: nats.url, natsMonitorUrls: [], streamReplicas: 1 };
}

function printUrls(port: number, gateways: readonly StartedReplica[]): void {
  const base = `http://localhost:${port}`;
  const metrics = gateways.map((gateway) => `http://localhost:${gateway.metricsPort}/metrics`).join(', ');
  launcherLog('');
  launcherLog(`PickWise is running. Open ${base}/`);
  launcherLog(`  site      ${base}/  (Spanish: ${base}/es/, admin: ${base}/data-admin)`);
  launcherLog(`  API       ${base}/api  (health: ${base}/api/health)`);
  launcherLog(`  API docs  ${base}/api/docs`);
  launcherLog(`  metrics   ${metrics} (gateway), and /metrics on each service port above`);
  launcherLog('Press Ctrl-C to stop everything.');
}

async function main(): Promise<void> {
  launcherLog(`Node ${process.version} (${process.execPath})`);
  loadDotEnv();
  if (!options.build) {
    const missing = missingBuildOutputs();
    if (missing.length > 0) throw new Error(`--no-build, but these build outputs are missing: ${missing.join(', ')}. Run \`npm run build\` first.`);
  } else {
    launcherLog('building (npm start -- --no-build skips this)…');
    await buildWorkspace();
  }
  postgres = await resolvePostgres();
  launcherLog(`PostgreSQL: ${postgres.description}`);
  const messaging = await resolveMessaging();
  if (shuttingDown) return;
  const system: System = {
    natsUrl: messaging.natsUrl,
    natsMonitorUrls: messaging.natsMonitorUrls,
    env: {
      NATS_URL: messaging.natsUrl,
      NATS_STREAM_REPLICAS: String(messaging.streamReplicas),
      DATABASE_URL: postgres.url,
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info',
      // identity's mailed links and allowed redirects, and the sitemap's addresses, point at this system.
      SITE_URL: siteUrl(),
      DATA_ENCRYPTION_KEYS: localDataEncryptionKeys(),
    },
  };
  // Only the notifications service holds the push signing key and the unsubscribe links' key.
  const notificationSecrets = localNotificationSecrets();
  const services = (
    await Promise.all(
      backendServices.map((service) =>
        startReplicas(service, system, (index) => (index === 0 ? preferredOrFreePort(service.defaultPort) : freePort()), async () => (service.name === 'notifications' ? notificationSecrets : {})),
      ),
    )
  ).flat();
  if (shuttingDown) return;
  const { gateways, port } = await startGateways(system);
  launcherLog(`DATABASE_URL=${redactPassword(postgres.url)} NATS_URL=${messaging.natsUrl}`);
  printUrls(port, gateways);
  reportToParent({
    type: 'ready',
    siteUrl: `http://127.0.0.1:${port}`,
    gateways: gateways.map((gateway) => `http://127.0.0.1:${gateway.port}`),
    services: [...services, ...gateways].map(({ name, port: servicePort }) => ({ name, port: servicePort })),
    natsUrl: messaging.natsUrl,
    natsMonitorUrls: messaging.natsMonitorUrls,
  });
}

main().catch((error: unknown) => {
  if (shuttingDown) return;
  launcherError(error instanceof Error ? error.message : String(error));
  void shutdown(1);
});
