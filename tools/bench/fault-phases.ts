// The faults a scaled-out system (`--replicas 2 --nats-cluster 3`) must ride through under a steady
// visitor load, one phase after another: a NATS node SIGKILLed, one replica of each service SIGKILLed,
// the draws consumer SIGKILLed in the middle of an ingestion run, a generation replica paused
// (SIGSTOP) for 20 s, both jackpots replicas away at once. The launcher starts every killed process
// again, as Kubernetes would. Run by the scale-out test (tests/scale-out), which asserts what must
// hold on any machine, and by `npm run bench -- --replicas 2 --nats-cluster 3`, which prints each
// phase's tails (a machine's figures, never an assertion).
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { connect } from '@nats-io/transport-node';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { SUBJECTS, drawsIngestedBatchSchema, drawsIngestedSubject, ingestionBootstrapResultSchema, type IngestionBootstrapResult } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { createHash } from 'node:crypto';
import type { LaunchedSystem } from '../start/launched-system.ts';
import { failed, percentile, type VisitorLoad, type VisitorRequest } from './visitor-load.ts';

const SERVICES = ['generation', 'draws', 'jackpots', 'identity', 'ingestion', 'tickets', 'notifications', 'gateway'] as const;
/** A killed process is back and ready well within this on any honest machine; past it, a hang. */
const RESTART_TIMEOUT_MS = 180_000;
/** The ingestion run (every game from the providers' stand-in) in the draws phase. */
const INGESTION_TIMEOUT_MS = 300_000;

export interface Phase {
  name: string;
  from: number;
  to: number;
}

export interface IngestionUnderFault {
  result: IngestionBootstrapResult;
  /** Every draw the run published, as `game|date|main` → `special|bonus`. */
  published: Map<string, string>;
  /** The stored draws of the same games and dates, in the same form. */
  stored: Map<string, string>;
  storedRows: number;
}

export interface FaultRun {
  phases: Phase[];
  ingestion: IngestionUnderFault;
}

/** Runs one SQL statement on its own connection to the database at `url`. */
export async function sql<T extends object>(url: string, query: string, params: unknown[] = []): Promise<T[]> {
  const orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: url, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    return await orm.em.getConnection().execute<T[]>(query, params);
  } finally {
    await orm.close();
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const serviceReady = (system: LaunchedSystem, name: string) => `http://127.0.0.1:${system.portOf(name)}/health/ready`;

/** A draw as stored and as published, for comparing the two. */
const drawKey = (game: string, date: string, main: readonly number[]) => `${game}|${date}|${[...main].sort((a, b) => a - b).join(',')}`;
const drawValue = (special: readonly number[], bonus: readonly number[]) => `${special.join(',')}|${bonus.join(',')}`;

/** A short digest of a set of draws, printed so that two runs' draws can be compared at a glance. */
export const checksum = (draws: Map<string, string>) =>
  createHash('sha256')
    .update([...draws].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => `${key}=${value}`).join('\n'))
    .digest('hex')
    .slice(0, 16);

/**
 * Every phase, in order, on `system` (whose database is `databaseUrl`) while `load` runs (started
 * by the caller, stopped by it after). Resolves with each phase's span and what the ingestion run
 * under a fault published and stored.
 */
export async function runFaultPhases(system: LaunchedSystem, load: VisitorLoad, databaseUrl: string): Promise<FaultRun> {
  const phases: Phase[] = [];
  const phase = async (name: string, action: () => Promise<void>) => {
    const from = Date.now();
    await action();
    phases.push({ name, from, to: Date.now() });
  };
  /** SIGKILL, then wait until the launcher has started it again and it is ready. */
  const killAndWait = async (name: string, readyUrl: string) => {
    const old = system.signal(name, 'SIGKILL');
    await system.restarted(name, old, RESTART_TIMEOUT_MS);
    await system.answers(readyUrl, RESTART_TIMEOUT_MS);
  };
  const servers = system.addresses.natsUrl.split(',');
  const nats = await connect({ servers });
  const requesterClient = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers, maxReconnectAttempts: -1 } });
  const requester = new NatsRequester(requesterClient, INGESTION_TIMEOUT_MS);
  let ingestion: IngestionUnderFault | undefined;
  try {
    await phase('steady', () => sleep(5_000));

    await phase('NATS node nats-2 SIGKILLed', async () => {
      const old = system.signal('nats-2', 'SIGKILL');
      await system.restarted('nats-2', old, RESTART_TIMEOUT_MS);
      await system.answers(`${system.addresses.natsMonitorUrls[1]}/healthz`, RESTART_TIMEOUT_MS);
      await sleep(2_000);
    });

    for (const service of SERVICES) {
      await phase(`${service}-1 SIGKILLed`, async () => {
        await killAndWait(`${service}-1`, serviceReady(system, `${service}-1`));
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
      const result = await requester.request(SUBJECTS.ingestionBootstrap, {}, { schema: ingestionBootstrapResultSchema, timeoutMs: INGESTION_TIMEOUT_MS });
      batches.unsubscribe();
      await system.restarted('draws-1', oldDraws, RESTART_TIMEOUT_MS);
      await system.answers(serviceReady(system, 'draws-1'), RESTART_TIMEOUT_MS);
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
        await system.answers(serviceReady(system, name), RESTART_TIMEOUT_MS);
      }
      await sleep(1_000);
    });
  } finally {
    await requesterClient.close();
    await nats.close();
  }
  return { phases, ingestion: ingestion as IngestionUnderFault };
}

/** Each phase's visitors, failures, p50, p99 and slowest request, and all of them, as a table. */
export function phaseTable(load: VisitorLoad, phases: readonly Phase[]): string {
  const line = (name: string, requests: readonly VisitorRequest[]) =>
    `${name.padEnd(40)} ${String(requests.length).padStart(6)} ${String(failed(requests).length).padStart(7)} ${String(percentile(requests, 50)).padStart(7)} ${String(percentile(requests, 99)).padStart(7)} ${String(Math.max(0, ...requests.map((request) => request.ms))).padStart(7)}`;
  return [
    `${'phase'.padEnd(40)} ${'visits'.padStart(6)} ${'failed'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
    ...phases.map((entry) => line(entry.name, load.between(entry.from, entry.to))),
    line('all', load.requests),
  ].join('\n');
}

/** What the ingestion run under a fault published and stored, with both sets' digests. */
export function ingestionLine(ingestion: IngestionUnderFault | undefined): string {
  return ingestion
    ? `ingestion: bootstrap of ${ingestion.result.totalGames} games, ${ingestion.result.fetchSuccess} fetched, ${ingestion.result.statsSuccess} with statistics\n  published ${ingestion.published.size} draws (checksum ${checksum(ingestion.published)}), stored ${ingestion.storedRows} rows for their dates (checksum ${checksum(ingestion.stored)})`
    : 'ingestion: did not run';
}
