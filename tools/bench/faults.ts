// The fault phases of `npm run bench -- --replicas 2 --nats-cluster 3` (tools/bench/fault-phases.ts):
// a scaled-out system of its own, started with the launcher's scaling options against the draw
// providers' stand-in and a throwaway database on the PostgreSQL server of DATABASE_URL (else this
// machine's), under 30 visitors a second while each phase's fault happens, BENCH_FAULT_RUNS times (3
// unless told) on the one system. Prints each run's table, then each phase's p50, p99 and slowest
// request as the median of the runs with their range, and returns them. The scale-out test runs the
// same phases and asserts what holds on any machine; the tails are this benchmark's.
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
const RUNS = Number(process.env['BENCH_FAULT_RUNS'] ?? 3);

/** A figure over the runs: the median and the range. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface PhaseFigures {
  phase: string;
  /** Visits and failed visits, added over the runs. */
  visits: number;
  failed: number;
  p50Ms: Spread;
  p99Ms: Spread;
  maxMs: Spread;
}

function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)] as number, min: sorted[0] as number, max: sorted[sorted.length - 1] as number };
}

const shown = (figure: Spread) => `${figure.median} (${figure.min}–${figure.max})`;

function printSpreads(figures: readonly PhaseFigures[], runs: number): void {
  const header = ['phase', 'visits', 'failed', 'p50 ms', 'p99 ms', 'max ms'];
  const rows = figures.map((figure) => [figure.phase, String(figure.visits), String(figure.failed), shown(figure.p50Ms), shown(figure.p99Ms), shown(figure.maxMs)]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] as string).length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number))).join('  ');
  console.log(`\nFault phases, ${runs} runs: the median of the runs (their range); visits and failures added up`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
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
    const perRun: { phase: string; visits: number; failed: number; p50Ms: number; p99Ms: number; maxMs: number }[][] = [];
    for (let runNumber = 1; runNumber <= RUNS; runNumber++) {
      load = new VisitorLoad(system.addresses.siteUrl, VISITORS_PER_SECOND);
      load.start();
      const run = await runFaultPhases(system, load, databaseUrl);
      await load.stop();
      console.log(`\nrun ${runNumber} of ${RUNS}, ${VISITORS_PER_SECOND} visitors/s (the load generator shares the machine's cores):\n${phaseTable(load, run.phases)}\n${ingestionLine(run.ingestion)}`);
      const finished = load;
      perRun.push(
        run.phases.map((phase) => {
          const requests = finished.between(phase.from, phase.to);
          return { phase: phase.name, visits: requests.length, failed: failed(requests).length, p50Ms: percentile(requests, 50), p99Ms: percentile(requests, 99), maxMs: Math.max(0, ...requests.map((request) => request.ms)) };
        }),
      );
    }
    const figures = (perRun[0] ?? []).map(({ phase }, index): PhaseFigures => {
      const runs = perRun.map((phases) => phases[index] as (typeof phases)[number]);
      return {
        phase,
        visits: runs.reduce((sum, entry) => sum + entry.visits, 0),
        failed: runs.reduce((sum, entry) => sum + entry.failed, 0),
        p50Ms: spread(runs.map((entry) => entry.p50Ms)),
        p99Ms: spread(runs.map((entry) => entry.p99Ms)),
        maxMs: spread(runs.map((entry) => entry.maxMs)),
      };
    });
    printSpreads(figures, RUNS);
    return figures;
  } finally {
    await load?.stop();
    await system?.stop();
    await standIn.stop();
    await sql(serverUrl, `drop database if exists ${database} with (force)`);
    await rm(natsClusterDir(port), { recursive: true, force: true });
  }
}
