// The monitoring, proven with the real Prometheus: the six services run as processes of their own
// (their builds), on a NATS server of this file's own and in throwaway schemas of the shared
// PostgreSQL. The pinned Prometheus of tools/test/prometheus.ts scrapes them through the relabelling of
// the chart's PodMonitor, each process a target labelled as its pod would be (the pod labels and
// annotations the chart renders, with the process's own ports), and evaluates the chart's
// PrometheusRule. The rules are rendered with monitoring.prometheusRule.alertFor = 5s, so that an alert
// fires 5 s after its condition holds instead of after its own 1 to 15 minutes; the conditions are
// the rules' own. Then the test makes each condition hold and reads the alerts from Prometheus's API:
//  - ingestion's providers are a dead address: a run started by the CronJobs' CLI fails and the
//    provider's breaker opens (PickWiseProviderBreakerOpen);
//  - the ingest log says Powerball last succeeded 37 h ago, read back when ingestion restarts
//    (PickWiseIngestionStale, reason "stale");
//  - generation is SIGKILLed (PickWiseServiceDown, for generation alone);
//  - the draws table holds a disputed EuroJackpot draw of yesterday, which ingestion's reconciliation
//    firing (every minute here) counts in its gauge (PickWiseDrawsUnverified, reason "disputed").
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import {
  EUROMILLIONS_API_ENVIRONMENT,
  LOTTOLAND_ENVIRONMENT,
  LOTTO_NUMBER_ARCHIVE_ENVIRONMENT,
  MAGAYO_ENVIRONMENT,
  NY_OPEN_DATA_ENVIRONMENT,
  UK_NATIONAL_LOTTERY_ENVIRONMENT,
} from '@pickwise/providers';
import { stringify } from 'yaml';
import { backendServices, frontends, gatewayService, serviceEntry } from '../../tools/start/services.ts';
import { workspaceRoot } from '../../tools/start/workspace.ts';
import { prometheusBinaries } from '../../tools/test/prometheus.ts';
import { renderedMonitoring, scrapeConfigOfPodMonitor, type DiscoveredPod } from '../../tools/test/prometheus-scrape-config.ts';
import { eventually } from '../support/eventually.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../support/infrastructure.js';
import { NatsServerProcess, exited, freePort } from '../support/nats-server-process.js';
import { TEST_UNSUBSCRIBE_SECRET, TEST_VAPID_KEYS } from '../support/notification-keys.js';

/** What the rendered rules wait instead of each alert's own `for` (a documented chart value). */
const ALERT_FOR = '5s';
/** Scrape and rule evaluation interval of the test's Prometheus. */
const INTERVAL = '1s';
/** Nothing listens there: connections are refused at once. */
const NOTHING_LISTENS = '127.0.0.1:9';
/** The providers' address in this test, so every call fails and no run reaches a real provider. */
const DEAD_PROVIDER_URL = `http://${NOTHING_LISTENS}`;
/** The game whose last success the ingest log puts 37 h back, and whose run fails. */
const GAME = 'powerball';
/** The game of the disputed draw the draws table is given. */
const DISPUTED_GAME = 'eurojackpot';

interface RunningService {
  name: string;
  port: number;
  metricsPort: number;
  schema?: string;
  env: Record<string, string>;
  child?: ChildProcess;
  output: string[];
}

let tempDir: string;
let nats: NatsServerProcess;
let prometheus: ChildProcess | undefined;
const prometheusOutput: string[] = [];
let prometheusUrl: string;
const services = new Map<string, RunningService>();

const keepOutput = (output: string[]) => (chunk: Buffer) => {
  output.push(chunk.toString());
  if (output.length > 200) output.shift();
};

