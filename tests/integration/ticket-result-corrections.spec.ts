// Corrections in the open (issue 39) from a source's report to the player's browser and mailbox,
// every step the real service: batches of two providers are published on DRAWS as ingestion
// publishes them, the draws service stores them with their provenance and status and announces
// the changed dates on DRAW_CHANGES, the tickets service checks the saved lines, keeps each checked
// draw's status and tells the owners whose results a correction changed on TICKET_RESULTS, and the
// notifications service sends them a "result corrected" message on the channels their results rule
// allows (push to the push service stand-in, mail to an SMTP server), in the player's language.
// The players sign up, subscribe a browser, save their rule and ticket through the gateway.
//
// EuroJackpot is read from lottoland (ranked first) and magayo, neither of them the operator: one
// report leaves a draw provisional, two agreeing verify it, and lottoland's later report of other
// numbers disputes it with its own values (a correction). On a NATS server of its own (port 14249
// unless PICKWISE_IT_NATS_PORT says otherwise): the test's draw is a recent date with made-up
// numbers, which must not stay in a shared DRAWS stream.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import {
  DRAW_CHANGES_STREAM,
  TICKET_RESULTS_STREAM,
  drawsIngestedMsgId,
  drawsIngestedSubject,
  drawsUpsertedEventSchema,
  drawsUpsertedSubject,
  ticketResultsEventSchema,
  ticketResultsSubject,
  type DrawsIngestedBatch,
  type DrawsUpsertedEvent,
  type NotificationRule,
  type Ticket,
  type TicketResultsEvent,
  type TicketSummary,
} from '@pickwise/contracts';
import { eventually } from '../support/eventually.js';
import { NatsServerProcess, natsServerBinary } from '../support/nats-server-process.js';
import { PushServiceStandIn, type ReceivedPush } from '../support/push-service-stand-in.js';
import { linkIn, type ReceivedMail } from '../support/smtp-sink.js';
import type { AuthSystem } from './auth-harness.js';
import type { TestService } from '../support/services.js';

// Loaded once this test's NATS_URL is set: the harness reads it when its modules are first evaluated.
let harness: typeof import('../support/services.js');
let authHarness: typeof import('./auth-harness.js');

