// The outbox's sending under the conditions a single happy sender never meets, on the real NATS and
// PostgreSQL with the real notifications service (two replicas on one schema where it matters), the
// real identity service (which knows none of these players: their pushes go out in English) and the
// push service stand-in, a real RFC 8030 peer that decrypts every message:
// - two replicas claiming from one outbox send each of 1,000 players' results once;
// - a send that outlives its lease: the message is claimed and sent again once, and the late first
//   attempt's outcome changes nothing;
// - a push service's redirect is not followed, a 429's Retry-After delays the retry, a subscription
//   whose keys no message can be encrypted for is removed;
// - finished messages older than 30 days are purged, in batches;
// - mails: no more claimed than the SMTP pool sends at once (the rest wait unclaimed, their lease not
//   running), each DKIM-signed over List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 §4), the
//   signature checked here against the public key as a receiving server would.
//
// Players, their rules and their browsers are written straight into the schema (the preferences and
// devices paths have specs of their own); the messages come from TICKET_RESULTS events, as the
// tickets service publishes them.
import { createHash, createVerify, generateKeyPairSync, randomInt, randomUUID, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { AUTH_SUBJECTS, SUBJECTS, TICKET_RESULTS_STREAM, ticketResultsSubject, type AuthOperationRequest, type TicketResultsEvent } from '@pickwise/contracts';
import type { StartedService } from '@pickwise/nest-kit';
import { NotificationsDatabase } from '../../services/notifications/src/database/notifications-database.js';
import { finishedMessages } from '../../services/notifications/src/outbox/outbox-metrics.js';
import { OutboxRetention } from '../../services/notifications/src/outbox/outbox-retention.js';
import { eventually } from '../support/eventually.js';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { PushServiceStandIn } from '../support/push-service-stand-in.js';
import { natsCaller, startTestIdentity, startTestNotifications, startTestNotificationsReplica, testNotificationDurables, type TestService } from '../support/services.js';
import { SMTPServer } from 'smtp-server';

interface Player {
  userId: string;
  /** The stand-in's id of the player's one browser. */
  standInId: string;
}

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  subscription_id: string | null;
  last_error: string | null;
}

const pushService = new PushServiceStandIn();
let identity: TestService;
let connection: NatsConnection;
let js: JetStreamClient;
let manager: JetStreamManager;

const databaseOf = (service: TestService) => service.service.app.get(NotificationsDatabase);
async function query<Row>(service: TestService, text: string, values: unknown[] = []): Promise<Row[]> {
  return (await (await databaseOf(service).pool()).query<Row>(text, values)).rows;
}
const outboxOf = (service: TestService, userIds: string[]) =>
  query<OutboxRow>(service, `select id::text, status, attempts, subscription_id::text, last_error from ${databaseOf(service).tables.outbox} where user_id = any($1::uuid[]) order by id`, [userIds]);

/** A draw date no other run used, so no dedupe key meets an earlier run's. */
const freshDrawDate = () => `20${randomInt(30, 99)}-${String(randomInt(1, 13)).padStart(2, '0')}-${String(randomInt(1, 29)).padStart(2, '0')}`;

/** `count` players, each with one browser at the stand-in and a Powerball results rule with push on. */
async function playersWithBrowsers(service: TestService, count: number): Promise<Player[]> {
  const browsers = Array.from({ length: count }, () => ({ userId: randomUUID(), subscription: pushService.newSubscription() }));
  const { pushSubscriptions, rules } = databaseOf(service).tables;
  await query(service, `insert into ${pushSubscriptions} (user_id, endpoint, p256dh, auth) select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[])`, [
    browsers.map(({ userId }) => userId),
    browsers.map(({ subscription }) => subscription.endpoint),
    browsers.map(({ subscription }) => subscription.keys.p256dh),
    browsers.map(({ subscription }) => subscription.keys.auth),
  ]);
  await query(service, `insert into ${rules} (user_id, kind, game, push, email) select user_id, 'results', 'powerball', true, false from unnest($1::uuid[]) as user_id`, [
    browsers.map(({ userId }) => userId),
  ]);
  return browsers.map(({ userId, subscription }) => ({ userId, standInId: pushService.subscriptionIdOf(subscription.endpoint) }));
}

