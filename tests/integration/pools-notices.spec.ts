// A pool's notices (issue 36) from the seal to the members' browsers and mailboxes, every step the
// real service: members sign up and turn on their pool results alert through the gateway; the
// organiser's pool plays the latest Powerball draw (its ticket and seal made as before that draw's
// sales cutoff); the seal's hash reaches every member by mail and push; then the providers
// stand-in publishes the draw, ingestion fetches it, the draws service stores it, the tickets
// service checks the pool's sealed ticket and announces it on POOL_NOTICES, and the notifications
// service tells each member once, in the language they signed up in. A notice published again
// changes nothing.
//
// On a NATS server of its own, like notifications-end-to-end.spec.ts: this test's draw is the
// latest date with a past draw's numbers.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { POOL_NOTICES_STREAM, SUBJECTS, ingestionRunResultSchema, poolNoticeSubject, type NotificationRule, type Pool } from '@pickwise/contracts';
import { findGame, localDrawDate, previousDrawAt, salesCutoffAt } from '@pickwise/lottery';
import { ProviderStandIn, readSample } from '@pickwise/providers/stand-in';
import { PoolNotices } from '../../services/tickets/src/pools/pool-notices.js';
import { PoolSealsService } from '../../services/tickets/src/pools/pool-seals.service.js';
import { PoolTicketsService } from '../../services/tickets/src/pools/pool-tickets.service.js';
import { eventually } from '../support/eventually.js';
import { NatsServerProcess, freePort, natsServerBinary } from '../support/nats-server-process.js';
import { PushServiceStandIn, type ReceivedPush } from '../support/push-service-stand-in.js';
import { linkIn, type ReceivedMail } from '../support/smtp-sink.js';
import type { AuthSystem } from './auth-harness.js';
import type { TestService } from '../support/services.js';

let harness: typeof import('../support/services.js');
let authHarness: typeof import('./auth-harness.js');

const powerball = findGame('powerball')!;
// The latest scheduled draw: within the last 7 days whenever the test runs, so it is news.
const drawDate = localDrawDate(powerball, previousDrawAt(powerball, new Date()));
const beforeCutoff = new Date(salesCutoffAt('powerball', drawDate).getTime() - 3_600_000);
// NY Open Data's sample for 2026-07-11 (08 10 14 45 59, Powerball 05), published again under the latest date.
const SAMPLE_DRAW_DATE = '2026-07-11';
const LINE = { main: [8, 10, 14, 1, 2], special: [5] };

interface Member {
  language: 'en' | 'es';
  email: string;
  caller: { userId: string; sessionId: string };
  accessToken: string;
  browser: string;
}

let privateNats: NatsServerProcess;
let natsStoreDir: string;
let sharedNatsUrl: string | undefined;
const providers = new ProviderStandIn();
const pushService = new PushServiceStandIn();
let auth: AuthSystem;
let draws: TestService;
let tickets: TestService;
let ingestion: TestService;
let notifications: TestService;
let caller: ReturnType<(typeof harness)['natsCaller']>;
const members: Member[] = [];
let pool: Pool;

async function asMember(member: Member, method: 'POST' | 'PUT', route: string, json: unknown): Promise<unknown> {
  const { status, body } = await harness.httpJson(`${auth.gateway.url}${route}`, { method, json, headers: { authorization: `Bearer ${member.accessToken}` } });
  if (status >= 300) throw new Error(`${method} ${route} answered ${status}: ${JSON.stringify(body)}`);
  return (body as { data: unknown }).data;
}

async function signedUpMember(language: 'en' | 'es'): Promise<Member> {
  const email = authHarness.uniqueEmail(`pool-${language}`);
  const password = 'correct horse 1';
  const signup = await authHarness.authRequest(auth, '/signup', { json: { email, password, data: { locale: language } } });
  if (signup.status !== 200) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const confirmation = await fetch(linkIn(await auth.smtp.mailTo(email, /./)), { redirect: 'manual' });
  expect(confirmation.status).toBe(303);
  const session = await authHarness.signIn(auth, email, password);
  // The tickets service is asked as the gateway asks it: the account, and a session it does not look up.
  const member: Member = { language, email, caller: { userId: session.user.id, sessionId: randomUUID() }, accessToken: session.access_token, browser: '' };
  const subscription = pushService.newSubscription();
  await asMember(member, 'POST', '/api/notifications/subscriptions', subscription);
  member.browser = pushService.subscriptionIdOf(subscription.endpoint);
  const rules: NotificationRule[] = [{ kind: 'pool-results', game: 'powerball', push: true, email: true }];
  await asMember(member, 'PUT', '/api/notifications/preferences', { rules });
  return member;
}

