// The scale-out test (issue 25): the system as `npm start -- --replicas 2 --nats-cluster 3` starts
// it (2 processes of every service, a balancer in front of the two gateways, 3 NATS nodes with the
// streams on all three) under a steady visitor load, while one after another a NATS node, one replica
// of each service and the draws consumer in the middle of an ingestion run are SIGKILLed and started
// again by the launcher, one generation replica is paused (SIGSTOP) for 20 s, and both jackpots
// replicas are away at once. It prints each phase's visitors and p99, and asserts: no visitor request
// failed, p99 under 1 s in every phase, every ingested draw stored exactly once, the jackpots
// answered throughout, the per-IP limit reached at its count across both gateways, healthy after.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, drawsIngestedBatchSchema, drawsIngestedSubject, ingestionBootstrapResultSchema, type IngestionBootstrapResult, type SystemHealth } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { ProviderStandIn } from '@pickwise/providers/stand-in';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { DATABASE_URL } from '../support/infrastructure.js';
import { natsClusterDir } from '../../tools/start/nats-cluster.ts';
import { LaunchedSystem } from './launched-system.js';
import { VisitorLoad, failed, percentile, type VisitorRequest } from './visitor-load.js';

const VISITORS_PER_SECOND = 30;
const P99_TARGET_MS = 1_000;
const THROTTLE_LIMIT = 40;
const THROTTLE_TTL_MS = 60_000;
const SERVICES = ['generation', 'draws', 'jackpots', 'identity', 'ingestion', 'tickets', 'notifications', 'gateway'] as const;
const RESTART_TIMEOUT_MS = 90_000;

interface Phase {
  name: string;
  from: number;
  to: number;
}

const database = `scale_out_${process.pid}`;
const adminUrl = new URL(DATABASE_URL);
const databaseUrl = Object.assign(new URL(DATABASE_URL), { pathname: `/${database}` }).toString();
const standIn = new ProviderStandIn();
const phases: Phase[] = [];
let system: LaunchedSystem;
let load: VisitorLoad;
let nats: NatsConnection;
let requester: NatsRequester;
let requesterClient: ReturnType<typeof ClientProxyFactory.create>;
let ingestion: { result: IngestionBootstrapResult; published: Map<string, string>; stored: Map<string, string>; storedRows: number } | undefined;
let limiterStatuses: number[] = [];
let health: SystemHealth;
let sitePort: number | undefined;

/** Runs one SQL statement on its own connection to the database at `url`. */
async function sql<T extends object>(url: string, query: string, params: unknown[] = []): Promise<T[]> {
  const orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: url, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    return await orm.em.getConnection().execute<T[]>(query, params);
  } finally {
    await orm.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function phase(name: string, action: () => Promise<void>): Promise<void> {
  const from = Date.now();
  await action();
  phases.push({ name, from, to: Date.now() });
}

/** SIGKILL, then wait until the launcher has started it again and it is ready. */
async function killAndWait(name: string, readyUrl: (system: LaunchedSystem) => string): Promise<void> {
  const old = system.signal(name, 'SIGKILL');
  await system.restarted(name, old, RESTART_TIMEOUT_MS);
  await system.answers(readyUrl(system), RESTART_TIMEOUT_MS);
}

const serviceReady = (name: string) => (launched: LaunchedSystem) => `http://127.0.0.1:${launched.portOf(name)}/health/ready`;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A draw as stored and as published, for comparing the two. */
const drawKey = (game: string, date: string, main: readonly number[]) => `${game}|${date}|${[...main].sort((a, b) => a - b).join(',')}`;
const drawValue = (special: readonly number[], bonus: readonly number[]) => `${special.join(',')}|${bonus.join(',')}`;
const checksum = (draws: Map<string, string>) =>
  createHash('sha256')
    .update([...draws].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => `${key}=${value}`).join('\n'))
    .digest('hex')
    .slice(0, 16);

