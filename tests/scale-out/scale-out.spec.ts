// The scale-out test (issue 25): the system as `npm start -- --replicas 2 --nats-cluster 3` starts
// it (2 processes of every service, a balancer in front of the two gateways, 3 NATS nodes with the
// streams on all three) under a steady visitor load, while one after another a NATS node, one replica
// of each service and the draws consumer in the middle of an ingestion run are SIGKILLed and started
// again by the launcher, one generation replica is paused (SIGSTOP) for 20 s, and both jackpots
// replicas are away at once. It prints each phase's visitors, p50, p99 and slowest request, and
// asserts what holds on any machine: no visitor request failed, none waited as long as a hang
// (VISITOR_HANG_MS), every phase had visitors, every ingested draw stored exactly once, the jackpots
// answered throughout, the per-IP limit reached at its count across both gateways, healthy after.
// The tails are a machine's figures, not assertions: `npm run bench -- --replicas 2 --nats-cluster 3`
// measures them (tools/bench/fault-phases.ts, which this test runs too).
import type { SystemHealth } from '@pickwise/contracts';
import { ProviderStandIn } from '@pickwise/providers/stand-in';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { DATABASE_URL } from '../support/infrastructure.js';
import { checksum, ingestionLine, phaseTable, runFaultPhases, sql, type FaultRun } from '../../tools/bench/fault-phases.ts';
import { VISITOR_HANG_MS, VisitorLoad, failed } from '../../tools/bench/visitor-load.ts';
import { natsClusterDir } from '../../tools/start/nats-cluster.ts';
import { LaunchedSystem } from '../../tools/start/launched-system.ts';

const VISITORS_PER_SECOND = 30;
const THROTTLE_LIMIT = 40;
const THROTTLE_TTL_MS = 60_000;
/** The scaled-out system is up well within this on any honest machine. */
const START_TIMEOUT_MS = 300_000;

const database = `scale_out_${process.pid}`;
const adminUrl = new URL(DATABASE_URL);
const databaseUrl = Object.assign(new URL(DATABASE_URL), { pathname: `/${database}` }).toString();
const standIn = new ProviderStandIn();
let system: LaunchedSystem;
let load: VisitorLoad;
let run: FaultRun | undefined;
let limiterStatuses: number[] = [];
let health: SystemHealth;
let sitePort: number | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
    START_TIMEOUT_MS,
  );

  load = new VisitorLoad(system.addresses.siteUrl, VISITORS_PER_SECOND);
  load.start();
  run = await runFaultPhases(system, load, databaseUrl);
  await load.stop();

  // The per-IP limit: one client's requests alternating between the two gateways, each trusting the
  // balancer's X-Forwarded-For as the ingress's. Started at least 30 s before the window ends (the
  // windows are aligned on the clock), where 50 requests take a fraction of a second.
  const intoWindow = Date.now() % THROTTLE_TTL_MS;
  if (intoWindow > THROTTLE_TTL_MS - 30_000) await sleep(THROTTLE_TTL_MS - intoWindow + 100);
  const [first, second] = system.addresses.gateways as [string, string];
  limiterStatuses = [];
  for (let request = 0; request < THROTTLE_LIMIT + 10; request++) {
    const answer = await fetch(`${request % 2 === 0 ? first : second}/api/games`, { headers: { 'x-forwarded-for': '203.0.113.25' } });
    await answer.arrayBuffer();
    limiterStatuses.push(answer.status);
  }

  await system.answers(`${system.addresses.siteUrl}/api/health`, START_TIMEOUT_MS);
  const deadline = Date.now() + START_TIMEOUT_MS;
  do {
    health = ((await (await fetch(`${system.addresses.siteUrl}/api/health`)).json()) as { data: SystemHealth }).data;
    if (health.status === 'ok' && Object.values(health.replicas).every((count) => count.ready === 2)) break;
    await sleep(1_000);
  } while (Date.now() < deadline);
}, 1_200_000);

afterAll(async () => {
  await load?.stop();
  if (load) printReport();
  await system?.stop();
  await standIn.stop();
  await sql(adminUrl.toString(), `drop database if exists ${database} with (force)`);
  if (sitePort) await rm(natsClusterDir(sitePort), { recursive: true, force: true });
}, 120_000);

function printReport(): void {
  const rows = [
    phaseTable(load, run?.phases ?? []),
    `failed requests by route and status: ${JSON.stringify(Object.fromEntries(Object.entries(Object.groupBy(failed(load.requests), (request) => `${request.route} ${request.status}`)).map(([key, list]) => [key, list?.length])))}`,
    '',
    ingestionLine(run?.ingestion),
    `limiter: ${limiterStatuses.filter((status) => status === 200).length} of ${limiterStatuses.length} answered 200 across both gateways (limit ${THROTTLE_LIMIT}), then ${limiterStatuses.filter((status) => status === 429).length} answered 429`,
    `health after: ${JSON.stringify(health)}`,
  ];
  console.log(`scale-out: ${VISITORS_PER_SECOND} visitors/s, 2 replicas of every service, 3 NATS nodes\n${rows.join('\n')}`);
}

describe('a scaled-out system under faults', () => {
  it('failed no visitor request', () => {
    expect(failed(load.requests).map((request) => `${request.route} ${request.status} after ${request.ms} ms`)).toEqual([]);
  });

  it('kept visitors coming in every phase, and none waited as long as a hang', () => {
    const phases = run?.phases ?? [];
    expect(phases.length).toBeGreaterThan(0);
    expect(phases.map((entry) => ({ phase: entry.name, visits: load.between(entry.from, entry.to).length > 0 }))).toEqual(phases.map((entry) => ({ phase: entry.name, visits: true })));
    const hung = load.requests.filter((request) => request.ms >= VISITOR_HANG_MS);
    expect(hung.map((request) => `${request.route} ${request.status} after ${request.ms} ms`)).toEqual([]);
  });

  it('stored every ingested draw exactly once although a draws replica died in the run', () => {
    const ingestion = run?.ingestion;
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