const ask = <T>(subject: string, payload: unknown) => caller.requester.request(subject, payload) as Promise<T>;
const mailsTo = (member: Member, subject: RegExp): ReceivedMail[] => auth.smtp.mails.filter((mail) => mail.to.includes(member.email) && subject.test(mail.subject));
const settledOutbox = (kind: string, count: number) =>
  eventually(`${count} ${kind} messages sent`, async () => {
    const rows = await notifications.em.getConnection().execute<{ status: string }[]>(`select status from "${notifications.schema}".outbox where kind = ?`, [kind]);
    if (rows.length < count || rows.some((row) => row.status !== 'sent')) throw new Error(`outbox ${JSON.stringify(rows)}`);
    return rows;
  });

function sampleWithLatestDraw(): string {
  const rows = JSON.parse(readSample('ny-open-data', 'socrata-powerball.json')) as { draw_date: string }[];
  const model = rows.find((candidate) => candidate.draw_date.startsWith(SAMPLE_DRAW_DATE))!;
  return JSON.stringify([{ ...model, draw_date: `${drawDate}T00:00:00.000` }, ...rows]);
}

beforeAll(async () => {
  const binary = natsServerBinary();
  if (!binary) throw new Error('No nats-server binary (set NATS_SERVER_BIN): this test runs its own NATS server');
  natsStoreDir = await mkdtemp(path.join(tmpdir(), 'pickwise-pool-notices-'));
  privateNats = new NatsServerProcess(await freePort(), natsStoreDir, binary);
  await privateNats.start();
  sharedNatsUrl = process.env['NATS_URL'];
  process.env['NATS_URL'] = privateNats.url;
  harness = await import('../support/services.js');
  authHarness = await import('./auth-harness.js');

  await providers.start();
  await pushService.start();
  auth = await authHarness.startAuthSystem();
  draws = await harness.startTestDraws();
  tickets = await harness.startTestTickets();
  ingestion = await harness.startTestIngestion({ ...providers.env(), INGESTION_SCHEDULE: 'off', PROVIDER_RETRIES: '0', PROVIDER_TIMEOUT_MS: '3000', INGESTION_CONFIRM_TIMEOUT_MS: '30000' });
  notifications = await harness.startTestNotifications({ PUSH_SERVICE_ORIGINS: pushService.url, SMTP_URL: auth.smtp.url, SITE_URL: auth.gateway.url });
  caller = harness.natsCaller();
  await draws.em.getConnection().execute(`delete from "${draws.schema}".draws where game = 'powerball' and draw_date >= ?`, [drawDate]);

  for (const language of ['en', 'es'] as const) members.push(await signedUpMember(language));
  const [ana, bea] = members as [Member, Member];
  pool = await ask<Pool>(SUBJECTS.poolsCreate, { ...ana.caller, pool: { name: 'Oficina 7', games: ['powerball'], displayName: 'Ana' } });
  const { token } = await ask<{ token: string }>(SUBJECTS.poolsInvitationCreate, { ...ana.caller, poolId: pool.id, invitation: {} });
  await ask(SUBJECTS.poolsJoin, { ...bea.caller, token, join: { displayName: 'Bea' } });
  pool = await ask<Pool>(SUBJECTS.poolsGet, { ...ana.caller, poolId: pool.id });
  await ask(SUBJECTS.poolsMemberApprove, { ...ana.caller, poolId: pool.id, memberId: pool.members[1]!.memberId });
  await ask(SUBJECTS.poolsAgreementAccept, { ...bea.caller, poolId: pool.id, accept: { version: 1, textSha256: pool.agreement.textSha256 } });
  // The ticket and the seal as they were made before the draw's sales closed.
  const app = tickets.service.app;
  await app.get(PoolTicketsService).create({ ...ana.caller, poolId: pool.id, ticket: { game: 'powerball', drawDate, lines: [LINE], origin: 'grid' } }, beforeCutoff);
  await app.get(PoolSealsService).sealByOrganiser({ ...ana.caller, poolId: pool.id, game: 'powerball', date: drawDate }, beforeCutoff);
  pool = await ask<Pool>(SUBJECTS.poolsGet, { ...ana.caller, poolId: pool.id });
});

afterAll(async () => {
  await caller?.close();
  await notifications?.stop();
  await ingestion?.stop();
  await tickets?.stop();
  await draws?.stop();
  await auth?.stop();
  await pushService.stop();
  await providers.stop();
  await privateNats?.kill();
  if (natsStoreDir) await rm(natsStoreDir, { recursive: true, force: true });
  if (sharedNatsUrl === undefined) delete process.env['NATS_URL'];
  else process.env['NATS_URL'] = sharedNatsUrl;
});