/** Publishes a results event as the tickets service does and resolves once the service's durable acknowledged it (its messages are in the outbox). */
async function publishResults(service: TestService, users: string[]): Promise<void> {
  const event: TicketResultsEvent = { game: 'powerball', drawDate: freshDrawDate(), users, part: 1, parts: 1 };
  const ack = await js.publish(ticketResultsSubject('powerball'), JSON.stringify(event), { msgID: randomUUID() });
  await eventually(`notifications to acknowledge TICKET_RESULTS up to sequence ${ack.seq}`, async () => {
    const info = await manager.consumers.info(TICKET_RESULTS_STREAM, testNotificationDurables(service.schema).results);
    if (info.ack_floor.stream_seq < ack.seq) throw new Error(`acknowledged up to ${info.ack_floor.stream_seq}`);
    return info;
  });
}

/** Resolves once every one of the players' messages is finished (none pending or being sent). */
const settledOutboxOf = (service: TestService, players: Player[]) =>
  eventually(`the outbox of ${players.length} players to be settled`, async () => {
    const rows = await outboxOf(service, players.map(({ userId }) => userId));
    if (rows.length === 0 || rows.some((row) => row.status === 'pending' || row.status === 'sending')) {
      const byStatus = Object.entries(Object.groupBy(rows, (row) => row.status)).map(([status, group]) => `${group?.length} ${status}`);
      throw new Error(`${rows.length} messages${byStatus.length > 0 ? `: ${byStatus.join(', ')}` : ''}`);
    }
    return rows;
  });

/** Push send attempts with this outcome so far, all services in this process together. */
async function pushAttempts(outcome: 'sent' | 'retry' | 'failed' | 'dropped'): Promise<number> {
  const { values } = await finishedMessages().get();
  return values.filter(({ labels }) => labels['channel'] === 'push' && labels['outcome'] === outcome).reduce((sum, { value }) => sum + value, 0);
}

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.notificationsHealth, SUBJECTS.identityHealth]);
  await pushService.start();
  identity = await startTestIdentity();
  connection = await connect({ servers: NATS_URL });
  js = jetstream(connection);
  manager = await jetstreamManager(connection);
});

afterAll(async () => {
  await connection?.close();
  await identity?.stop();
  await pushService.stop();
});

