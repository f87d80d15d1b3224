// Faults around an ingestion run, end to end: the ingestion service (in this process, its
// providers played by a local stand-in) publishes to a NATS server of this file's own, which a
// test kills and restarts; the draws service runs as a child process on that NATS, so a test can
// SIGKILL it mid-batch. The Powerball payload is the real shipped history (~3,300 draws, 4
// batches) served as NY Open Data JSON; the draws child is seeded with every history file but
// Powerball's, so only the runs put Powerball draws in its table.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  DRAWS_INGESTED_WILDCARD,
  DRAWS_STREAM,
  DRAWS_STREAM_SETTINGS,
  DRAWS_UPSERTED_WILDCARD,
  MAX_INGESTED_BATCH,
  SUBJECTS,
  drawsIngestedMsgId,
  drawsIngestedSubject,
  drawsUpsertedEventSchema,
  type DrawsIngestedBatch,
  type DrawsUpsertedEvent,
  type IngestionRunResult,
} from '@pickwise/contracts';
import { findGame, type Game } from '@pickwise/lottery';
import { ensureStream } from '@pickwise/nest-kit';
import { ProviderStandIn, historyRows, socrataPowerball } from '@pickwise/providers/stand-in';
import { IngestRunner } from '../../services/ingestion/src/runs/ingest-runner.js';
import { eventually } from '../support/eventually.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../support/infrastructure.js';
import { NatsServerProcess, freePort, natsServerBinary } from '../support/nats-server-process.js';
import { ServiceChild } from '../support/service-child.js';
import { startTestIngestion, type TestService } from '../support/services.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const DRAWS_MAIN = ServiceChild.mainOf('draws');
const HISTORY_DIR = path.join(root, 'services/draws/data/history');
const DRAWS_DURABLE = 'draws';
/**
 * The durable is made here before the draws service starts (it keeps an existing one), with the
 * service's settings but a 10 s acknowledgement wait instead of 60 s: batches a killed draws
 * process had pulled come back after 10 s, not a minute, which keeps the test short.
 */
const ACK_WAIT_MS = 10_000;

const powerball = findGame('powerball') as Game;
const eurojackpot = findGame('eurojackpot') as Game;

interface Draw {
  draw_date: string;
  main: number[];
  special: number[];
}

/** One line per draw, in date order: what the checksum of the stored rows is compared with. */
const drawLine = (draw: Draw) => `${draw.draw_date}|${[...draw.main].sort((a, b) => a - b).join(',')}|${draw.special.join(',')}`;
const payloadRows = historyRows(powerball);
const expectedLines = [...new Set(payloadRows.map(drawLine))].sort();
const expected = { count: expectedLines.length, md5: createHash('md5').update(expectedLines.join('\n')).digest('hex') };

let tempDir: string;
let nats: NatsServerProcess;
let drawsSchema: string;
let drawsChild: ServiceChild;
let orm: MikroORM;
let standIn: ProviderStandIn;
let ingestion: TestService;
let breakerIngestion: TestService | undefined;
let watcher: NatsConnection;
let js: JetStreamClient;
/** Every `draws.upserted.*` event seen on the test NATS. */
const events: DrawsUpsertedEvent[] = [];
let onUpserted: ((event: DrawsUpsertedEvent) => void) | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);

const ingestionEnv = (natsUrl: string, overrides: Record<string, string> = {}) => ({
  NATS_URL: natsUrl,
  ...standIn.env(),
  PROVIDER_TIMEOUT_MS: '2000',
  PROVIDER_RETRIES: '0',
  PROVIDER_RETRY_DELAY_MS: '50',
  INGESTION_SCHEDULE: 'off',
  INGESTION_CONFIRM_TIMEOUT_MS: '60000',
  INGESTION_PUBLISH_TIMEOUT_MS: '60000',
  ...overrides,
});

const deletePowerball = () => sql(`delete from "${drawsSchema}".draws where game = 'powerball'`);

