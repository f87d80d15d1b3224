// Reconciliation end to end (issue 39): a draw reported by one provider is asked of the game's
// other providers until a second source confirms or contradicts it. The providers are libs/providers'
// stand-in, each answering a payload this file writes for a date of the last week; the draws service
// runs as a child process (its build) on a NATS server of this file's own, seeded with header-only
// history files, so the only draws of the last week are the ones the runs here put in; ingestion runs
// in this process (its schedule and reconciliation timer off: each pass is called with the time the
// test chooses, which is how an hour goes by), and as a child process for the test that SIGKILLs it
// in the middle of a pass.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DRAWS_STREAM, drawsIngestedSubject, type IngestionRunResult } from '@pickwise/contracts';
import { findGame, scheduledDrawDates, type Game } from '@pickwise/lottery';
import { ProviderStandIn } from '@pickwise/providers/stand-in';
import { formatISO, subDays } from 'date-fns';
import { Reconciler, type ReconciliationRequest } from '../../services/ingestion/src/reconciliation/reconciler.js';
import { IngestRunner } from '../../services/ingestion/src/runs/ingest-runner.js';
import { eventually } from '../support/eventually.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../support/infrastructure.js';
import { NatsServerProcess, freePort, natsServerBinary } from '../support/nats-server-process.js';
import { ServiceChild } from '../support/service-child.js';
import { startTestIngestion, type TestService } from '../support/services.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const HISTORY_DIR = path.join(root, 'services/draws/data/history');
const MINUTE_MS = 60_000;

const eurojackpot = findGame('eurojackpot') as Game;
const lotto = findGame('lotto-6aus49') as Game;
const euromillions = findGame('euromillions') as Game;

const isoDate = (at: Date) => formatISO(at, { representation: 'date' });
/** The game's draw dates of the last six days before today (today's draw may not have been drawn yet). */
const recentDates = (game: Game) => scheduledDrawDates(game, isoDate(subDays(new Date(), 6)), isoDate(subDays(new Date(), 1)));
const two = (value: number) => String(value).padStart(2, '0');

/** The payloads of each provider's format, for one draw. */
const lottolandBody = (drawDate: string, main: number[], special: number[]) => {
  const [year, month, day] = drawDate.split('-').map(Number);
  return JSON.stringify({ last: { currency: 'EUR', date: { day, month, year, hour: 21, minute: 0 }, numbers: main, euroNumbers: special, jackpot: null }, next: {} });
};
const lottoNumberArchiveBody = (drawDate: string, main: number[], superzahl: number) => {
  const [year, month, day] = drawDate.split('-');
  return JSON.stringify({ data: [{ id: 1, date: `${day}.${month}.${year}`, Lottozahl: main, Superzahl: superzahl }] });
};
const euromillionsApiBody = (drawDate: string, main: number[], stars: number[]) => JSON.stringify([{ id: null, draw_id: null, numbers: main, stars, date: drawDate, prize: null, has_winner: null }]);
const magayoBody = (drawDate: string, balls: number[]) => JSON.stringify({ error: 0, draw: drawDate, results: balls.map(two).join(',') });

let tempDir: string;
let nats: NatsServerProcess;
let natsConnection: NatsConnection;
let streams: JetStreamManager;
let drawsSchema: string;
let drawsChild: ServiceChild;
let orm: MikroORM;
let standIn: ProviderStandIn;
let ingestion: TestService;
let ingestionChild: ServiceChild | undefined;
let ingestionChildSchema: string | undefined;

const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);

const ingestionEnv = () => ({
  NATS_URL: nats.url,
  ...standIn.env(),
  INGESTION_SCHEDULE: 'off',
  PROVIDER_TIMEOUT_MS: '2000',
  PROVIDER_RETRIES: '0',
  PROVIDER_RETRY_DELAY_MS: '50',
  INGESTION_CONFIRM_TIMEOUT_MS: '60000',
  INGESTION_PUBLISH_TIMEOUT_MS: '60000',
});

interface DrawState {
  status: string;
  main: number[];
  providers: string[];
}

/** The stored draw of the game and date, with the providers of its sources in name order; undefined before it is stored. */
async function drawState(game: Game, drawDate: string): Promise<DrawState | undefined> {
  const [row] = await sql<DrawState>(
    `select d.status, d.main, coalesce(array_agg(s.provider order by s.provider) filter (where s.provider is not null), '{}') as providers
       from "${drawsSchema}".draws d left join "${drawsSchema}".draw_sources s on s.draw_id = d.id
      where d.game = ? and d.draw_date = ? group by d.id`,
    [game.id, drawDate],
  );
  return row;
}