describe('two replicas sending from one outbox', () => {
  let primary: TestService;
  let replica: StartedService;

  beforeAll(async () => {
    // A small window per replica, so sending 1,000 messages takes many claims from both.
    const env = { PUSH_SERVICE_ORIGINS: pushService.url, SEND_CONCURRENCY: '16', SEND_RETRY_BASE_MS: '200' };
    primary = await startTestNotifications(env);
    replica = await startTestNotificationsReplica(primary, env);
  });

  afterAll(async () => {
    await replica?.close();
    await primary?.stop();
  });

  // First: the services' own first purge comes a minute after their start.
  it('purges finished messages older than 30 days, in batches, and keeps the rest', async () => {
    const userId = randomUUID();
    const { outbox } = databaseOf(primary).tables;
    const rows: [status: string, ageDays: number][] = [
      ['sent', 31],
      ['dropped', 45],
      ['failed', 31],
      ['sent', 29],
      // Not finished (due in a day): kept however old.
      ['pending', 40],
    ];
    for (const [index, [status, ageDays]] of rows.entries()) {
      await query(
        primary,
        `insert into ${outbox} (dedupe_key, user_id, channel, kind, game, occasion, status, created_at, next_attempt_at)
         values ($1, $2, 'email', 'results', 'powerball', '2026-01-01', $3, now() - make_interval(days => $4), now() + interval '1 day')`,
        [`purge-test:${userId}:${index}`, userId, status, ageDays],
      );
    }
    expect(await primary.service.app.get(OutboxRetention).purge(2)).toBe(3);
    expect(await query(primary, `select status from ${outbox} where user_id = $1 order by status`, [userId])).toEqual([{ status: 'pending' }, { status: 'sent' }]);
  });

  it("send each of 1,000 players' results once", async () => {
    const players = await playersWithBrowsers(primary, 1_000);
    const requestsBefore = pushService.requestCount;
    await publishResults(primary, players.map(({ userId }) => userId));
    const rows = await settledOutboxOf(primary, players);
    expect(rows).toHaveLength(1_000);
    expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
    expect(pushService.requestCount - requestsBefore).toBe(1_000);
    const perBrowser = new Map<string, number>();
    for (const { subscriptionId } of pushService.received) perBrowser.set(subscriptionId, (perBrowser.get(subscriptionId) ?? 0) + 1);
    expect(players.filter(({ standInId }) => perBrowser.get(standInId) !== 1)).toEqual([]);
  });

  it("does not follow a push service's redirect, and counts it a failure", async () => {
    const players = await playersWithBrowsers(primary, 1);
    const requestsBefore = pushService.requestCount;
    pushService.redirectNext(1, 307);
    await publishResults(primary, players.map(({ userId }) => userId));
    const [row, ...more] = await settledOutboxOf(primary, players);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('307') });
    expect(pushService.redirectedRequests).toBe(0);
    expect(pushService.requestCount - requestsBefore).toBe(1);
    expect(pushService.receivedBy(players[0]?.standInId ?? '')).toEqual([]);
  });

  it("waits as long as a 429's Retry-After asks before trying again", async () => {
    const players = await playersWithBrowsers(primary, 1);
    const [{ before }] = (await query<{ before: Date }>(primary, 'select now() as before')) as [{ before: Date }];
    const requestsBefore = pushService.requestCount;
    pushService.throttleNext(1, 3_600);
    await publishResults(primary, players.map(({ userId }) => userId));
    const { outbox } = databaseOf(primary).tables;
    // The retry base is 200 ms here: only the push service's hour puts the next attempt that far off.
    const [throttled] = await eventually('the throttled message to be pending after one attempt', async () => {
      const rows = await query<OutboxRow & { waits_an_hour: boolean }>(
        primary,
        `select id::text, status, attempts, last_error, next_attempt_at >= $2::timestamptz + interval '3600 seconds' as waits_an_hour from ${outbox} where user_id = $1`,
        [players[0]?.userId, before],
      );
      if (rows[0]?.status !== 'pending' || rows[0].attempts !== 1) throw new Error(`outbox ${JSON.stringify(rows)}`);
      return rows;
    });
    expect(throttled).toMatchObject({ waits_an_hour: true, last_error: expect.stringContaining('429') });
    expect(pushService.requestCount - requestsBefore).toBe(1);
    // The hour passes: the message goes at its next attempt.
    await query(primary, `update ${outbox} set next_attempt_at = now() where id = $1`, [throttled?.id]);
    const [row] = await settledOutboxOf(primary, players);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(pushService.receivedBy(players[0]?.standInId ?? '')).toHaveLength(1);
  });

  it('forgets a browser whose stored keys no message can be encrypted for, and drops its message', async () => {
    const [player] = (await playersWithBrowsers(primary, 1)) as [Player];
    const { pushSubscriptions } = databaseOf(primary).tables;
    // 65 octets that start as an uncompressed point should, but lie on no P-256 curve point.
    const notAPoint = Buffer.concat([Buffer.from([0x04]), Buffer.alloc(64, 0xff)]).toString('base64url');
    await query(primary, `update ${pushSubscriptions} set p256dh = $2 where user_id = $1`, [player.userId, notAPoint]);
    const requestsBefore = pushService.requestCount;
    await publishResults(primary, [player.userId]);
    const [row, ...more] = await settledOutboxOf(primary, [player]);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'dropped', attempts: 1, subscription_id: null, last_error: expect.stringContaining('not built') });
    expect(await query(primary, `select id from ${pushSubscriptions} where user_id = $1`, [player.userId])).toEqual([]);
    expect(pushService.requestCount - requestsBefore).toBe(0);
  });

});