const GAME = 'eurojackpot';
const run = `it-corrections-${process.pid}-${Date.now().toString(36)}`;
/** The newest EuroJackpot draw day (Tuesday or Friday) at least two days ago: within the 7 days whose results are announced. */
function recentDrawDate(): string {
  const day = new Date(Date.now() - 2 * 86_400_000);
  while (![2, 5].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
const DRAW_DATE = recentDrawDate();
const DRAWN = { draw_date: DRAW_DATE, main: [4, 17, 23, 38, 49], special: [3, 11] };
// Three main numbers and both Euro numbers: tier 3+2, then 3+1 once the second Euro number is corrected.
const LINE = { main: [1, 2, 4, 17, 23], special: [3, 11] };

interface Player {
  language: 'en' | 'es';
  email: string;
  userId: string;
  accessToken: string;
  browser: string;
  ticketId: string;
}

interface OutboxRow {
  channel: 'push' | 'email';
  status: string;
  occasion: string;
}

const EXPECTED = {
  en: { results: 'EuroJackpot results are in', corrected: 'EuroJackpot result corrected', numbers: 'The numbers drawn are now 4 17 23 38 49 + 3 12.', myTickets: 'Open My tickets: ', url: '/tickets' },
  es: {
    results: 'Ya están los resultados de EuroJackpot',
    corrected: 'Resultado corregido de EuroJackpot',
    numbers: 'Los números del sorteo son ahora 4 17 23 38 49 + 3 12.',
    myTickets: 'Abre Mis boletos: ',
    url: '/es/tickets',
  },
} as const;

let privateNats: NatsServerProcess;
let natsStoreDir: string;
let sharedNatsUrl: string | undefined;
const pushService = new PushServiceStandIn();
let auth: AuthSystem;
let draws: TestService;
let tickets: TestService;
let notifications: TestService;
let connection: NatsConnection;
let js: JetStreamClient;
let manager: JetStreamManager;
const subscriptions: Subscription[] = [];
/** Every draws.upserted.eurojackpot message of this test, as published (Nest's `{ pattern, data }`). */
const upserted: { data: Uint8Array; event: DrawsUpsertedEvent }[] = [];
/** Every tickets.results.eurojackpot message seen by a core subscriber (each publish, stored or not). */
const announced: { msgId: string | undefined; event: TicketResultsEvent }[] = [];
const players: Player[] = [];

async function asPlayer(player: Pick<Player, 'accessToken'>, method: 'GET' | 'POST' | 'PUT', route: string, json?: unknown): Promise<unknown> {
  const { status, body } = await harness.httpJson(`${auth.gateway.url}${route}`, { method, ...(json === undefined ? {} : { json }), headers: { authorization: `Bearer ${player.accessToken}` } });
  if (status >= 300) throw new Error(`${method} ${route} answered ${status}: ${JSON.stringify(body)}`);
  return (body as { data: unknown }).data;
}

async function signedUpPlayer(language: 'en' | 'es'): Promise<Player> {
  const email = authHarness.uniqueEmail(`corrections-${language}`);
  const password = 'correct horse 1';
  const signup = await authHarness.authRequest(auth, '/signup', { json: { email, password, data: { locale: language } } });
  if (signup.status !== 200) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const confirmation = await fetch(linkIn(await auth.smtp.mailTo(email, /./)), { redirect: 'manual' });
  expect(confirmation.status).toBe(303);
  const session = await authHarness.signIn(auth, email, password);
  const player = { language, email, userId: session.user.id, accessToken: session.access_token };
  const subscription = pushService.newSubscription();
  await asPlayer(player, 'POST', '/api/notifications/subscriptions', subscription);
  const rules: NotificationRule[] = [{ kind: 'results', game: GAME, push: true, email: true }];
  await asPlayer(player, 'PUT', '/api/notifications/preferences', { rules });
  const ticket = (await asPlayer(player, 'POST', '/api/tickets', { game: GAME, lines: [LINE], firstDrawDate: DRAW_DATE, draws: 1 })) as Ticket;
  return { ...player, browser: pushService.subscriptionIdOf(subscription.endpoint), ticketId: ticket.id };
}

let batches = 0;
/** Publishes one provider's report of the draw on DRAWS, as ingestion does, and waits for its draws.upserted event. */
async function report(provider: 'lottoland' | 'magayo', draw: typeof DRAWN): Promise<{ data: Uint8Array; event: DrawsUpsertedEvent }> {
  const runId = `${run}-${batches++}`;
  const payload = JSON.stringify({ provider, draw });
  const batch: DrawsIngestedBatch = {
    game: GAME,
    runId,
    batch: 0,
    provider,
    fetchedAt: new Date().toISOString(),
    payloadSha256: createHash('sha256').update(payload).digest('hex'),
    draws: [{ draw_date: draw.draw_date, main: draw.main, special: draw.special, source: provider }],
  };
  await js.publish(drawsIngestedSubject(GAME), JSON.stringify(batch), { msgID: drawsIngestedMsgId(GAME, runId, 0) });
  return eventually(`the draws.upserted event of ${runId}`, async () => upserted.find(({ event }) => event.runId === runId));
}

/** Resolves once `durable` has acknowledged every message of `stream` stored so far. */
async function acknowledgedAll(stream: string, durable: string): Promise<void> {
  const last = (await manager.streams.info(stream)).state.last_seq;
  await eventually(`${durable} to acknowledge ${stream} up to ${last}`, async () => {
    const info = await manager.consumers.info(stream, durable);
    if (info.ack_floor.stream_seq < last) throw new Error(`acknowledged up to ${info.ack_floor.stream_seq}`);
    return true;
  });
}
/** Every event so far checked by the tickets service and every results event so far read by notifications. */
async function settled(): Promise<void> {
  await acknowledgedAll(DRAW_CHANGES_STREAM, harness.testDurable(tickets.schema));
  await acknowledgedAll(TICKET_RESULTS_STREAM, harness.testNotificationDurables(notifications.schema).results);
}

const outboxOf = (player: Player) =>
  notifications.em.getConnection().execute<OutboxRow[]>(`select channel, status, occasion from "${notifications.schema}".outbox where user_id = ? order by id`, [player.userId]);
/** The player's outbox once it holds `count` messages and none of them is still to be sent. */
const settledOutboxOf = (player: Player, count: number) =>
  eventually(`the outbox of ${player.email} to hold ${count} sent messages`, async () => {
    const rows = await outboxOf(player);
    if (rows.length !== count || rows.some((row) => row.status === 'pending' || row.status === 'sending')) throw new Error(`outbox ${JSON.stringify(rows)}`);
    return rows;
  });
const mailsTo = (player: Player, subject: string): ReceivedMail[] => auth.smtp.mails.filter((mail) => mail.to.includes(player.email) && mail.subject === subject);
const ticketOf = (player: Player) => asPlayer(player, 'GET', `/api/tickets/${player.ticketId}`) as Promise<Ticket>;
const listedOf = async (player: Player) => ((await asPlayer(player, 'GET', '/api/tickets')) as { tickets: TicketSummary[] }).tickets.find((ticket) => ticket.id === player.ticketId);
/** Each player's ticket once its result on the draw says `status`. */
const ticketsSaying = (status: 'provisional' | 'verified' | 'disputed') =>
  Promise.all(
    players.map((player) =>
      eventually(`${player.email}'s result to say ${status}`, async () => {
        const ticket = await ticketOf(player);
        if (ticket.results[0]?.drawStatus !== status) throw new Error(`result ${JSON.stringify(ticket.results[0])}`);
        return ticket;
      }),
    ),
  );
const correctionsAnnounced = () => announced.filter(({ event }) => event.drawDate === DRAW_DATE && event.correction);

beforeAll(async () => {
  const binary = natsServerBinary();
  if (!binary) throw new Error('No nats-server binary (set NATS_SERVER_BIN): this test runs its own NATS server');
  natsStoreDir = await mkdtemp(path.join(tmpdir(), 'pickwise-corrections-'));
  privateNats = new NatsServerProcess(Number(process.env['PICKWISE_IT_NATS_PORT'] ?? 14249), natsStoreDir, binary);
  await privateNats.start();
  sharedNatsUrl = process.env['NATS_URL'];
  process.env['NATS_URL'] = privateNats.url;
  harness = await import('../support/services.js');
  authHarness = await import('./auth-harness.js');

  await pushService.start();
  auth = await authHarness.startAuthSystem();
  draws = await harness.startTestDraws();
  // After draws, so its durable on DRAW_CHANGES starts past the events of the draws' seed.
  tickets = await harness.startTestTickets();
  notifications = await harness.startTestNotifications({ PUSH_SERVICE_ORIGINS: pushService.url, SMTP_URL: auth.smtp.url, SITE_URL: auth.gateway.url });
  await draws.em.getConnection().execute(`delete from "${draws.schema}".draws where game = ? and draw_date >= ?`, [GAME, DRAW_DATE]);

  connection = await connect({ servers: privateNats.url });
  js = jetstream(connection);
  manager = await jetstreamManager(connection);
  subscriptions.push(
    connection.subscribe(drawsUpsertedSubject(GAME), {
      callback: (_error, message) => {
        const event = drawsUpsertedEventSchema.safeParse((message.json() as { data?: unknown }).data);
        if (event.success && event.data.runId.startsWith(run)) upserted.push({ data: message.data, event: event.data });
      },
    }),
    connection.subscribe(ticketResultsSubject(GAME), {
      callback: (_error, message) => {
        announced.push({ msgId: message.headers?.get('Nats-Msg-Id'), event: ticketResultsEventSchema.parse(message.json()) });
      },
    }),
  );
  for (const language of ['en', 'es'] as const) players.push(await signedUpPlayer(language));
});

afterAll(async () => {
  for (const subscription of subscriptions) subscription.unsubscribe();
  await connection?.close();
  await notifications?.stop();
  await tickets?.stop();
  await draws?.stop();
  await auth?.stop();
  await pushService.stop();
  // Its store holds only this test's streams, deleted below.
  await privateNats?.kill();
  if (natsStoreDir) await rm(natsStoreDir, { recursive: true, force: true });
  if (sharedNatsUrl === undefined) delete process.env['NATS_URL'];
  else process.env['NATS_URL'] = sharedNatsUrl;
});

it('checks the tickets against a draw one source reported, tells the players, and says the result is provisional', async () => {
  expect((await report('magayo', DRAWN)).event).toMatchObject({ inserted: 1, dates: [DRAW_DATE] });
  for (const player of players) {
    expect((await settledOutboxOf(player, 2)).map((row) => row.occasion)).toEqual([DRAW_DATE, DRAW_DATE]);
    expect(mailsTo(player, EXPECTED[player.language].results)).toHaveLength(1);
  }
  for (const ticket of await ticketsSaying('provisional')) expect(ticket.results[0]).toMatchObject({ status: 'checked', tier: '3+2', drawStatus: 'provisional' });
  for (const player of players) expect(await listedOf(player)).toMatchObject({ drawsChecked: 1, drawsUnverified: 1 });
});

it('says verified once a second source agrees, and tells nobody anything', async () => {
  expect((await report('lottoland', DRAWN)).event).toMatchObject({ inserted: 0, updated: 0, statusChanged: 1, dates: [] });
  await ticketsSaying('verified');
  await settled();
  for (const player of players) {
    expect(await listedOf(player)).toMatchObject({ drawsChecked: 1, drawsUnverified: 0 });
    expect(await outboxOf(player)).toHaveLength(2);
  }
  expect(correctionsAnnounced()).toEqual([]);
});

describe('a correction of the checked draw', () => {
  let correctionEvent: Uint8Array;

  beforeAll(async () => {
    // lottoland (ranked first) now reports another second Euro number: the draw takes it, disputed by magayo.
    const corrected = await report('lottoland', { ...DRAWN, special: [3, 12] });
    expect(corrected.event).toMatchObject({ updated: 1, dates: [DRAW_DATE] });
    correctionEvent = corrected.data;
    for (const player of players) await settledOutboxOf(player, 4);
  });

  it("updates each player's result, which says the draw is disputed", async () => {
    for (const ticket of await ticketsSaying('disputed')) expect(ticket.results[0]).toMatchObject({ status: 'checked', special: [3], tier: '3+1', unread: true });
  });

  it('tells each owner once, in one part carrying the correction the draws service recorded', () => {
    const parts = correctionsAnnounced();
    expect(parts).toHaveLength(1);
    const [{ msgId, event }] = parts as [(typeof parts)[number]];
    expect(event.users).toEqual(players.map((player) => player.userId).sort());
    expect(event.correction?.draw).toMatchObject({ drawDate: DRAW_DATE, provider: 'lottoland', before: { special: [3, 11] }, after: { main: DRAWN.main, special: [3, 12] } });
    expect(msgId).toMatch(new RegExp(`^${GAME}:${DRAW_DATE}:1:[\\w-]{16}:corrected:${event.correction?.id}$`));
  });

  it("sends one push per browser and one mail per player, in the player's language, the mail with its unsubscribe link", async () => {
    for (const player of players) {
      const expected = EXPECTED[player.language];
      const rows = await outboxOf(player);
      expect(rows.slice(2).map((row) => `${row.channel}:${row.status}`).sort()).toEqual(['email:sent', 'push:sent']);
      expect(rows[2]?.occasion).toMatch(new RegExp(`^${DRAW_DATE}:corrected:[\\w-]+$`));

      const pushes: ReceivedPush[] = pushService.receivedBy(player.browser);
      expect(pushes.map((push) => (push.payload as { title: string }).title)).toEqual([expected.results, expected.corrected]);
      expect(pushes[1]?.payload).toMatchObject({ url: expected.url, body: expect.stringContaining(expected.numbers) });

      const mails = mailsTo(player, expected.corrected);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(expected.numbers);
      expect(mails[0]?.text).toContain(`${expected.myTickets}${auth.gateway.url}${expected.url}`);
      expect(mails[0]?.text).toMatch(new RegExp(`${auth.gateway.url}${expected.url.replace('tickets', 'unsubscribe')}\\?token=[\\w-]{43}`));
      expect(mails[0]?.headers['list-unsubscribe']).toContain('/api/notifications/unsubscribe?token=');
    }
  });

  it('sends nothing more when the draw event is delivered again', async () => {
    await js.publish(drawsUpsertedSubject(GAME), correctionEvent);
    await settled();
    expect(correctionsAnnounced()).toHaveLength(1);
    for (const player of players) expect(await outboxOf(player)).toHaveLength(4);
  });

  it('publishes the same part again when the telling was not recorded (a crash after publishing), which JetStream stores once', async () => {
    const stored = (await manager.streams.info(TICKET_RESULTS_STREAM)).state.last_seq;
    await tickets.em.getConnection().execute(`update "${tickets.schema}".result_corrections set published_at = null`);
    await js.publish(drawsUpsertedSubject(GAME), correctionEvent);
    await settled();
    const parts = correctionsAnnounced();
    expect(parts).toHaveLength(2);
    expect(parts[1]?.msgId).toBe(parts[0]?.msgId);
    expect((await manager.streams.info(TICKET_RESULTS_STREAM)).state.last_seq).toBe(stored);
    expect(await tickets.em.getConnection().execute(`select 1 from "${tickets.schema}".result_corrections where published_at is null`)).toEqual([]);
  });

  it("adds nothing to the outbox when the correction's results event itself is delivered again", async () => {
    const message = await manager.streams.getMessage(TICKET_RESULTS_STREAM, { last_by_subj: ticketResultsSubject(GAME) });
    expect(ticketResultsEventSchema.parse(message?.json()).correction).toBeDefined();
    // Without a message id: stored as a new message, as a redelivery hands it to the consumer again.
    await js.publish(ticketResultsSubject(GAME), message!.data);
    await settled();
    for (const player of players) {
      expect(await outboxOf(player)).toHaveLength(4);
      expect(pushService.receivedBy(player.browser)).toHaveLength(2);
      expect(mailsTo(player, EXPECTED[player.language].corrected)).toHaveLength(1);
    }
  });

  it("tells nobody of a correction that changes no player's result", async () => {
    const before = await Promise.all(players.map(ticketOf));
    const told = correctionsAnnounced().length;
    // A main number no line holds.
    expect((await report('lottoland', { ...DRAWN, main: [4, 17, 23, 38, 50], special: [3, 12] })).event).toMatchObject({ updated: 1, dates: [DRAW_DATE] });
    await settled();
    expect(correctionsAnnounced()).toHaveLength(told);
    for (const [index, player] of players.entries()) {
      expect(await outboxOf(player)).toHaveLength(4);
      expect((await ticketOf(player)).results).toEqual(before[index]!.results);
    }
  });
});
