// `npm run bench:notifications`: the alerts' fan-out (issue 27). 100,000 players, each with one
// browser subscribed to push and a results rule for Powerball (push only: no e-mail rule, so no mail
// is composed or sent), are written straight into the notifications schema; then one Powerball draw's
// results are announced as the tickets service announces them, 100 events of 1,000 players on the
// TICKET_RESULTS stream. The notifications service (its build, a process of its own, SEND_CONCURRENCY
// and the rest from the environment) puts 100,000 messages in its outbox and sends each as an
// encrypted Web Push request to the push service stand-in (tests/support/push-service-stand-in.ts),
// which runs in this process, verifies every VAPID token and decrypts every message. The identity
// service runs too (its build), since the sender asks it for the players' languages; it knows none of
// the bench's players, so every message is in English, as for a player whose profile has no language.
//
// Prints the time from the first event published to the last message received, messages per second,
// the service's peak RSS (VmHWM) and CPU, and the outbox rows by status. Figures only, no verdict.
// The stand-in shares the machine's cores with the service it measures (it decrypts as much as the
// service encrypts), so the figures compare runs on one machine.
//
// Everything is its own: a nats-server on a free port (.data/notifications-bench-nats, emptied first;
// NATS_URL set: that server), throwaway schemas on DATABASE_URL (else the launcher's embedded
// PostgreSQL), dropped at the end. Output of the processes: .data/notifications-bench.log.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { MikroORM } from '@mikro-orm/postgresql';
import { TICKET_RESULTS_USERS_PER_EVENT, ticketResultsSubject, type TicketResultsEvent } from '@pickwise/contracts';
import { ticketResultsMsgId } from '@pickwise/nest-kit';
import webPush from 'web-push';
import { PushServiceStandIn } from '../../tests/support/push-service-stand-in.ts';
import { freePort } from '../start/ports.ts';
import { redactPassword, resolvePostgres } from '../start/postgres.ts';
import { serviceEntry, waitForHealth } from '../start/services.ts';
import { assertWorkspaceNode, childEnvironment, dataDir, workspaceRoot } from '../start/workspace.ts';
import { privateNats, stopProcess } from './bench-system.ts';
import { snapshot } from './process-cpu.ts';

assertWorkspaceNode('npm run bench:notifications');

const PLAYERS = Number(process.env['BENCH_NOTIFICATIONS_PLAYERS'] ?? 100_000);
/** Rows per INSERT statement: one JSON parameter each. */
const ROWS_PER_STATEMENT = 20_000;
const START_TIMEOUT_MS = 120_000;
/** A run that has not delivered everything by then says how far it got instead of waiting on. */
const DELIVERY_TIMEOUT_MS = 30 * 60_000;
const SETTLE_POLL_MS = 250;
const NAME = 'notifications-bench';

