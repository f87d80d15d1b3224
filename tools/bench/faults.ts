// The fault phases of `npm run bench -- --replicas 2 --nats-cluster 3` (tools/bench/fault-phases.ts):
// a scaled-out system of its own, started with the launcher's scaling options against the draw
// providers' stand-in and a throwaway database on the PostgreSQL server of DATABASE_URL (else this
// machine's), under 30 visitors a second while each phase's fault happens. Prints and returns each
// phase's visitors, failures, p50, p99 and slowest request. The scale-out test runs the same phases
// and asserts what holds on any machine; the tails are this benchmark's.
import { ProviderStandIn } from '@pickwise/providers/stand-in';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { acceptsPostgresConnection, LOCAL_DATABASE_URL } from '../../tests/support/resolve-infrastructure.ts';
import { LaunchedSystem } from '../start/launched-system.ts';
import { natsClusterDir } from '../start/nats-cluster.ts';
import { freePort } from '../start/ports.ts';
import { dataDir } from '../start/workspace.ts';
import { ingestionLine, phaseTable, runFaultPhases, sql } from './fault-phases.ts';
import { VisitorLoad, failed, percentile } from './visitor-load.ts';

const VISITORS_PER_SECOND = 30;
const START_TIMEOUT_MS = 300_000;

export interface PhaseFigures {
  phase: string;
  visits: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The phases on a system started with `scaling` (e.g. ['--replicas', '2', '--nats-cluster', '3']); undefined when no PostgreSQL answers. */
export async function benchFaultPhases(scaling: readonly string[]): Promise<PhaseFigures[] | undefined> {
  const serverUrl = process.env['DATABASE_URL'] ?? LOCAL_DATABASE_URL;
  if (!(await acceptsPostgresConnection(serverUrl))) {
    console.log(`\nNo PostgreSQL answers at ${serverUrl} (set DATABASE_URL): skipping the fault phases.`);
    return undefined;
  }
  const database = `bench_faults_${process.pid}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const standIn = new ProviderStandIn();
  const port = await freePort();
  const logFile = path.join(dataDir, 'bench-faults-launcher.log');
  await sql(serverUrl, `create database ${database}`);
  let system: LaunchedSystem | undefined;
  let load: VisitorLoad | undefined;
  try {
    await standIn.start();
    console.log(`\nFault phases: starting a system with ${scaling.join(' ')} on port ${port} (log: ${path.relative(process.cwd(), logFile)})…`);
    system = await LaunchedSystem.start(
      scaling,
      { ...standIn.env(), PORT: String(port), DATABASE_URL: databaseUrl, INGESTION_SCHEDULE: 'off', LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn' },
      logFile,
      START_TIMEOUT_MS,
    );
    load = new VisitorLoad(system.addresses.siteUrl, VISITORS_PER_SECOND);
    load.start();
    const run = await runFaultPhases(system, load, databaseUrl);
    await load.stop();
    console.log(`${VISITORS_PER_SECOND} visitors/s during each phase (the load generator shares the machine's cores):\n${phaseTable(load, run.phases)}\n${ingestionLine(run.ingestion)}`);
    const finished = load;
    return run.phases.map((phase) => {
      const requests = finished.between(phase.from, phase.to);
      return {
        phase: phase.name,
        visits: requests.length,
        failed: failed(requests).length,
        p50Ms: percentile(requests, 50),
        p99Ms: percentile(requests, 99),
        maxMs: Math.max(0, ...requests.map((request) => request.ms)),
      };
    });
  } finally {
    await load?.stop();
    await system?.stop();
    await standIn.stop();
    await sql(serverUrl, `drop database if exists ${database} with (force)`);
    await rm(natsClusterDir(port), { recursive: true, force: true });
  }
}