/** Count and checksum of the stored Powerball draws, in the same line format as `expected`. */
async function storedPowerball(): Promise<{ count: number; md5: string; distinct: number }> {
  const [row] = await sql<{ count: string; distinct: string; md5: string | null }>(
    `select count(*) as count,
            count(distinct (draw_date, main)) as distinct,
            md5(string_agg(line, E'\\n' order by line)) as md5
       from (select draw_date, main,
                    to_char(draw_date, 'YYYY-MM-DD') || '|' || array_to_string(main, ',') || '|' || array_to_string(special, ',') as line
               from "${drawsSchema}".draws where game = 'powerball') as stored`,
  );
  return { count: Number(row?.count), distinct: Number(row?.distinct), md5: row?.md5 ?? '' };
}

const logRow = async (service: TestService, logId: string) => {
  const [row] = await service.em
    .getConnection()
    .execute<{ status: string; message: string | null; rows_inserted: number; rows_updated: number; rows_skipped: number }[]>(
      `select status, message, rows_inserted, rows_updated, rows_skipped from "${service.schema}".ingest_logs where id = ?`,
      [Number(logId)],
    );
  return row;
};

const runOf = (service: TestService, game: Game): Promise<IngestionRunResult> => service.service.app.get(IngestRunner).run(game, { kind: 'run' });

beforeAll(async () => {
  if (!natsServerBinary()) throw new Error('No nats-server binary (set NATS_SERVER_BIN)');
  if (!existsSync(DRAWS_MAIN)) throw new Error(`${DRAWS_MAIN} is missing: build the draws service first (NX_DAEMON=false npx nx run draws:build)`);
  tempDir = mkdtempSync(path.join(tmpdir(), 'pickwise-ingestion-faults-'));
  // Every shipped history file but Powerball's, which keeps its header only.
  const historyDir = path.join(tempDir, 'history');
  mkdirSync(historyDir);
  for (const file of readdirSync(HISTORY_DIR)) copyFileSync(path.join(HISTORY_DIR, file), path.join(historyDir, file));
  writeFileSync(path.join(historyDir, 'powerball.csv'), 'draw_date,main,special,jackpot,source,matrix\n');

  nats = new NatsServerProcess(await freePort(), path.join(tempDir, 'jetstream'));
  await nats.start();

  watcher = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
  js = jetstream(watcher);
  const manager = await jetstreamManager(watcher);
  await ensureStream(manager, DRAWS_STREAM_SETTINGS, 1);
  await manager.consumers.add(DRAWS_STREAM, {
    durable_name: DRAWS_DURABLE,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: DRAWS_INGESTED_WILDCARD,
    ack_wait: nanos(ACK_WAIT_MS),
    max_ack_pending: 64,
  });
  // draws.upserted is published through Nest's NATS client: `{ pattern, data }` on the wire.
  watcher.subscribe(DRAWS_UPSERTED_WILDCARD, {
    callback: (_error, message) => {
      let data: unknown;
      try {
        data = (message.json() as { data?: unknown }).data;
      } catch {
        return;
      }
      const event = drawsUpsertedEventSchema.safeParse(data);
      if (!event.success) return;
      events.push(event.data);
      onUpserted?.(event.data);
    },
  });

  drawsSchema = uniqueSchema('draws');
  orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: DATABASE_URL, entities: [], discovery: { warnWhenNoEntities: false } });
  // The draws service's build on the test NATS, in its schema, seeded from the history copy.
  drawsChild = await ServiceChild.of('draws', {
    NATS_URL: nats.url,
    DATABASE_URL,
    DATABASE_SCHEMA: drawsSchema,
    DRAWS_CONSUMER: DRAWS_DURABLE,
    HISTORY_DIR: path.join(tempDir, 'history'),
  });
  await drawsChild.start();

  standIn = new ProviderStandIn();
  await standIn.start();
  standIn.bodies.set('ny-open-data', socrataPowerball(payloadRows));
  ingestion = await startTestIngestion(ingestionEnv(nats.url));
});