describe('a send that outlives its lease', () => {
  let first: TestService;
  let second: StartedService | undefined;

  beforeAll(async () => {
    // A one-second lease, and one push in flight at most: while its send hangs, this replica claims nothing else.
    first = await startTestNotifications({ PUSH_SERVICE_ORIGINS: pushService.url, SEND_LEASE_SECONDS: '1', SEND_CONCURRENCY: '1', SEND_RETRY_BASE_MS: '200' });
  });

  afterAll(async () => {
    await second?.close();
    await first?.stop();
  });

  it('is claimed and sent again once, and its late outcome changes nothing', async () => {
    const players = await playersWithBrowsers(first, 1);
    const requestsBefore = pushService.requestCount;
    pushService.stallNext(2);
    await publishResults(first, players.map(({ userId }) => userId));
    await eventually('one push request stalled at the stand-in', async () => {
      if (pushService.stalledCount !== 1) throw new Error(`${pushService.stalledCount} stalled`);
      return true;
    });
    // The other replica (the usual two-minute lease) finds the message's lease run out and claims it.
    second = await startTestNotificationsReplica(first, { PUSH_SERVICE_ORIGINS: pushService.url });
    await eventually('two push requests stalled at the stand-in', async () => {
      if (pushService.stalledCount !== 2) throw new Error(`${pushService.stalledCount} stalled`);
      return true;
    });
    expect(await outboxOf(first, [players[0]?.userId ?? ''])).toEqual([expect.objectContaining({ status: 'sending', attempts: 2 })]);

    // The first attempt ends now, with a failure worth a retry: recorded, it would make the message pending again.
    const retriesBefore = await pushAttempts('retry');
    pushService.releaseStalled(503);
    await eventually(`more than ${retriesBefore} push attempts counted as retry`, async () => {
      const retries = await pushAttempts('retry');
      if (retries <= retriesBefore) throw new Error(`${retries} retries`);
      return true;
    });
    expect(await outboxOf(first, [players[0]?.userId ?? ''])).toEqual([expect.objectContaining({ status: 'sending', attempts: 2, last_error: null })]);

    pushService.releaseStalled('accept');
    const [row, ...more] = await settledOutboxOf(first, players);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(pushService.requestCount - requestsBefore).toBe(2);
    expect(pushService.receivedBy(players[0]?.standInId ?? '')).toHaveLength(1);
  });
});

