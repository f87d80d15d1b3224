// `npm run bench:pools`: pools at a draw's busiest moments (issue 36, item 10). 10,000 pools of 20
// members each (every member active, with an account, having accepted agreement version 1; the
// organiser first), each with 2 to 5 tickets of 1 to 5 lines for ONE Powerball draw (the next one at
// least two days ahead) and each member's contribution recorded, a tenth of the members with budgets
// they stay within: written with a few set-based statements straight into the tickets service's
// throwaway schema. Every pool also played the draw before, sealed by the service as its sweep would
// (so each seal of the bench is its pool's second, chained to the first, and the tables and their
// statistics hold a week of history as they would in use; the time of all this is printed, and is
// no figure). Then, each BENCH_RUNS times (3 unless
// set), on the real tickets service (its build, started in this process as the integration tests
// start it, its own timers stopped so nothing but the bench seals or announces):
//   1. the seal: PoolSealsService.sealDue(cutoff) at the draw's sales cutoff, one replica with the
//      service's own concurrency, every pool's seal and spend shares counted afterwards; then
//      PoolNotices.announceSeals, the 10,000 seal notices published to POOL_NOTICES;
//   2. the results: DrawChecker.checkDraws(powerball, [draw], { tickets: 'pool' }) for a synthetic draw
//      of that date (the first pool's first line drawn, so it wins the jackpot and other lines win
//      what chance gives them), which also stores the draw's checked_draws row as the consumer's check
//      does; then PoolNotices.announceResults, each sealed pool's results notice;
//   3. one pool's page (PoolViews.get) for its organiser, its 20 members, seal and results.
// Every run starts from the same state: the seals (with their spend shares), results and notices of
// the run before are deleted, the tables vacuumed, and the POOL_NOTICES stream made anew (its
// duplicate window would otherwise swallow a run's notices as repeats of the last run's).
// Prints each run and the median with its range beside issue 36's targets (the seals within a minute
// of the cutoff, the results within 10 s of the draw's arrival). Figures only, no verdict.
//
// Everything is its own: a nats-server on a free port (JetStream, its store in a temp directory,
// stopped and removed at the end; never the machine's NATS), and a throwaway schema on DATABASE_URL
// (else this machine's PostgreSQL, postgres://postgres@127.0.0.1:5432/test, as the integration tests),
// dropped at the end. Sizes: BENCH_POOLS (10000), BENCH_POOL_MEMBERS (20), BENCH_RUNS (3).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Type } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { POOL_MEMBERS_MAX, POOL_NOTICES_STREAM, POOL_NOTICES_STREAM_SETTINGS, POOL_TICKETS_PER_DRAW_MAX, type DrawRecord, type Pool } from '@pickwise/contracts';
import { agreementTextHash, findGame, prizeTableOn, salesCutoffAt, scheduledDrawDates, sha256Hex, toMinorUnits, type Game, type GameId } from '@pickwise/lottery';
import { ensureStream, type StartedService } from '@pickwise/nest-kit';
import { POOL_AGREEMENT_TEMPLATE } from '@pickwise/site/copy';
import { answersNatsInfo } from '../start/nats.ts';
import { freePort } from '../start/ports.ts';
import { redactPassword } from '../start/postgres.ts';
import { assertWorkspaceNode, workspaceRoot } from '../start/workspace.ts';
import { stopProcess } from './bench-system.ts';

assertWorkspaceNode('npm run bench:pools');

/** A whole number of at least `least` from the environment variable `name`, else `fallback`. */
function sizeFromEnv(name: string, fallback: number, least: number, most = Number.MAX_SAFE_INTEGER): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < least || value > most) throw new Error(`${name} must be a whole number from ${least} to ${most}, not ${process.env[name]}`);
  return value;
}