interface StartedProcess {
  name: string;
  child: ChildProcess;
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;
const thousands = (value: number) => value.toLocaleString('en-US');

/** Peak resident set size of a process so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith('VmHWM:'));
  return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN) / 1024);
}

/** Starts a service's build with `env` (output to `log`) and resolves once /health/ready answers. */
async function startService(name: string, env: Record<string, string>, log: number): Promise<StartedProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [serviceEntry(name)], {
    cwd: workspaceRoot,
    env: childEnvironment({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn', ...env }),
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(name, port, exited, START_TIMEOUT_MS);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { name, child };
}

async function main(): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const logFile = path.join(dataDir, `${NAME}.log`);
  const log = openSync(logFile, 'w');
  const cleanUp: (() => Promise<unknown>)[] = [];
  try {
    const postgres = await resolvePostgres();
    cleanUp.unshift(() => postgres.stop());
    // A store of its own, emptied: no stream or durable of an earlier run.
    await rm(path.join(dataDir, `${NAME}-nats`), { recursive: true, force: true });
    const nats = await privateNats(NAME, log);
    if (nats) cleanUp.unshift(() => stopProcess(nats.server));
    const natsUrl = nats?.url ?? process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
    const pushService = new PushServiceStandIn({ oneKeyPairForAll: true });
    await pushService.start();
    cleanUp.unshift(() => pushService.stop());
    console.log(`PostgreSQL ${redactPassword(postgres.url)}, NATS ${natsUrl}, push service stand-in ${pushService.url} (log: ${path.relative(workspaceRoot, logFile)})`);

    const schemas = { identity: `identity_bench_${process.pid}`, notifications: `notifications_bench_${process.pid}` };
    const orm = await MikroORM.init({ clientUrl: postgres.url, entities: [], discovery: { warnWhenNoEntities: false } });
    cleanUp.unshift(async () => {
      for (const schema of Object.values(schemas)) await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
      await orm.close();
    });
    const sql = <Row>(text: string, values: unknown[] = []) => orm.em.getConnection().execute<Row[]>(text, values);

    const common = { NATS_URL: natsUrl, DATABASE_URL: postgres.url, SITE_URL: 'http://127.0.0.1:8080' };
    const identity = await startService('identity', { ...common, DATABASE_SCHEMA: schemas.identity, DATA_ENCRYPTION_KEYS: `bench-1:${randomBytes(32).toString('base64')}` }, log);
    cleanUp.unshift(() => stopProcess(identity.child));
    const vapid = webPush.generateVAPIDKeys();
    const notifications = await startService(
      'notifications',
      {
        ...common,
        DATABASE_SCHEMA: schemas.notifications,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:bench@pickwise.local',
        UNSUBSCRIBE_SECRET: randomBytes(32).toString('base64url'),
        PUSH_SERVICE_ORIGINS: pushService.url,
        NOTIFICATIONS_RESULTS_CONSUMER: `${NAME}-results`,
        NOTIFICATIONS_JACKPOTS_CONSUMER: `${NAME}-jackpots`,
        // The heap a container's memory limit allows (the chart's NODE_OPTIONS): V8 sizes an unbounded heap from the machine's memory.
        ...(process.env['BENCH_NOTIFICATIONS_HEAP_MB'] ? { NODE_OPTIONS: `--max-old-space-size=${process.env['BENCH_NOTIFICATIONS_HEAP_MB']}` } : {}),
      },
      log,
    );
    cleanUp.unshift(() => stopProcess(notifications.child));

    // The players: one browser each (the stand-in's subscriptions share one key pair), a results rule for Powerball.
    const stored = performance.now();
    const players = Array.from({ length: PLAYERS }, () => randomUUID());
    for (let start = 0; start < players.length; start += ROWS_PER_STATEMENT) {
      const rows = players.slice(start, start + ROWS_PER_STATEMENT).map((userId) => {
        const { endpoint, keys } = pushService.newSubscription();
        return { user_id: userId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
      });
      await sql(
        `insert into "${schemas.notifications}".push_subscriptions (user_id, endpoint, p256dh, auth)
         select user_id, endpoint, p256dh, auth from jsonb_to_recordset(?::jsonb) as r(user_id uuid, endpoint text, p256dh text, auth text)`,
        [JSON.stringify(rows)],
      );
    }
    await sql(`insert into "${schemas.notifications}".notification_rules (user_id, kind, game, push, email) select user_id, 'results', 'powerball', true, false from "${schemas.notifications}".push_subscriptions`);
    await sql(`analyze "${schemas.notifications}".push_subscriptions, "${schemas.notifications}".notification_rules`);
    console.log(`${thousands(PLAYERS)} players with a browser and a Powerball results rule stored in ${seconds(performance.now() - stored)} s`);

    const drawDate = new Date().toISOString().slice(0, 10);
    const parts = Math.ceil(PLAYERS / TICKET_RESULTS_USERS_PER_EVENT);
    const connection = await connect({ servers: natsUrl });
    cleanUp.unshift(() => connection.close());
    const js = jetstream(connection);
    const processes = new Map([
      ['notifications', notifications.child.pid!],
      ['identity', identity.child.pid!],
    ]);
    const cpuBefore = snapshot(processes);
    const standInCpuBefore = process.cpuUsage();
    const started = performance.now();
    let firstReceivedAt: number | undefined;
    void pushService.waitFor(1).then(() => (firstReceivedAt = performance.now()));
    for (let part = 1; part <= parts; part++) {
      const event: TicketResultsEvent = { game: 'powerball', drawDate, users: players.slice((part - 1) * TICKET_RESULTS_USERS_PER_EVENT, part * TICKET_RESULTS_USERS_PER_EVENT), part, parts };
      await js.publish(ticketResultsSubject('powerball'), JSON.stringify(event), { msgID: ticketResultsMsgId(event) });
    }
    const published = performance.now();
    const delivered = await Promise.race([
      pushService.waitFor(PLAYERS).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), DELIVERY_TIMEOUT_MS).unref()),
    ]);
    const lastReceivedAt = performance.now();
    const cpuAfter = snapshot(processes);
    const standInCpu = process.cpuUsage(standInCpuBefore);
    const peakMb = peakRssMb(notifications.child.pid!);
    // The last sends are recorded just after their answers: the outbox is read once nothing is left to send.
    let outbox: { status: string; rows: number }[] = [];
    for (;;) {
      outbox = await sql<{ status: string; rows: number }>(`select status, count(*)::int as rows from "${schemas.notifications}".outbox group by status order by status`);
      if (!delivered || !outbox.some((row) => row.status === 'pending' || row.status === 'sending')) break;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    }

    const elapsedMs = lastReceivedAt - started;
    const cpuSeconds = (name: string) => seconds((cpuAfter.get(name) ?? 0) - (cpuBefore.get(name) ?? 0));
    console.log('');
    console.log(`Alerts fan-out: ${thousands(parts)} tickets.results events of up to ${thousands(TICKET_RESULTS_USERS_PER_EVENT)} players (published in ${seconds(published - started)} s)`);
    if (!delivered) console.log(`NOT DONE: ${thousands(pushService.received.length)} of ${thousands(PLAYERS)} messages received after ${DELIVERY_TIMEOUT_MS / 60_000} minutes`);
    console.log(`  first message received     ${firstReceivedAt === undefined ? '-' : `${seconds(firstReceivedAt - started)} s`}`);
    console.log(`  last message received      ${seconds(elapsedMs)} s (${thousands(pushService.received.length)} decrypted by the stand-in)`);
    console.log(`  messages per second        ${thousands(Math.round(pushService.received.length / (elapsedMs / 1000)))}`);
    console.log(`  push requests              ${thousands(pushService.requestCount)}`);
    console.log(`  notifications peak RSS     ${peakMb} MB (VmHWM)`);
    console.log(
      `  CPU                        notifications ${cpuSeconds('notifications')} s, identity ${cpuSeconds('identity')} s, this process (the stand-in) ${seconds((standInCpu.user + standInCpu.system) / 1000)} s`,
    );
    console.log(`  outbox rows                ${outbox.map((row) => `${row.status} ${thousands(row.rows)}`).join(', ')}`);
    console.log(`  SEND_CONCURRENCY           ${process.env['SEND_CONCURRENCY'] ?? '64 (default)'}`);
  } finally {
    for (const step of cleanUp) await step().catch((error: unknown) => console.error(`clean-up: ${String(error)}`));
  }
}

await main();