afterAll(async () => {
  onUpserted = undefined;
  if (standIn) standIn.onRequest = undefined;
  await breakerIngestion?.stop().catch(() => undefined);
  await ingestion?.stop().catch(() => undefined);
  await standIn?.stop().catch(() => undefined);
  await drawsChild?.kill();
  await watcher?.close().catch(() => undefined);
  await nats?.kill();
  await orm?.close();
  if (drawsSchema) await dropSchema(drawsSchema);
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

/**
 * The shared ingestion service hears the draws service's reports on core NATS, which drops what is
 * published while a connection is away: after the first test restarts NATS, a run started before
 * this service has reconnected would lose the report of its first batch and end unconfirmed. So
 * each test starts once the service answers a request on the file's NATS again.
 */
beforeEach(async () => {
  await eventually('the ingestion service to answer on the test NATS', async () => {
    const reply = await watcher.request(SUBJECTS.ingestionLogsList, JSON.stringify({ pattern: SUBJECTS.ingestionLogsList, data: { limit: 1 }, id: 'ingestion-faults' }), { timeout: 1_000 });
    return (reply.json() as { response?: { ok?: boolean } }).response?.ok === true ? true : undefined;
  });
});

it('stores every draw of a run once when NATS is killed in the middle of it and comes back', async () => {
  // A service of its own: its JetStream connection is first opened by this run's publish, into a
  // NATS that is down. The confirmation wait is short: if the draws service's reports are published
  // while this service's subscription is still reconnecting, they are lost (core NATS), and the run
  // ends 'not confirmed' although JetStream delivers every batch.
  const service = await startTestIngestion(ingestionEnv(nats.url, { INGESTION_CONFIRM_TIMEOUT_MS: '8000' }));
  await deletePowerball();
  let cut: Promise<void> | undefined;
  // The provider's answer waits until NATS is dead: the run publishes into a NATS that is down.
  standIn.onRequest = async (provider) => {
    if (provider !== 'ny-open-data' || cut) return;
    cut = nats.kill();
    await cut;
  };
  const back = (async () => {
    await eventually('the provider stand-in to be asked for Powerball (which cuts NATS)', async () => (cut ? true : undefined));
    await cut;
    await sleep(1_500);
    await nats.start();
  })();
  try {
    const result = await runOf(service, powerball);
    await back;
    expect(cut).toBeDefined();
    expect(result.total).toBe(expected.count);
    // Published in full once NATS was back; at worst some reports were lost on the way back.
    if (result.status === 'success') expect(result).toMatchObject({ inserted: expected.count, updated: 0, skipped: 0 });
    else expect(result.message).toMatch(/^Run not confirmed: /);
    // The run finished its log row (a report arriving after the wait rewrites it as success).
    expect([result.status, 'success']).toContain((await logRow(service, result.logId))?.status);
    // Every batch is in JetStream: the draws service stores them all, each draw once.
    const stored = await eventually(
      `all ${expected.count} Powerball draws to be stored`,
      async () => {
        const now = await storedPowerball();
        if (now.count < expected.count) throw new Error(`${now.count} stored`);
        return now;
      },
      { intervalMs: 250 },
    );
    expect(stored).toEqual({ ...expected, distinct: expected.count });
  } finally {
    standIn.onRequest = undefined;
    await back.catch(() => undefined);
    if (!nats.running) await nats.start();
    await service.stop();
  }
});

it('completes a run when the draws service is SIGKILLed in the middle of its batches and restarted', async () => {
  await deletePowerball();
  let killed: Promise<void> | undefined;
  const firstBatch = new Promise<DrawsUpsertedEvent>((resolve) => {
    onUpserted = (event) => {
      if (event.game !== 'powerball' || event.batch === undefined || killed) return;
      killed = drawsChild.kill();
      resolve(event);
    };
  });
  const running = runOf(ingestion, powerball);
  try {
    const first = await firstBatch;
    await killed;
    const confirmedBeforeKill = events.filter((event) => event.runId === first.runId).length;
    await sleep(1_000);
    await drawsChild.start();
    const result = await running;
    // The kill came in the middle of the run: some of its batches were still to be stored.
    expect(confirmedBeforeKill).toBeLessThan(Math.ceil(expected.count / MAX_INGESTED_BATCH));
    expect(result).toMatchObject({ status: 'success', total: expected.count, updated: 0 });
    // A batch the killed process stored but had not acknowledged comes back and is reported unchanged.
    expect(result.inserted + result.skipped).toBe(expected.count);
    expect((await logRow(ingestion, result.logId))?.status).toBe('success');
    expect(await storedPowerball()).toEqual({ ...expected, distinct: expected.count });
  } finally {
    onUpserted = undefined;
    await running.catch(() => undefined);
    if (!drawsChild.running) await drawsChild.start();
  }
});

it('stores a batch published twice once, and a run repeated changes nothing', async () => {
  // The same batch twice with the same Nats-Msg-Id: JetStream keeps one message.
  const rows = payloadRows.slice(0, 5);
  await sql(`delete from "${drawsSchema}".draws where game = 'powerball' and draw_date in (${rows.map(() => '?').join(', ')})`, rows.map((row) => row.draw_date));
  const runId = `it-dup-${process.pid}-${Date.now().toString(36)}`;
  const batch: DrawsIngestedBatch = {
    game: 'powerball',
    runId,
    batch: 0,
    draws: rows.map((row) => ({ draw_date: row.draw_date, main: row.main, special: row.special, jackpot: null, source: 'ny-open-data' })),
  };
  const publish = (body: DrawsIngestedBatch) => js.publish(drawsIngestedSubject(body.game), JSON.stringify(body), { msgID: drawsIngestedMsgId(body.game, body.runId, body.batch) });
  const first = await publish(batch);
  const again = await publish(batch);
  expect(first.duplicate).toBe(false);
  expect(again).toMatchObject({ duplicate: true, seq: first.seq });
  // Batches are handled in stream order: once the next one is announced, a second copy would have been too.
  await publish({ ...batch, runId: `${runId}-next` });
  await eventually(`the draws.upserted event of ${runId}-next`, async () => events.find((event) => event.runId === `${runId}-next`));
  expect(events.filter((event) => event.runId === runId).map(({ inserted, updated, skipped }) => ({ inserted, updated, skipped }))).toEqual([{ inserted: 5, updated: 0, skipped: 0 }]);
  expect(await storedPowerball()).toEqual({ ...expected, distinct: expected.count });

  // A run, then the same run again: the second finds everything stored.
  await deletePowerball();
  const stored = await runOf(ingestion, powerball);
  expect(stored).toMatchObject({ status: 'success', inserted: expected.count, updated: 0, skipped: 0, total: expected.count });
  const repeated = await runOf(ingestion, powerball);
  expect(repeated).toMatchObject({ status: 'success', inserted: 0, updated: 0, skipped: expected.count, total: expected.count });
  expect(await logRow(ingestion, repeated.logId)).toMatchObject({ status: 'success', rows_inserted: 0, rows_updated: 0, rows_skipped: expected.count });
  expect(await storedPowerball()).toEqual({ ...expected, distinct: expected.count });
});

it('logs failed runs while a provider is down, opens its breaker after 3, and other games still run', async () => {
  // A fresh service: a fresh breaker, and no magayo key, so Powerball has no provider to fall back on.
  breakerIngestion = await startTestIngestion(ingestionEnv(nats.url, { PROVIDER_BREAKER_VOLUME: '3', MAGAYO_API_KEY: '' }));
  standIn.behaviour.set('ny-open-data', 'error');
  try {
    const callsBefore = standIn.callsTo('ny-open-data');
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await runOf(breakerIngestion, powerball);
      expect(result).toMatchObject({ status: 'failed', inserted: 0, total: 0 });
      expect(result.message).toContain('HTTP 500');
      expect(await logRow(breakerIngestion, result.logId)).toMatchObject({ status: 'failed', message: expect.stringContaining('HTTP 500') });
      expect(standIn.callsTo('ny-open-data')).toBe(callsBefore + attempt);
    }

    const refused = await runOf(breakerIngestion, powerball);
    expect(refused.status).toBe('failed');
    expect(refused.message).toContain('circuit breaker is open');
    expect((await logRow(breakerIngestion, refused.logId))?.status).toBe('failed');
    expect(standIn.callsTo('ny-open-data')).toBe(callsBefore + 3);
    const metrics = await (await fetch(`${breakerIngestion.url}/metrics`)).text();
    expect(metrics).toMatch(/^circuit_breaker_state\{breaker="provider:ny-open-data"\} 2$/m);

    const other = await runOf(breakerIngestion, eurojackpot);
    expect(other).toMatchObject({ status: 'success' });
    expect(other.message).toContain('via lottoland');
    expect((await logRow(breakerIngestion, other.logId))?.status).toBe('success');
  } finally {
    standIn.behaviour.delete('ny-open-data');
  }
});