const SEAL = { en: /^Oficina 7: Powerball record sealed$/, es: /^Oficina 7: registro sellado del sorteo de Powerball$/ };
const RESULTS = { en: /^Oficina 7: Powerball results are in$/, es: /^Oficina 7: ya están los resultados de Powerball$/ };

describe('a sealed pool record', () => {
  beforeAll(() => settledOutbox('pool-seal', 4));

  it('reaches every member’s mailbox once with the seal’s hash, in their language, without an unsubscribe header', () => {
    const hash = pool.draws[0]!.seal!.hash;
    for (const member of members) {
      const mails = mailsTo(member, SEAL[member.language]);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(hash);
      expect(mails[0]!.text).toContain(`${auth.gateway.url}${member.language === 'es' ? '/es' : ''}/pools/${pool.id}`);
      expect(mails[0]!.headers['list-unsubscribe']).toBeUndefined();
    }
  });

  it('reaches every member’s browser once, as their pool results alert allows', () => {
    for (const member of members) {
      const received: ReceivedPush[] = pushService.receivedBy(member.browser).filter((push) => SEAL[member.language].test(String((push.payload as { title: string }).title)));
      expect(received).toHaveLength(1);
      expect(received[0]!.payload).toMatchObject({ body: expect.stringContaining(pool.draws[0]!.seal!.hash) });
    }
  });
});

describe('the draw arriving', () => {
  beforeAll(async () => {
    providers.bodies.set('ny-open-data', sampleWithLatestDraw());
    try {
      const run = await caller.requester.request(SUBJECTS.ingestionRun, { game: 'powerball' }, { schema: ingestionRunResultSchema, timeoutMs: 60_000 });
      expect(run).toMatchObject({ status: 'success', inserted: 1 });
    } finally {
      providers.bodies.delete('ny-open-data');
    }
    await settledOutbox('pool-results', 4);
  });

  it('checks the pool’s sealed ticket: 3 numbers and the Powerball, split between its two members', async () => {
    const checked = await eventually('the pool draw checked', async () => {
      const seen = await ask<Pool>(SUBJECTS.poolsGet, { ...members[0]!.caller, poolId: pool.id });
      if (!seen.draws[0]!.results) throw new Error('not checked yet');
      return seen.draws[0]!;
    });
    expect(checked.results!.prizes).toEqual([expect.objectContaining({ tier: '3+1', kind: 'fixed' })]);
    expect(checked.statement.reduce((sum, row) => sum + row.winningsMinor, 0)).toBe(checked.results!.wonMinor);
  });

  it('tells each member once by mail and push, in their language, with the pool’s link', () => {
    for (const member of members) {
      const mails = mailsTo(member, RESULTS[member.language]);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`${auth.gateway.url}${member.language === 'es' ? '/es' : ''}/pools/${pool.id}`);
      const pushes = pushService.receivedBy(member.browser).filter((push) => RESULTS[member.language].test(String((push.payload as { title: string }).title)));
      expect(pushes).toHaveLength(1);
    }
  });

  it('a notice published again, and a copy past the stream’s window, send nothing more', async () => {
    const notices = tickets.service.app.get(PoolNotices);
    await tickets.em.getConnection().execute(`update "${tickets.schema}".pool_seals set notice_published_at = null, results_published_at = null`);
    expect(await notices.announceSeals()).toBe(1);
    await notices.announceResults('powerball', [drawDate]);
    // A copy under another Nats-Msg-Id reaches the consumer: the outbox's dedupe keys must hold.
    const nc = await connect({ servers: privateNats.url });
    try {
      const seal = pool.draws[0]!.seal!;
      const event = { kind: 'seal', game: 'powerball', drawDate, poolId: pool.id, poolName: 'Oficina 7', users: members.map((member) => member.caller.userId), sealHash: seal.hash, sequence: seal.sequence };
      const ack = await jetstream(nc).publish(poolNoticeSubject('powerball'), JSON.stringify(event), { msgID: `copy-${randomUUID()}` });
      const manager = await jetstreamManager(nc);
      const durable = harness.testNotificationDurables(notifications.schema).pools;
      await eventually('the copy acknowledged by the notifications service', async () => {
        const info = await manager.consumers.info(POOL_NOTICES_STREAM, durable);
        if (info.ack_floor.stream_seq < ack.seq) throw new Error(`ack floor ${info.ack_floor.stream_seq} < ${ack.seq}`);
        return info.ack_floor.stream_seq;
      });
    } finally {
      await nc.close();
    }
    const rows = await notifications.em.getConnection().execute<{ kind: string }[]>(`select kind from "${notifications.schema}".outbox where kind like 'pool-%'`);
    expect(rows).toHaveLength(8);
    for (const member of members) expect(mailsTo(member, SEAL[member.language])).toHaveLength(1);
  });
});