beforeAll(async () => {
  await sql(adminUrl.toString(), `create database ${database}`);
  await standIn.start();
  system = await LaunchedSystem.start(
    ['--replicas', '2', '--nats-cluster', '3'],
    {
      ...standIn.env(),
      PORT: String((sitePort = await freePort())),
      DATABASE_URL: databaseUrl,
      INGESTION_SCHEDULE: 'off',
      THROTTLE_LIMIT: String(THROTTLE_LIMIT),
      THROTTLE_TTL_MS: String(THROTTLE_TTL_MS),
      LOG_LEVEL: 'info',
    },
    path.join(import.meta.dirname, '../../test-results/scale-out-system.log'),
    240_000,
  );
  nats = await connect({ servers: system.addresses.natsUrl.split(',') });
  requesterClient = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: system.addresses.natsUrl.split(','), maxReconnectAttempts: -1 } });
  requester = new NatsRequester(requesterClient, 120_000);

  load = new VisitorLoad(system.addresses.siteUrl, VISITORS_PER_SECOND);
  load.start();
  await phase('steady', () => sleep(5_000));

  await phase('NATS node nats-2 SIGKILLed', async () => {
    const old = system.signal('nats-2', 'SIGKILL');
    await system.restarted('nats-2', old, RESTART_TIMEOUT_MS);
    await system.answers(`${system.addresses.natsMonitorUrls[1]}/healthz`, RESTART_TIMEOUT_MS);
    await sleep(2_000);
  });

  for (const service of SERVICES) {
    await phase(`${service}-1 SIGKILLed`, async () => {
      await killAndWait(`${service}-1`, serviceReady(`${service}-1`));
      await sleep(1_000);
    });
  }

  await phase('draws-1 SIGKILLed in an ingestion run', async () => {
    // The draws of the last two years go, so the run stores them again rather than finding them unchanged.
    await sql(databaseUrl, `delete from draws.draws where draw_date >= current_date - interval '2 years'`);
    const published = new Map<string, string>();
    let killed = false;
    const batches = nats.subscribe(drawsIngestedSubject('*'), {
      callback: (_error, message) => {
        const batch = drawsIngestedBatchSchema.safeParse(message.json());
        if (!batch.success) return;
        for (const draw of batch.data.draws) published.set(drawKey(batch.data.game, draw.draw_date, draw.main), drawValue(draw.special, draw.bonus));
        if (!killed) {
          killed = true;
          system.signal('draws-1', 'SIGKILL');
        }
      },
    });
    const oldDraws = system.pidOf('draws-1');
    const result = await requester.request(SUBJECTS.ingestionBootstrap, {}, { schema: ingestionBootstrapResultSchema, timeoutMs: 300_000 });
    batches.unsubscribe();
    await system.restarted('draws-1', oldDraws, RESTART_TIMEOUT_MS);
    await system.answers(serviceReady('draws-1')(system), RESTART_TIMEOUT_MS);
    const gameDates = [...new Set([...published.keys()].map((key) => key.split('|').slice(0, 2).join('|')))];
    const rows = await sql<{ game: string; draw_date: string; main: number[]; special: number[]; bonus: number[] }>(
      databaseUrl,
      `select game, to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, special, bonus from draws.draws
        where game || '|' || to_char(draw_date, 'YYYY-MM-DD') = any(string_to_array(?, ','))`,
      [gameDates.join(',')],
    );
    const stored = new Map(rows.map((row) => [drawKey(row.game, row.draw_date, row.main), drawValue(row.special, row.bonus)]));
    ingestion = { result, published, stored, storedRows: rows.length };
  });

  await phase('generation-1 SIGSTOPped for 20 s', async () => {
    system.signal('generation-1', 'SIGSTOP');
    await sleep(20_000);
    system.signal('generation-1', 'SIGCONT');
    await sleep(2_000);
  });

  await phase('both jackpots replicas SIGKILLed', async () => {
    const olds = ['jackpots-1', 'jackpots-2'].map((name) => [name, system.signal(name, 'SIGKILL')] as const);
    for (const [name, old] of olds) {
      await system.restarted(name, old, RESTART_TIMEOUT_MS);
      await system.answers(serviceReady(name)(system), RESTART_TIMEOUT_MS);
    }
    await sleep(1_000);
  });

  await load.stop();

  // The per-IP limit: one client's requests alternating between the two gateways, each trusting the
  // balancer's X-Forwarded-For as the ingress's. Started well inside a window (they are aligned on the clock).
  const intoWindow = Date.now() % THROTTLE_TTL_MS;
  if (intoWindow > THROTTLE_TTL_MS - 10_000) await sleep(THROTTLE_TTL_MS - intoWindow + 100);
  const [first, second] = system.addresses.gateways as [string, string];
  limiterStatuses = [];
  for (let request = 0; request < THROTTLE_LIMIT + 10; request++) {
    const answer = await fetch(`${request % 2 === 0 ? first : second}/api/games`, { headers: { 'x-forwarded-for': '203.0.113.25' } });
    await answer.arrayBuffer();
    limiterStatuses.push(answer.status);
  }

  await system.answers(`${system.addresses.siteUrl}/api/health`, 60_000);
  const deadline = Date.now() + 60_000;
  do {
    health = ((await (await fetch(`${system.addresses.siteUrl}/api/health`)).json()) as { data: SystemHealth }).data;
    if (health.status === 'ok' && Object.values(health.replicas).every((count) => count.ready === 2)) break;
    await sleep(1_000);
  } while (Date.now() < deadline);
}, 900_000);