/** Waits until the draw's status is `status`; returns its state. */
const drawBecomes = (game: Game, drawDate: string, status: string) =>
  eventually(
    `${game.id} ${drawDate} to be ${status}`,
    async () => {
      const state = await drawState(game, drawDate);
      if (state?.status !== status) throw new Error(`the draw is ${state ? `${state.status} from ${state.providers.join(', ')}` : 'not stored'}`);
      return state;
    },
    { intervalMs: 200 },
  );

const runOf = (game: Game): Promise<IngestionRunResult> => ingestion.service.app.get(IngestRunner).run(game, { kind: 'run' });
const passAt = (at: Date): Promise<ReconciliationRequest[] | null> => ingestion.service.app.get(Reconciler).pass(at);
const asked = (requests: ReconciliationRequest[] | null) => (requests ?? []).map((request) => `${request.game} ${request.drawDate} ${request.provider}: ${request.outcome}`);

/** The in-process ingestion's gauge of unverified draws for the game and reason, as /metrics shows it. */
async function unverified(game: Game, reason: string): Promise<number | undefined> {
  const metrics = await (await fetch(`${ingestion.url}/metrics`)).text();
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`ingestion_unverified_draws{game="${game.id}",reason="${reason}"} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

/** Messages in the DRAWS stream on the game's subject: a run's batches and reconciliation's answers. */
async function streamedBatches(game: Game): Promise<number> {
  const subject = drawsIngestedSubject(game.id);
  const info = await streams.streams.info(DRAWS_STREAM, { subjects_filter: subject });
  return info.state.subjects?.[subject] ?? 0;
}

beforeAll(async () => {
  if (!natsServerBinary()) throw new Error('No nats-server binary (set NATS_SERVER_BIN)');
  for (const service of ['draws', 'ingestion']) {
    const main = ServiceChild.mainOf(service);
    try {
      readFileSync(main);
    } catch {
      throw new Error(`${main} is missing: build the services first (NX_DAEMON=false npx nx run-many -t build --projects=draws,ingestion)`);
    }
  }
  tempDir = mkdtempSync(path.join(tmpdir(), 'pickwise-reconciliation-'));
  // Every shipped history file, its header only: the draws table holds only what the runs here store.
  const historyDir = path.join(tempDir, 'history');
  mkdirSync(historyDir);
  for (const file of readdirSync(HISTORY_DIR).filter((name) => name.endsWith('.csv'))) {
    writeFileSync(path.join(historyDir, file), `${readFileSync(path.join(HISTORY_DIR, file), 'utf8').split('\n')[0]}\n`);
  }

  nats = new NatsServerProcess(await freePort(), path.join(tempDir, 'jetstream'));
  await nats.start();
  natsConnection = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
  streams = await jetstreamManager(natsConnection);

  drawsSchema = uniqueSchema('draws');
  orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: DATABASE_URL, entities: [], discovery: { warnWhenNoEntities: false } });
  drawsChild = await ServiceChild.of('draws', { NATS_URL: nats.url, DATABASE_URL, DATABASE_SCHEMA: drawsSchema, DRAWS_CONSUMER: 'draws', HISTORY_DIR: historyDir });
  await drawsChild.start();

  standIn = new ProviderStandIn();
  await standIn.start();
  ingestion = await startTestIngestion({ ...ingestionEnv(), RECONCILIATION_SCHEDULE: 'off' });
});

afterEach(() => {
  standIn.bodies.clear();
  standIn.behaviour.clear();
  standIn.onRequest = undefined;
});

afterAll(async () => {
  if (standIn) standIn.onRequest = undefined;
  await ingestionChild?.kill();
  await ingestion?.stop().catch(() => undefined);
  await standIn?.stop().catch(() => undefined);
  await drawsChild?.kill();
  await natsConnection?.close().catch(() => undefined);
  await nats?.kill();
  await orm?.close();
  if (drawsSchema) await dropSchema(drawsSchema);
  if (ingestionChildSchema) await dropSchema(ingestionChildSchema);
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

it('verifies a draw once a second provider, asked by reconciliation, gives the same numbers', async () => {
  const [drawDate] = recentDates(eurojackpot);
  if (!drawDate) throw new Error('no EuroJackpot draw in the last six days');
  standIn.bodies.set('lottoland', lottolandBody(drawDate, [3, 14, 22, 38, 47], [2, 9]));
  expect(await runOf(eurojackpot)).toMatchObject({ status: 'success', inserted: 1 });
  expect(await drawBecomes(eurojackpot, drawDate, 'provisional')).toMatchObject({ providers: ['lottoland'] });

  // The next provider of the game (magayo, with the stand-in's key) has the draw too.
  standIn.bodies.set('magayo', magayoBody(drawDate, [3, 14, 22, 38, 47, 2, 9]));
  const calls = standIn.callsTo('magayo');
  expect(asked(await passAt(new Date()))).toEqual([`eurojackpot ${drawDate} magayo: answered`]);
  expect(standIn.requests.at(-1)).toContain(`draw=${drawDate}`);
  expect(await drawBecomes(eurojackpot, drawDate, 'verified')).toEqual({ status: 'verified', main: [3, 14, 22, 38, 47], providers: ['lottoland', 'magayo'] });

  // Verified: nothing more is asked of anyone.
  expect(asked(await passAt(new Date()))).toEqual([]);
  expect(standIn.callsTo('magayo')).toBe(calls + 1);
});

it('marks a draw disputed when the second provider disagrees, keeps the first-ranked values and counts it in the gauge', async () => {
  const [, drawDate] = recentDates(eurojackpot);
  if (!drawDate) throw new Error('no second EuroJackpot draw in the last six days');
  standIn.bodies.set('lottoland', lottolandBody(drawDate, [5, 11, 19, 33, 41], [1, 12]));
  expect(await runOf(eurojackpot)).toMatchObject({ status: 'success', inserted: 1 });
  await drawBecomes(eurojackpot, drawDate, 'provisional');

  standIn.bodies.set('magayo', magayoBody(drawDate, [5, 11, 19, 33, 42, 1, 12]));
  expect(asked(await passAt(new Date()))).toEqual([`eurojackpot ${drawDate} magayo: answered`]);
  // Lottoland ranks before magayo for EuroJackpot (DRAW_READERS): its numbers stay.
  expect(await drawBecomes(eurojackpot, drawDate, 'disputed')).toEqual({ status: 'disputed', main: [5, 11, 19, 33, 41], providers: ['lottoland', 'magayo'] });

  // Disputed at once, not an hour later; both of the game's providers have spoken, so nobody is asked.
  expect(asked(await passAt(new Date()))).toEqual([]);
  expect(await unverified(eurojackpot, 'disputed')).toBe(1);
  expect(await unverified(eurojackpot, 'unconfirmed')).toBe(0);
});

it('asks again after its backoff and verifies a draw whose second source publishes it an hour late', async () => {
  const [drawDate] = recentDates(lotto);
  if (!drawDate) throw new Error('no Lotto 6aus49 draw in the last six days');
  standIn.bodies.set('lotto-number-archive', lottoNumberArchiveBody(drawDate, [4, 9, 17, 28, 36, 45], 7));
  expect(await runOf(lotto)).toMatchObject({ status: 'success', inserted: 1 });
  await drawBecomes(lotto, drawDate, 'provisional');
  const seenAt = new Date();

  // magayo does not have it yet (the stand-in answers its "no such draw" for a date beyond its history).
  const first = await passAt(seenAt);
  expect(asked(first)).toEqual([`lotto-6aus49 ${drawDate} magayo: failed`]);
  const [attempt] = await ingestion.em
    .getConnection()
    .execute<{ attempts: number; outcome: string; next_attempt_at: Date }[]>(`select attempts, outcome, next_attempt_at from "${ingestion.schema}".reconciliation_attempts where game = ? and draw_date = ? and provider = 'magayo'`, [
      lotto.id,
      drawDate,
    ]);
  expect(attempt).toMatchObject({ attempts: 1, outcome: 'failed' });
  expect(new Date(attempt!.next_attempt_at).getTime()).toBe(seenAt.getTime() + 5 * MINUTE_MS);
  expect(await unverified(lotto, 'unconfirmed')).toBe(0);

  // Two minutes on, the backoff holds: magayo is not asked.
  const calls = standIn.callsTo('magayo');
  expect(asked(await passAt(new Date(seenAt.getTime() + 2 * MINUTE_MS)))).toEqual([]);
  expect(standIn.callsTo('magayo')).toBe(calls);

  // An hour and a minute on, magayo has published the draw: counted as unverified until this pass verifies it.
  standIn.bodies.set('magayo', magayoBody(drawDate, [4, 9, 17, 28, 36, 45, 7]));
  const later = new Date(seenAt.getTime() + 61 * MINUTE_MS);
  expect(asked(await passAt(later))).toEqual([`lotto-6aus49 ${drawDate} magayo: answered`]);
  expect(await unverified(lotto, 'unconfirmed')).toBe(1);
  expect(await drawBecomes(lotto, drawDate, 'verified')).toMatchObject({ providers: ['lotto-number-archive', 'magayo'] });
  expect(asked(await passAt(later))).toEqual([]);
  expect(await unverified(lotto, 'unconfirmed')).toBe(0);
});

it('loses and doubles nothing when ingestion is SIGKILLed in the middle of a pass: the restarted service asks again and the answer is stored once', async () => {
  const [, drawDate] = recentDates(lotto);
  if (!drawDate) throw new Error('no second Lotto 6aus49 draw in the last six days');
  standIn.bodies.set('lotto-number-archive', lottoNumberArchiveBody(drawDate, [2, 13, 21, 30, 39, 48], 4));
  expect(await runOf(lotto)).toMatchObject({ status: 'success', inserted: 1 });
  await drawBecomes(lotto, drawDate, 'provisional');
  const batchesBefore = await streamedBatches(lotto);

  // A second ingestion, built, in a schema of its own, reconciling every minute by its own timer.
  ingestionChildSchema = uniqueSchema('ingestion');
  const child = await ServiceChild.of('ingestion', {
    ...ingestionEnv(),
    DATABASE_URL,
    DATABASE_SCHEMA: ingestionChildSchema,
    RECONCILIATION_INTERVAL_MINUTES: '1',
  });
  ingestionChild = child;
  standIn.bodies.set('magayo', magayoBody(drawDate, [2, 13, 21, 30, 39, 48, 4]));
  // magayo's answer waits until the process that asked is dead.
  let killed: Promise<void> | undefined;
  standIn.onRequest = async (provider) => {
    if (provider !== 'magayo' || killed) return;
    killed = child.kill();
    await killed;
  };
  await child.start();
  await eventually('the child’s pass to ask magayo (which kills it)', async () => (killed ? true : undefined), { timeoutMs: 150_000, intervalMs: 250 });
  await killed;
  expect(child.running).toBe(false);
  expect((await drawState(lotto, drawDate))?.status).toBe('provisional');
  const [unrecorded] = await sql<{ n: string }>(`select count(*) as n from "${ingestionChildSchema}".reconciliation_attempts`);
  expect(Number(unrecorded?.n)).toBe(0);

  // Restarted: its next pass asks magayo again, publishes the answer and records it once.
  const callsBeforeRestart = standIn.callsTo('magayo');
  await child.start();
  expect(await drawBecomes(lotto, drawDate, 'verified')).toEqual({ status: 'verified', main: [2, 13, 21, 30, 39, 48], providers: ['lotto-number-archive', 'magayo'] });
  expect(standIn.callsTo('magayo')).toBe(callsBeforeRestart + 1);
  const attempts = await sql<{ provider: string; attempts: number; outcome: string }>(`select provider, attempts, outcome from "${ingestionChildSchema}".reconciliation_attempts where draw_date = ?`, [drawDate]);
  expect(attempts).toEqual([{ provider: 'magayo', attempts: 1, outcome: 'answered' }]);
  expect(await streamedBatches(lotto)).toBe(batchesBefore + 1);
  await child.kill();
}, 300_000);

it('publishes its answer once NATS is back when NATS is killed in the middle of a pass, passing over a failing provider', async () => {
  const [drawDate] = recentDates(euromillions);
  if (!drawDate) throw new Error('no EuroMillions draw in the last six days');
  standIn.bodies.set('euromillions-api', euromillionsApiBody(drawDate, [7, 16, 23, 34, 50], [3, 11]));
  expect(await runOf(euromillions)).toMatchObject({ status: 'success', inserted: 1 });
  await drawBecomes(euromillions, drawDate, 'provisional');
  const batchesBefore = await streamedBatches(euromillions);

  // The National Lottery (next in line for EuroMillions) fails; magayo answers once NATS is dead.
  standIn.behaviour.set('uk-national-lottery', 'error');
  standIn.bodies.set('magayo', magayoBody(drawDate, [7, 16, 23, 34, 50, 3, 11]));
  let cut: Promise<void> | undefined;
  standIn.onRequest = async (provider) => {
    if (provider !== 'magayo' || cut) return;
    cut = nats.kill();
    await cut;
  };
  const back = (async () => {
    await eventually('magayo to be asked (which cuts NATS)', async () => (cut ? true : undefined), { intervalMs: 100 });
    await cut;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await nats.start();
  })();
  try {
    expect(asked(await passAt(new Date()))).toEqual([`euromillions ${drawDate} uk-national-lottery: failed`, `euromillions ${drawDate} magayo: answered`]);
  } finally {
    await back;
  }
  expect(await drawBecomes(euromillions, drawDate, 'verified')).toMatchObject({ providers: ['euromillions-api', 'magayo'] });
  expect(await eventually('the stream to answer again', async () => streamedBatches(euromillions))).toBe(batchesBefore + 1);
});