const POOLS = sizeFromEnv('BENCH_POOLS', 10_000, 1);
// At most what a pool can hold; at least 2, as the organiser is one of them.
const MEMBERS = sizeFromEnv('BENCH_POOL_MEMBERS', 20, 2, POOL_MEMBERS_MAX);
const RUNS = sizeFromEnv('BENCH_RUNS', 3, 1);
const DATABASE_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Issue 36, item 10: the seals done within a minute of the cutoff, the results within 10 s of the draw's arrival. */
const SEAL_TARGET_MS = 60_000;
const RESULTS_TARGET_MS = 10_000;
const TICKETS_PER_POOL = { least: 2, most: Math.min(5, POOL_TICKETS_PER_DRAW_MAX) };
const LINES_PER_TICKET = { least: 1, most: 5 };
/** One member in this many has a weekly and a monthly budget (far above a share, so everyone counts): the seal reads their spending. */
const BUDGET_EVERY = 10;
const NATS_START_TIMEOUT_MS = 60_000;
const NATS_SERVER_BINARIES = [process.env['NATS_SERVER_BIN'], '/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];
const GAME: GameId = 'powerball';
const DAY_MS = 86_400_000;

// The bench drives the service's own classes, loaded from its build as the running service loads them
// (its sources need the decorators compiled). Only what the bench calls is named here.
interface SealsApi {
  sealDue(now: Date): Promise<number>;
}
interface NoticesApi {
  announceSeals(now?: Date): Promise<number>;
  announceResults(game: GameId, dates: readonly string[], now?: Date): Promise<void>;
}
interface CheckerApi {
  checkDraws(game: GameId, draws: readonly DrawRecord[], options: { tickets: 'pool' }): Promise<{ linesChecked: number; resultsChanged: number }>;
}
interface ViewsApi {
  get(request: { poolId: string; userId: string }): Promise<Pool>;
}
interface TicketsBuild {
  startTickets(config: unknown): Promise<StartedService>;
  loadTicketsConfig(env: NodeJS.ProcessEnv): unknown;
  PoolSealsService: Type<SealsApi>;
  SEAL_SWEEP_INTERVAL_MS: number;
  PoolNotices: Type<NoticesApi>;
  DrawChecker: Type<CheckerApi>;
  PoolViews: Type<ViewsApi>;
}

/**
 * A nats-server of the bench's own on a free port, JetStream on with its store in `storeDir`: on a
 * NATS another system uses, the service would share queue groups and streams with it.
 */
async function privateNatsServer(storeDir: string): Promise<{ url: string; server: ChildProcess }> {
  const binary = NATS_SERVER_BINARIES.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!binary) throw new Error(`no nats-server binary: set NATS_SERVER_BIN (looked at ${NATS_SERVER_BINARIES.filter(Boolean).join(', ')})`);
  const port = await freePort();
  const url = `nats://127.0.0.1:${port}`;
  const server = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
  const deadline = Date.now() + NATS_START_TIMEOUT_MS;
  while (Date.now() < deadline && server.exitCode === null) {
    if (await answersNatsInfo(url)) return { url, server };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopProcess(server);
  throw new Error(`${binary} did not answer on ${url} within ${NATS_START_TIMEOUT_MS / 1_000} s`);
}

async function loadTicketsBuild(): Promise<TicketsBuild> {
  const load = (file: string) => import(pathToFileURL(path.join(workspaceRoot, 'services', 'tickets', 'dist', file)).href) as Promise<Partial<TicketsBuild>>;
  const modules = await Promise.all(['start.js', 'config.js', 'pools/pool-seals.service.js', 'pools/pool-notices.js', 'checking/draw-checker.js', 'pools/pool-views.js'].map(load));
  const build = Object.assign({}, ...modules) as TicketsBuild;
  const missing = (['startTickets', 'loadTicketsConfig', 'PoolSealsService', 'SEAL_SWEEP_INTERVAL_MS', 'PoolNotices', 'DrawChecker', 'PoolViews'] as const).filter((name) => build[name] === undefined);
  if (missing.length > 0) throw new Error(`services/tickets/dist lacks ${missing.join(', ')}: run the bench through npm (npm run bench:pools), which builds it first`);
  return build;
}

const loadAverage = () => os.loadavg()[0]?.toFixed(2) ?? '-';
const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Milliseconds as the table prints them: seconds with two decimals from 1 s, else whole ms. */
const duration = (ms: number) => (ms >= 1_000 ? `${(ms / 1_000).toFixed(2)} s` : `${Math.round(ms)} ms`);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median and range of a figure over the runs, never the best run alone. */
function spread(values: readonly number[], format: (value: number) => string): { median: string; range: string } {
  return { median: format(median(values)), range: values.length > 1 ? `${format(Math.min(...values))} – ${format(Math.max(...values))}` : '(1 run)' };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/**
 * A whole number from 0 to n - 1 drawn from `key` (an SQL text expression): the same key gives the
 * same number on every run and every machine, so two runs of the bench seed the same pools.
 */
const drawn = (key: string, n: number) => `(('x' || substr(md5(${key}), 1, 7))::bit(28)::int % ${n})`;
/** `count` distinct numbers from `least` to `most`, ascending, picked by `key` (SQL). */
const distinctNumbers = (key: string, count: number, least: number, most: number) =>
  `array(select n from (select n from generate_series(${least}, ${most}) n order by md5(${key} || ':' || n) limit ${count}) picked order by n)::smallint[]`;

type Sql = <Row>(text: string, values?: unknown[]) => Promise<Row[]>;

interface Seeded {
  tickets: number;
  lines: number;
  /** The first pool's first line, which the synthetic draw draws. */
  jackpotLine: { main: number[]; special: number[] };
  organiser: { poolId: string; userId: string };
}

/**
 * The pools, their members, agreements, acceptances, tickets, lines and contributions, and a tenth
 * of the members' budgets, as the services would have stored them, every id and number derived from
 * the pool's and member's numbers (md5), so re-seeding writes the same rows.
 */
async function seed(sql: Sql, schema: string, game: Game, drawDates: readonly string[], drawDate: string): Promise<Seeded> {
  const table = (name: string) => `"${schema}"."${name}"`;
  const poolId = (p: string) => `md5('bench-pool-' || ${p})::uuid`;
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const linePrice = toMinorUnits(prizeTableOn(game.id, drawDate)?.ticketPrice ?? Number.NaN, game.currency);
  if (!Number.isSafeInteger(linePrice)) throw new Error(`${game.name} has no ticket price on ${drawDate}`);
  const agreement = POOL_AGREEMENT_TEMPLATE;
  const agreementHash = await agreementTextHash(agreement);

  await sql(
    `insert into ${table('pools')} (id, name, games, share_mode, created_at)
     select ${poolId('p')}, 'Bench pool ' || p, array[?], case when p % 5 = 0 then 'shares' else 'equal' end, ?::timestamptz
       from generate_series(1, ?) p`,
    [game.id, since, POOLS],
  );
  // Member 1 is the organiser and joined first: the record lists members in the order they joined.
  await sql(
    `insert into ${table('pool_members')} (id, pool_id, user_id, display_name, name_salt, shares, status, organiser, joined_at)
     select md5('bench-member-' || p || '-' || m)::uuid, ${poolId('p')}, md5('bench-user-' || p || '-' || m)::uuid, 'Member ' || m,
            md5('bench-salt-' || p || '-' || m), 1 + m % 3, 'active', m = 1, ?::timestamptz + make_interval(secs => m)
       from generate_series(1, ?) p cross join generate_series(1, ?) m`,
    [since, POOLS, MEMBERS],
  );
  await sql(
    `insert into ${table('pool_agreements')} (pool_id, version, text_en, text_es, text_sha256, created_at)
     select ${poolId('p')}, 1, ?, ?, ?, ?::timestamptz from generate_series(1, ?) p`,
    [agreement.en, agreement.es, agreementHash, since, POOLS],
  );
  await sql(`insert into ${table('pool_acceptances')} (member_id, version, accepted_at) select id, 1, joined_at + interval '1 minute' from ${table('pool_members')}`);
  const ticketSpan = TICKETS_PER_POOL.most - TICKETS_PER_POOL.least + 1;
  const lineSpan = LINES_PER_TICKET.most - LINES_PER_TICKET.least + 1;
  const lineKey = `t.id::text || '-' || l`;
  for (const date of drawDates) {
    await sql(
      `insert into ${table('pool_tickets')} (id, pool_id, game, draw_date, line_price_minor, currency, origin, added_at)
       select md5('bench-ticket-' || ?::text || '-' || p || '-' || t)::uuid, ${poolId('p')}, ?, ?::date, ?, ?, 'generated', ?::timestamptz + make_interval(mins => t)
         from generate_series(1, ?) p
         cross join lateral generate_series(1, ${TICKETS_PER_POOL.least} + ${drawn(`'tickets-' || p`, ticketSpan)}) t`,
      [date, game.id, date, linePrice, game.currency, since, POOLS],
    );
    await sql(
      `insert into ${table('pool_ticket_lines')} (ticket_id, line_index, main, special)
       select t.id, l - 1, ${distinctNumbers(`${lineKey} || '-main'`, game.mainCount, 1, game.mainMax)},
              ${distinctNumbers(`${lineKey} || '-special'`, game.specialCount, game.specialMin, game.specialMax)}
         from ${table('pool_tickets')} t
         cross join lateral generate_series(1, ${LINES_PER_TICKET.least} + ${drawn(`'lines-' || t.id::text`, lineSpan)}) l
        where t.draw_date = ?::date`,
      [date],
    );
    // Each member's part of the spend, recorded by the organiser; most confirmed by the member.
    await sql(
      `insert into ${table('pool_contributions')} (pool_id, game, draw_date, member_id, amount_minor, recorded_at, confirmed_at)
       select m.pool_id, ?, ?::date, m.id, ceil(s.spend / ?::numeric)::int, ?::timestamptz + interval '1 hour',
              case when ${drawn('m.id::text', 4)} > 0 then ?::timestamptz + interval '2 hours' end
         from ${table('pool_members')} m
         join (select t.pool_id, count(*) * ? as spend from ${table('pool_tickets')} t join ${table('pool_ticket_lines')} l on l.ticket_id = t.id
                where t.draw_date = ?::date group by t.pool_id) s
           on s.pool_id = m.pool_id`,
      [game.id, date, MEMBERS, since, since, linePrice, date],
    );
  }
  await sql(
    `insert into ${table('budgets')} (user_id, currency, weekly, monthly)
     select user_id, ?, 1000, 4000 from ${table('pool_members')} where ${drawn(`'budget-' || user_id::text`, BUDGET_EVERY)} = 0`,
    [game.currency],
  );
  await sql(`vacuum analyze ${['pools', 'pool_members', 'pool_agreements', 'pool_acceptances', 'pool_tickets', 'pool_ticket_lines', 'pool_contributions', 'budgets'].map(table).join(', ')}`);

  const [counts] = await sql<{ tickets: number; lines: number }>(
    `select count(distinct t.id)::int as tickets, count(*)::int as lines from ${table('pool_tickets')} t join ${table('pool_ticket_lines')} l on l.ticket_id = t.id where t.draw_date = ?::date`,
    [drawDate],
  );
  const [first] = await sql<{ main: number[]; special: number[]; user_id: string }>(
    `select l.main, l.special, m.user_id from ${table('pool_tickets')} t
       join ${table('pool_ticket_lines')} l on l.ticket_id = t.id
       join ${table('pool_members')} m on m.pool_id = t.pool_id and m.organiser
      where t.pool_id = ${poolId('1')} and t.draw_date = ?::date order by t.added_at, t.id, l.line_index limit 1`,
    [drawDate],
  );
  const [organiserPool] = await sql<{ id: string }>(`select ${poolId('1')}::text as id`);
  return {
    tickets: counts!.tickets,
    lines: counts!.lines,
    jackpotLine: { main: first!.main, special: first!.special },
    organiser: { poolId: organiserPool!.id, userId: first!.user_id },
  };
}

interface SealRun {
  sealMs: number;
  sealed: number;
  announceMs: number;
  announced: number;
  /** This process's CPU (the service's Node side) while it sealed. */
  sealCpuMs: number;
}

interface ResultsRun {
  checkMs: number;
  linesChecked: number;
  announceMs: number;
}

async function main(): Promise<void> {
  const game = findGame(GAME)!;
  const drawDate = scheduledDrawDates(game, isoDay(new Date(Date.now() + 2 * DAY_MS)), isoDay(new Date(Date.now() + 12 * DAY_MS)))[0];
  if (!drawDate) throw new Error(`${game.name} has no scheduled draw in the 10 days from the day after tomorrow`);
  const cutoff = salesCutoffAt(game.id, drawDate);
  const previousDate = scheduledDrawDates(game, isoDay(new Date(Date.parse(drawDate) - 10 * DAY_MS)), isoDay(new Date(Date.parse(drawDate) - DAY_MS))).at(-1);
  if (!previousDate) throw new Error(`${game.name} has no scheduled draw in the 10 days before ${drawDate}`);
  const cleanUp: (() => Promise<unknown>)[] = [];
  try {
    // NATS of the bench's own: the service's queue groups and streams meet nobody else's.
    const natsStore = await mkdtemp(path.join(os.tmpdir(), 'pickwise-pools-bench-nats-'));
    cleanUp.unshift(() => rm(natsStore, { recursive: true, force: true }));
    const nats = await privateNatsServer(natsStore);
    cleanUp.unshift(() => stopProcess(nats.server));

    const schema = `pools_bench_${process.pid}`;
    const orm = await MikroORM.init({ clientUrl: DATABASE_URL, entities: [], discovery: { warnWhenNoEntities: false } });
    cleanUp.unshift(async () => {
      await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
      await orm.close();
    });
    const sql: Sql = (text, values = []) => orm.em.getConnection().execute(text, values);
    const [server] = await sql<{ version: string }>(`select current_setting('server_version') as version`);
    const table = (name: string) => `"${schema}"."${name}"`;

    const tickets = await loadTicketsBuild();
    const config = tickets.loadTicketsConfig({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NATS_URL: nats.url,
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    });
    const service = await tickets.startTickets(config);
    cleanUp.unshift(() => service.close());
    // The seal sweep (every 20 s) would seal and announce beside the bench: only the bench does here.
    const scheduler = service.app.get(SchedulerRegistry);
    for (const name of scheduler.getIntervals()) scheduler.deleteInterval(name);
    const seals = service.app.get(tickets.PoolSealsService);
    const notices = service.app.get(tickets.PoolNotices);
    const checker = service.app.get(tickets.DrawChecker);
    const views = service.app.get(tickets.PoolViews);

    const connection = await connect({ servers: nats.url });
    cleanUp.unshift(() => connection.close());
    const streams = await jetstreamManager(connection);
    const freshNoticesStream = async () => {
      await streams.streams.delete(POOL_NOTICES_STREAM).catch(() => false);
      await ensureStream(streams, POOL_NOTICES_STREAM_SETTINGS, 1);
    };
    const noticesStored = async () => (await streams.streams.info(POOL_NOTICES_STREAM)).state.messages;

    const cpus = os.cpus();
    console.log(`PostgreSQL ${server?.version} at ${redactPassword(DATABASE_URL)} (schema ${schema}), NATS ${nats.url} (its own), tickets service in this process`);
    console.log(
      `Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}, ` +
        `load average (1 min) ${loadAverage()}`,
    );

    const seededIn = await timed(async () => {
      const seeded = await seed(sql, schema, game, [previousDate, drawDate], drawDate);
      // The draw before, sealed at its cutoff as the sweep would: each pool's first seal, the chain's first link.
      const sealedBefore = await seals.sealDue(salesCutoffAt(game.id, previousDate));
      if (sealedBefore !== POOLS) throw new Error(`${thousands(sealedBefore)} seals of the draw of ${previousDate}, not ${thousands(POOLS)}`);
      // Its members heard of it then: only the bench's draw is news.
      await sql(`update ${table('pool_seals')} set notice_published_at = sealed_at, results_published_at = sealed_at`);
      await sql(`vacuum analyze ${table('pool_seals')}, ${table('pool_spend_shares')}`);
      return seeded;
    });
    const seeded = seededIn.value;
    console.log(
      `Seeded ${thousands(POOLS)} pools of ${MEMBERS} members (${thousands(POOLS * MEMBERS)} members), each with its draw of ${previousDate} sealed, and ${thousands(seeded.tickets)} tickets, ` +
        `${thousands(seeded.lines)} lines for ${game.name} ${drawDate} in ${duration(seededIn.ms)} (not a figure); sales close ${cutoff.toISOString()}`,
    );
    console.log(`${RUNS} run${RUNS === 1 ? '' : 's'} of each; every figure below is the median with the range over the runs\n`);

    const sealRuns: SealRun[] = [];
    for (let run = 1; run <= RUNS; run++) {
      // The run's seals go with their spend shares (the foreign key cascades); the draw before stays sealed.
      await sql(`delete from ${table('pool_seals')} where draw_date = ?::date`, [drawDate]);
      await sql(`vacuum analyze ${table('pool_seals')}, ${table('pool_spend_shares')}`);
      await freshNoticesStream();
      const cpuBefore = process.cpuUsage();
      const seal = await timed(() => seals.sealDue(cutoff));
      const cpu = process.cpuUsage(cpuBefore);
      const [check] = await sql<{ seals: number; pools: number; chained: number; shares: number }>(
        `select count(*)::int as seals, count(distinct s.pool_id)::int as pools,
                count(*) filter (where s.sequence = 2 and (s.record::jsonb ->> 'previousSealHash') = b.hash)::int as chained,
                (select count(*)::int from ${table('pool_spend_shares')} where draw_date = ?::date) as shares
           from ${table('pool_seals')} s left join ${table('pool_seals')} b on b.pool_id = s.pool_id and b.sequence = 1
          where s.draw_date = ?::date`,
        [drawDate, drawDate],
      );
      const [sample] = await sql<{ hash: string; record: string }>(`select hash, record from ${table('pool_seals')} where draw_date = ?::date order by pool_id limit 1`, [drawDate]);
      const problems = [
        check!.seals !== POOLS || check!.pools !== POOLS ? `${thousands(check!.seals)} seals of ${thousands(check!.pools)} pools, not one for each of ${thousands(POOLS)}` : '',
        check!.chained !== check!.seals ? `${thousands(check!.seals - check!.chained)} seals not second in their chain, after the seal of ${previousDate}` : '',
        check!.shares !== POOLS * MEMBERS ? `${thousands(check!.shares)} spend shares, not ${thousands(POOLS * MEMBERS)}` : '',
        sample && (await sha256Hex(sample.record)) !== sample.hash ? 'a stored seal does not hash to its record' : '',
      ].filter(Boolean);
      if (problems.length > 0) throw new Error(`seal run ${run}: ${problems.join('; ')}`);
      const announce = await timed(() => notices.announceSeals(cutoff));
      const stored = await noticesStored();
      if (stored !== POOLS) throw new Error(`seal run ${run}: ${thousands(stored)} seal notices in ${POOL_NOTICES_STREAM}, not ${thousands(POOLS)}`);
      sealRuns.push({ sealMs: seal.ms, sealed: seal.value, announceMs: announce.ms, announced: announce.value, sealCpuMs: (cpu.user + cpu.system) / 1_000 });
      console.log(
        `seal run ${run}: ${thousands(seal.value)} seals in ${duration(seal.ms)} (${thousands(seal.value / (seal.ms / 1_000))}/s, this process's CPU ${duration((cpu.user + cpu.system) / 1_000)}), ` +
          `each pool one seal, second in its chain, ${thousands(check!.shares)} spend shares; ${thousands(announce.value)} seal notices published in ${duration(announce.ms)}`,
      );
    }

    // The draw arrives: the first pool's first line is drawn, so that pool wins the jackpot.
    const draw: DrawRecord = { game: game.id, draw_date: drawDate, main: seeded.jackpotLine.main, special: seeded.jackpotLine.special, bonus: [], jackpot: 100_000_000, jackpot_currency: game.currency, source: 'bench' };
    const resultsRuns: ResultsRun[] = [];
    let winners = 0;
    for (let run = 1; run <= RUNS; run++) {
      await sql(`delete from ${table('pool_line_results')}`);
      await sql(`delete from ${table('checked_draws')} where game = ? and draw_date = ?::date`, [game.id, drawDate]);
      await sql(`update ${table('pool_seals')} set results_published_at = null where draw_date = ?::date`, [drawDate]);
      await sql(`vacuum analyze ${table('pool_line_results')}, ${table('pool_seals')}, ${table('checked_draws')}`);
      await freshNoticesStream();
      const check = await timed(() => checker.checkDraws(game.id, [draw], { tickets: 'pool' }));
      const announce = await timed(() => notices.announceResults(game.id, [drawDate]));
      const [stored] = await sql<{ results: number; winners: number; told: number }>(
        `select (select count(*)::int from ${table('pool_line_results')}) as results,
                (select count(*)::int from ${table('pool_line_results')} where tier is not null) as winners,
                (select count(*)::int from ${table('pool_seals')} where draw_date = ?::date and results_published_at is not null) as told`,
        [drawDate],
      );
      const published = await noticesStored();
      if (stored!.results !== seeded.lines || check.value.linesChecked !== seeded.lines) throw new Error(`results run ${run}: ${thousands(stored!.results)} results stored, ${thousands(check.value.linesChecked)} lines checked, of ${thousands(seeded.lines)} lines`);
      if (stored!.told !== POOLS || published !== POOLS) throw new Error(`results run ${run}: ${thousands(stored!.told)} seals marked told and ${thousands(published)} notices stored, of ${thousands(POOLS)} pools`);
      winners = stored!.winners;
      resultsRuns.push({ checkMs: check.ms, linesChecked: check.value.linesChecked, announceMs: announce.ms });
      console.log(
        `results run ${run}: ${thousands(check.value.linesChecked)} lines checked in ${duration(check.ms)} (${thousands(winners)} winning), ` +
          `${thousands(published)} results notices published in ${duration(announce.ms)}`,
      );
    }

    const pageMs: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const page = await timed(() => views.get(seeded.organiser));
      if (page.value.members.length !== MEMBERS) throw new Error(`the pool's page shows ${page.value.members.length} members, not ${MEMBERS}`);
      pageMs.push(page.ms);
    }

    const rows: [string, { median: string; range: string }, string][] = [
      ['seal (sealDue, one replica)', spread(sealRuns.map((run) => run.sealMs), duration), `≤ ${SEAL_TARGET_MS / 1_000} s after the cutoff`],
      ['  seals per second', spread(sealRuns.map((run) => run.sealed / (run.sealMs / 1_000)), thousands), ''],
      ["  this process's CPU", spread(sealRuns.map((run) => run.sealCpuMs), duration), ''],
      ['seal notices (announceSeals)', spread(sealRuns.map((run) => run.announceMs), duration), ''],
      ['seal + notices', spread(sealRuns.map((run) => run.sealMs + run.announceMs), duration), `≤ ${SEAL_TARGET_MS / 1_000} s after the cutoff`],
      ['results check (checkDraws, pool)', spread(resultsRuns.map((run) => run.checkMs), duration), ''],
      ['results notices (announceResults)', spread(resultsRuns.map((run) => run.announceMs), duration), ''],
      ['check + notices', spread(resultsRuns.map((run) => run.checkMs + run.announceMs), duration), `≤ ${RESULTS_TARGET_MS / 1_000} s after the draw arrives`],
      [`a pool's page (PoolViews.get, ${MEMBERS} members)`, spread(pageMs, duration), ''],
    ];
    const widths = [Math.max(...rows.map((row) => row[0].length)), Math.max(...rows.map((row) => row[1].median.length)), Math.max(...rows.map((row) => row[1].range.length))];
    console.log(`\n${thousands(POOLS)} pools × ${MEMBERS} members, ${game.name} ${drawDate}, ${RUNS} run${RUNS === 1 ? '' : 's'}: ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}`);
    console.log(`  ${'figure'.padEnd(widths[0]!)}  ${'median'.padStart(widths[1]!)}  ${'range'.padEnd(widths[2]!)}  target`);
    for (const [name, figure, target] of rows) console.log(`  ${name.padEnd(widths[0]!)}  ${figure.median.padStart(widths[1]!)}  ${figure.range.padEnd(widths[2]!)}  ${target}`.trimEnd());
    // Whatever else ran meanwhile shows here: the service, PostgreSQL and this bench share the machine's cores.
    console.log(`  Load average (1 min) at the end ${loadAverage()}.`);
    console.log(
      `  The sweep runs every ${tickets.SEAL_SWEEP_INTERVAL_MS / 1_000} s, so a seal starts up to that long after the cutoff; ` +
        `the results' time is the pool tickets' share of the draw consumer's work (saved tickets are checked before them).`,
    );
  } finally {
    for (const step of cleanUp) await step().catch((error: unknown) => console.error(`clean-up: ${String(error)}`));
  }
}

await main();