afterAll(async () => {
  await load?.stop();
  if (load) printReport();
  await requesterClient?.close();
  await nats?.close();
  await system?.stop();
  await standIn.stop();
  await sql(adminUrl.toString(), `drop database if exists ${database} with (force)`);
  if (sitePort) await rm(natsClusterDir(sitePort), { recursive: true, force: true });
}, 120_000);

function printReport(): void {
  const line = (name: string, requests: readonly VisitorRequest[]) =>
    `${name.padEnd(40)} ${String(requests.length).padStart(6)} ${String(failed(requests).length).padStart(7)} ${String(percentile(requests, 50)).padStart(7)} ${String(percentile(requests, 99)).padStart(7)} ${String(Math.max(0, ...requests.map((request) => request.ms))).padStart(7)}`;
  const rows = [
    `${'phase'.padEnd(40)} ${'visits'.padStart(6)} ${'failed'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
    ...phases.map((entry) => line(entry.name, load.between(entry.from, entry.to))),
    line('all', load.requests),
    `failed requests by route and status: ${JSON.stringify(Object.fromEntries(Object.entries(Object.groupBy(failed(load.requests), (request) => `${request.route} ${request.status}`)).map(([key, list]) => [key, list?.length])))}`,
    '',
    ingestion
      ? `ingestion: bootstrap of ${ingestion.result.totalGames} games, ${ingestion.result.fetchSuccess} fetched, ${ingestion.result.statsSuccess} with statistics\n  published ${ingestion.published.size} draws (checksum ${checksum(ingestion.published)}), stored ${ingestion.storedRows} rows for their dates (checksum ${checksum(ingestion.stored)})`
      : 'ingestion: did not run',
    `limiter: ${limiterStatuses.filter((status) => status === 200).length} of ${limiterStatuses.length} answered 200 across both gateways (limit ${THROTTLE_LIMIT}), then ${limiterStatuses.filter((status) => status === 429).length} answered 429`,
    `health after: ${JSON.stringify(health)}`,
  ];
  console.log(`scale-out: ${VISITORS_PER_SECOND} visitors/s, 2 replicas of every service, 3 NATS nodes\n${rows.join('\n')}`);
}

describe('a scaled-out system under faults', () => {
  it('failed no visitor request', () => {
    expect(failed(load.requests).map((request) => `${request.route} ${request.status} after ${request.ms} ms`)).toEqual([]);
    expect(load.requests.length).toBeGreaterThan(VISITORS_PER_SECOND * 60);
  });

  it('kept the visitors’ p99 under 1 s in every phase', () => {
    const slow = phases.map((entry) => ({ phase: entry.name, p99: percentile(load.between(entry.from, entry.to), 99) })).filter((entry) => entry.p99 >= P99_TARGET_MS);
    expect(slow).toEqual([]);
  });

  it('stored every ingested draw exactly once although a draws replica died in the run', () => {
    expect(ingestion?.result).toMatchObject({ totalGames: 12, fetchSuccess: 12 });
    expect(ingestion?.published.size).toBeGreaterThan(50);
    expect(ingestion?.storedRows).toBe(ingestion?.published.size);
    expect(checksum(ingestion?.stored ?? new Map())).toBe(checksum(ingestion?.published ?? new Map()));
  });

  it('answered the jackpots throughout, from the last figures while both replicas were away', () => {
    const jackpots = load.requests.filter((request) => request.route === 'jackpots');
    expect(jackpots.length).toBeGreaterThan(100);
    expect(failed(jackpots)).toEqual([]);
  });

  it('reached the per-IP limit at its count with the requests spread over both gateways', () => {
    expect(limiterStatuses.slice(0, THROTTLE_LIMIT - 2).every((status) => status === 200)).toBe(true);
    expect(limiterStatuses.filter((status) => status === 200)).toHaveLength(THROTTLE_LIMIT);
    expect(limiterStatuses.slice(THROTTLE_LIMIT + 2).every((status) => status === 429)).toBe(true);
  });

  it('is healthy after, every replica ready', () => {
    expect(health.status).toBe('ok');
    for (const service of ['generation', 'draws', 'jackpots', 'identity', 'ingestion', 'tickets', 'notifications']) expect(health.replicas[service]?.ready).toBe(2);
  });
});