/** Starts a service's build and resolves once its /metrics answers. */
async function startService(service: RunningService): Promise<void> {
  const child = spawn(process.execPath, [serviceEntry(service.name)], { cwd: workspaceRoot, env: service.env, stdio: ['ignore', 'pipe', 'pipe'] });
  service.child = child;
  child.stdout?.on('data', keepOutput(service.output));
  child.stderr?.on('data', keepOutput(service.output));
  const exitedEarly = () => child.exitCode !== null || child.signalCode !== null;
  const outcome = await eventually(
    `${service.name}'s /metrics to answer`,
    async () => {
      if (exitedEarly()) return 'exited';
      const response = await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`).catch(() => undefined);
      if (!response?.ok) throw new Error(response ? `/metrics answered ${response.status}` : 'no answer on the metrics port');
      return 'answering';
    },
    { intervalMs: 200 },
  ).catch((error: unknown) => String(error));
  if (outcome !== 'answering') {
    await stopService(service, 'SIGKILL');
    throw new Error(`${service.name} did not start (${outcome}):\n${service.output.join('').slice(-3_000)}`);
  }
}

async function stopService(service: RunningService | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const child = service?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await exited(child);
}

async function withDatabase<T>(use: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: DATABASE_URL, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    return await use(orm);
  } finally {
    await orm.close();
  }
}

/** `run-ingestion <GAME>` as a CronJob runs it; its exit code and output. */
async function runIngestionCli(natsUrl: string): Promise<{ exitCode: number | null; output: string }> {
  const cli = spawn(process.execPath, [path.join(workspaceRoot, 'services/ingestion/dist/cli/run-ingestion.js'), GAME], {
    cwd: workspaceRoot,
    env: { PATH: process.env['PATH'] ?? '', NATS_URL: natsUrl, INGESTION_RUN_TIMEOUT_MS: '30000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  cli.stdout?.on('data', keepOutput(output));
  cli.stderr?.on('data', keepOutput(output));
  await exited(cli);
  return { exitCode: cli.exitCode, output: output.join('') };
}

interface Alert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
}

async function prometheusApi<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${prometheusUrl}${pathAndQuery}`);
  const body = (await response.json()) as { status: string; data: T; error?: string };
  if (body.status !== 'success') throw new Error(`${pathAndQuery}: ${body.error ?? response.status}`);
  return body.data;
}

const alerts = async () => (await prometheusApi<{ alerts: Alert[] }>('/api/v1/alerts')).alerts;

/** Waits until an alert named `name` whose labels include `labels` is firing; returns it. */
const firing = (name: string, labels: Record<string, string>) =>
  eventually(
    `the alert ${name} ${JSON.stringify(labels)} to fire`,
    async () => {
      const all = await alerts();
      const alert = all.find(
        (candidate) => candidate.state === 'firing' && candidate.labels['alertname'] === name && Object.entries(labels).every(([key, value]) => candidate.labels[key] === value),
      );
      if (!alert) throw new Error(`alerts: ${all.map((candidate) => `${JSON.stringify(candidate.labels)} ${candidate.state}`).join(', ') || 'none'}`);
      return alert;
    },
    { intervalMs: 500 },
  );

beforeAll(async () => {
  const binaries = await prometheusBinaries();
  tempDir = mkdtempSync(path.join(tmpdir(), 'pickwise-monitoring-'));
  nats = new NatsServerProcess(await freePort(), path.join(tempDir, 'nats'));
  await nats.start();

  const common = {
    PATH: process.env['PATH'] ?? '',
    HOST: '127.0.0.1',
    NATS_URL: nats.url,
    DATABASE_URL,
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'warn',
    DATA_ENCRYPTION_KEYS: `monitoring-test:${randomBytes(32).toString('base64')}`,
  };
  const deadProviders = Object.fromEntries(
    [NY_OPEN_DATA_ENVIRONMENT, UK_NATIONAL_LOTTERY_ENVIRONMENT, EUROMILLIONS_API_ENVIRONMENT, LOTTOLAND_ENVIRONMENT, LOTTO_NUMBER_ARCHIVE_ENVIRONMENT, MAGAYO_ENVIRONMENT].map(
      (environment) => [environment.baseUrl, DEAD_PROVIDER_URL],
    ),
  );
  const own: Record<string, Record<string, string>> = {
    jackpots: { [LOTTOLAND_ENVIRONMENT.baseUrl]: DEAD_PROVIDER_URL, [MAGAYO_ENVIRONMENT.baseUrl]: DEAD_PROVIDER_URL },
    // One failed call opens a provider's breaker, which stays open for the whole test.
    ingestion: {
      ...deadProviders,
      INGESTION_SCHEDULE: 'off',
      PROVIDER_RETRIES: '0',
      PROVIDER_TIMEOUT_MS: '2000',
      PROVIDER_BREAKER_VOLUME: '1',
      PROVIDER_BREAKER_RESET_MS: '3600000',
      // The unverified-draws gauge is set at each reconciliation firing: every minute, not every 5.
      RECONCILIATION_INTERVAL_MINUTES: '1',
    },
    notifications: { VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey, VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey, VAPID_SUBJECT: 'mailto:monitoring@pickwise.local', UNSUBSCRIBE_SECRET: TEST_UNSUBSCRIBE_SECRET },
  };
  for (const { name } of [...backendServices, gatewayService]) {
    const port = await freePort();
    const metricsPort = name === gatewayService.name ? await freePort() : port;
    const schema = name === gatewayService.name ? undefined : uniqueSchema(name);
    const env: Record<string, string> = { ...common, PORT: String(port), ...(schema ? { DATABASE_SCHEMA: schema } : {}), ...own[name] };
    if (name === gatewayService.name) env['METRICS_PORT'] = String(metricsPort);
    services.set(name, { name, port, metricsPort, schema, env, output: [] });
  }
  await Promise.all([...services.values()].map(startService));

  // A EuroJackpot draw of yesterday whose sources disagree (status as the draws service writes it).
  const draws = services.get('draws')!;
  await withDatabase((orm) =>
    orm.em
      .getConnection()
      .execute(`insert into "${draws.schema}".draws (game, draw_date, main, special, source, status) values (?, current_date - 1, '{3,14,22,38,47}', '{2,9}', 'lottoland', 'disputed')`, [
        DISPUTED_GAME,
      ]),
  );

  // Powerball last succeeded 37 h ago; the restarted ingestion reads that back from its log into its gauge.
  const ingestion = services.get('ingestion')!;
  await withDatabase((orm) =>
    orm.em
      .getConnection()
      .execute(
        `insert into "${ingestion.schema}".ingest_logs (game, started_at, status, message) values (?, now() - interval '37 hours', 'success', 'monitoring test: the last success')`,
        [GAME],
      ),
  );
  await stopService(ingestion);
  await startService(ingestion);

  // The CronJobs' CLI asks for a run; every provider is refused, so it fails (exit code 1). Exit code
  // 2 is "no ingestion service answered": the restarted one may not be subscribed yet, and a CronJob
  // would try again, as this does.
  const run = await eventually(
    'run-ingestion to reach the restarted ingestion service',
    async () => {
      const outcome = await runIngestionCli(nats.url);
      if (outcome.exitCode === 2) throw new Error(`exit code 2: ${outcome.output.slice(-500)}`);
      return outcome;
    },
    { intervalMs: 500 },
  );
  expect(run).toEqual({ exitCode: 1, output: expect.stringContaining(`${GAME}: failed`) });

  // The test's Prometheus: the chart's PodMonitor over the running processes, the chart's rules.
  const { podMonitor, ruleGroups, pods } = renderedMonitoring({ alertFor: ALERT_FOR });
  const targets: DiscoveredPod[] = [...services.values()].map((service) => {
    const pod = pods.get(service.name);
    if (!pod) throw new Error(`the chart renders no pod for ${service.name}`);
    return { address: `127.0.0.1:${service.port}`, labels: pod.labels, annotations: { ...pod.annotations, 'prometheus.io/port': String(service.metricsPort) } };
  });
  // The frontends' pods match the PodMonitor's selector too; the relabelling must drop them unscraped.
  for (const frontend of frontends) targets.push({ address: NOTHING_LISTENS, ...pods.get(frontend)! });
  const configFile = path.join(tempDir, 'prometheus.yml');
  writeFileSync(path.join(tempDir, 'rules.yml'), stringify(ruleGroups));
  writeFileSync(
    configFile,
    stringify({
      global: { scrape_interval: INTERVAL, evaluation_interval: INTERVAL },
      rule_files: ['rules.yml'],
      scrape_configs: [scrapeConfigOfPodMonitor(podMonitor, targets, INTERVAL)],
    }),
  );
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  prometheus = spawn(
    binaries.prometheus,
    [`--config.file=${configFile}`, `--storage.tsdb.path=${path.join(tempDir, 'tsdb')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prometheus.stdout?.on('data', keepOutput(prometheusOutput));
  prometheus.stderr?.on('data', keepOutput(prometheusOutput));
  await eventually(
    "Prometheus's /-/ready",
    async () => {
      const { ok, status } = await fetch(`${prometheusUrl}/-/ready`);
      if (!ok) throw new Error(`/-/ready answered ${status}`);
      return true;
    },
    { intervalMs: 200 },
  ).catch((error: unknown) => {
    throw new Error(`Prometheus did not start: ${String(error)}\n${prometheusOutput.join('').slice(-3_000)}`);
  });
});

afterAll(async () => {
  if (prometheus) {
    prometheus.kill('SIGTERM');
    await exited(prometheus);
  }
  await Promise.all([...services.values()].map((service) => stopService(service)));
  await nats?.kill();
  await Promise.all([...services.values()].flatMap((service) => (service.schema ? [dropSchema(service.schema)] : [])));
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

describe('Prometheus with the chart’s PodMonitor and PrometheusRule', () => {
  interface Target {
    labels: Record<string, string>;
    health: 'up' | 'down' | 'unknown';
  }

  it('scrapes every service as job "pickwise" with its component as `service`, the gateway on its metrics port, and drops the frontends', async () => {
    const { activeTargets, droppedTargets } = await eventually(
      `all ${services.size} services to be scraped targets, up`,
      async () => {
        const targets = await prometheusApi<{ activeTargets: Target[]; droppedTargets: unknown[] }>('/api/v1/targets');
        const up = targets.activeTargets.filter((target) => target.health === 'up').length;
        if (targets.activeTargets.length !== services.size || up !== services.size) throw new Error(`${targets.activeTargets.length} active targets, ${up} up`);
        return targets;
      },
      { intervalMs: 500 },
    );
    expect(Object.fromEntries(activeTargets.map((target) => [target.labels['service'], [target.labels['job'], target.labels['instance']]]))).toEqual(
      Object.fromEntries([...services.values()].map((service) => [service.name, ['pickwise', `127.0.0.1:${service.metricsPort}`]])),
    );
    expect(droppedTargets).toHaveLength(frontends.length);
    const up = await prometheusApi<{ result: unknown[] }>(`/api/v1/query?query=${encodeURIComponent('up{job="pickwise"} == 1')}`);
    expect(up.result).toHaveLength(services.size);
  });

  it('fires PickWiseIngestionStale for the game whose last success is 37 h old, and PickWiseProviderBreakerOpen for the refused provider', async () => {
    const stale = await firing('PickWiseIngestionStale', { game: GAME });
    expect(stale.labels).toMatchObject({ reason: 'stale', severity: 'critical' });
    const breaker = await firing('PickWiseProviderBreakerOpen', {});
    expect(breaker.labels['breaker']).toMatch(/^provider:/);
    // Only Powerball has a success in the log: no other game is stale.
    expect((await alerts()).filter((alert) => alert.labels['alertname'] === 'PickWiseIngestionStale').map((alert) => alert.labels['game'])).toEqual([GAME]);
  });

  it('fires PickWiseDrawsUnverified for the disputed draw, from the gauge ingestion sets from the draws service', async () => {
    const alert = await firing('PickWiseDrawsUnverified', { game: DISPUTED_GAME, reason: 'disputed' });
    expect(alert.labels['severity']).toBe('warning');
    // Only that draw is unverified: no other game or reason alerts.
    expect((await alerts()).filter((candidate) => candidate.labels['alertname'] === 'PickWiseDrawsUnverified').map((candidate) => `${candidate.labels['game']}/${candidate.labels['reason']}`)).toEqual([
      `${DISPUTED_GAME}/disputed`,
    ]);
  });

  it('fires PickWiseServiceDown for a SIGKILLed service, and for no other', async () => {
    // Firing ones only: one slow scrape on this busy machine may make an alert pending for a moment.
    const serviceDown = async () => (await alerts()).filter((alert) => alert.labels['alertname'] === 'PickWiseServiceDown' && alert.state === 'firing');
    expect(await serviceDown()).toEqual([]);
    const generation = services.get('generation')!;
    await stopService(generation, 'SIGKILL');
    const alert = await firing('PickWiseServiceDown', { service: 'generation' });
    expect(alert.labels).toMatchObject({ job: 'pickwise', instance: `127.0.0.1:${generation.metricsPort}`, severity: 'critical' });
    expect((await serviceDown()).map((down) => down.labels['service'])).toEqual(['generation']);
  });
});