/** An SMTP server that keeps each mail as sent (raw) and, while `holding`, leaves its sender waiting for the answer. */
async function startHoldingSmtp() {
  const raw: string[] = [];
  const waiting: (() => void)[] = [];
  const state = { holding: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        raw.push(Buffer.concat(chunks).toString('latin1'));
        if (state.holding) waiting.push(() => callback());
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    raw,
    get waitingCount() {
      return waiting.length;
    },
    /** Answers the mails waiting and every later one at once. */
    release() {
      state.holding = false;
      for (const answer of waiting.splice(0)) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks a mail's DKIM-Signature as a receiver does (RFC 6376: relaxed/relaxed, rsa-sha256): the body
 * hash, then the signature over the signed header fields; resolves to the names of those fields.
 */
function dkimSignedHeaders(raw: string, publicKey: KeyObject): string[] {
  const end = raw.indexOf('\r\n\r\n');
  const fields = raw
    .slice(0, end)
    .split(/\r\n(?![ \t])/)
    .map((line) => ({ name: line.slice(0, line.indexOf(':')).trim().toLowerCase(), line }));
  // §3.4.2: names lower-case, lines unfolded, runs of blanks one space, none around the colon or at the end.
  const relaxed = (line: string) => `${line.slice(0, line.indexOf(':')).trim().toLowerCase()}:${line.slice(line.indexOf(':') + 1).replace(/\r\n/g, '').replace(/[ \t]+/g, ' ').trim()}`;
  const signature = fields.find(({ name }) => name === 'dkim-signature');
  if (!signature) throw new Error('No DKIM-Signature');
  const tags = new Map(
    relaxed(signature.line)
      .slice('dkim-signature:'.length)
      .split(';')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '')
      .map((tag) => [tag.slice(0, tag.indexOf('=')), tag.slice(tag.indexOf('=') + 1).replace(/\s+/g, '')] as const),
  );
  expect(tags.get('c')).toBe('relaxed/relaxed');
  // §3.4.4: blanks at line ends dropped and runs made one space, empty lines at the end dropped.
  const lines = raw
    .slice(end + 4)
    .split('\r\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  expect(createHash('sha256').update(lines.length > 0 ? `${lines.join('\r\n')}\r\n` : '').digest('base64')).toBe(tags.get('bh'));
  // §5.4.2: each name in h= takes the last field of that name not yet taken.
  const names = (tags.get('h') ?? '').split(':').map((name) => name.toLowerCase());
  const taken = new Set<number>();
  let signed = '';
  for (const name of names) {
    const index = fields.findLastIndex((field, at) => field.name === name && !taken.has(at));
    if (index < 0) continue;
    taken.add(index);
    signed += `${relaxed(fields[index]?.line ?? '')}\r\n`;
  }
  // The signature field itself last, its b= value empty, without the line end.
  signed += relaxed(signature.line).replace(/([;:]\s*b=)[^;]*/, '$1');
  expect(createVerify('RSA-SHA256').update(signed, 'latin1').verify(publicKey, tags.get('b') ?? '', 'base64')).toBe(true);
  return names;
}

describe('mails', () => {
  const dkim = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
  let mailer: TestService;
  let caller: ReturnType<typeof natsCaller>;

  beforeAll(async () => {
    smtp = await startHoldingSmtp();
    mailer = await startTestNotifications({
      SMTP_URL: smtp.url,
      DKIM_DOMAIN: 'pickwise.example.com',
      DKIM_KEY_SELECTOR: 'alerts2026',
      DKIM_PRIVATE_KEY: dkim.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    caller = natsCaller();
  });

  afterAll(async () => {
    await caller?.close();
    await mailer?.stop();
    await smtp?.close();
  });

  /** A player whose address identity confirmed (it confirms sign-ups at once without an SMTP server of its own), with a results rule by e-mail. */
  async function playerWithMail(): Promise<Player> {
    const request: AuthOperationRequest = {
      body: { email: `outbox-${randomUUID()}@example.com`, password: 'correct horse 1', data: { locale: 'en' } },
      client: { ip: '127.0.0.1', userAgent: null },
    };
    const reply = (await caller.requester.request(AUTH_SUBJECTS.signup, request)) as { status: number; body?: { id?: string; user?: { id: string } } };
    const userId = reply.body?.user?.id ?? reply.body?.id;
    if (reply.status !== 200 || !userId) throw new Error(`signup answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    await query(mailer, `insert into ${databaseOf(mailer).tables.rules} (user_id, kind, game, push, email) values ($1, 'results', 'powerball', false, true)`, [userId]);
    return { userId, standInId: '' };
  }

  it('claims no more mails than the SMTP pool sends at once, and signs each over both List-Unsubscribe headers', async () => {
    const players: Player[] = [];
    for (let count = 0; count < 8; count += 1) players.push(await playerWithMail());
    await publishResults(
      mailer,
      players.map(({ userId }) => userId),
    );
    // The pool's 5 connections each carry one mail, which the server holds unanswered.
    await eventually('five mails held at the SMTP server', async () => {
      if (smtp.waitingCount !== 5) throw new Error(`${smtp.waitingCount} held`);
      return true;
    });
    const statuses = await query<{ status: string; count: number }>(
      mailer,
      `select status, count(*)::int as count from ${databaseOf(mailer).tables.outbox} where user_id = any($1::uuid[]) group by status order by status`,
      [players.map(({ userId }) => userId)],
    );
    // The other 3 are not claimed: no lease runs out while they would wait for a connection.
    expect(statuses).toEqual([
      { status: 'pending', count: 3 },
      { status: 'sending', count: 5 },
    ]);
    smtp.release();
    const rows = await settledOutboxOf(mailer, players);
    expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
    expect(smtp.raw).toHaveLength(8);
    for (const mail of smtp.raw) {
      expect(dkimSignedHeaders(mail, dkim.publicKey)).toEqual(expect.arrayContaining(['from', 'subject', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post']));
      expect(mail).toMatch(/^DKIM-Signature: .*d=pickwise\.example\.com;.*s=alerts2026;/ms);
    }
  });
});

