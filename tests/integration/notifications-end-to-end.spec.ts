// Alerts (issue 27) from a provider's new draw to the player's browser and mailbox, every step the
// real service: the providers stand-in publishes Powerball's latest draw, ingestion fetches it, the
// draws service stores it and announces it on DRAW_CHANGES, the tickets service checks the players'
// saved lines and announces the checked draw on TICKET_RESULTS, and the notifications service sends
// each player's browsers a push (to the push service stand-in, which verifies the VAPID token and
// decrypts it with the browser's keys) and a mail (to an SMTP server), in the language the player
// signed up in. The players sign up, subscribe their browsers, save their rules and their tickets
// through the gateway, as the site does.
//
// On a NATS server of its own: this test's draw is the latest date with a past draw's numbers, and
// on the shared server it would stay in the DRAWS stream, where a started system's draws service
// would store it as that date's result.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUBJECTS, ingestionRunResultSchema, type NotificationRule } from '@pickwise/contracts';
import { findGame, localDrawDate, previousDrawAt } from '@pickwise/lottery';
import { ProviderStandIn, readSample } from '@pickwise/providers/stand-in';
import { eventually } from '../support/eventually.js';
import { NatsServerProcess, freePort, natsServerBinary } from '../support/nats-server-process.js';
import { PushServiceStandIn, type ReceivedPush } from '../support/push-service-stand-in.js';
import { linkIn, type ReceivedMail } from '../support/smtp-sink.js';
import type { AuthSystem } from './auth-harness.js';
import type { TestService } from '../support/services.js';

// Loaded once this test's NATS_URL is set: the harness reads it when its modules are first evaluated.
let harness: typeof import('../support/services.js');
let authHarness: typeof import('./auth-harness.js');

const powerball = findGame('powerball')!;
// The game's latest scheduled draw: within the last 7 days whenever the test runs, so it is announced.
const drawDate = localDrawDate(powerball, previousDrawAt(powerball, new Date()));
// NY Open Data's sample for 2026-07-11 (08 10 14 45 59, Powerball 05), published again under the latest date.
const SAMPLE_DRAW_DATE = '2026-07-11';
const LINE = { main: [8, 10, 14, 1, 2], special: [5] };

interface Player {
  language: 'en' | 'es';
  email: string;
  userId: string;
  accessToken: string;
  /** The stand-in's ids of the player's subscribed browsers. */
  browsers: string[];
}

interface OutboxRow {
  channel: 'push' | 'email';
  status: string;
}

const EXPECTED = {
  en: { title: 'Powerball results are in', url: '/tickets', myTickets: 'Open My tickets: ' },
  es: { title: 'Ya están los resultados de Powerball', url: '/es/tickets', myTickets: 'Abre Mis boletos: ' },
} as const;

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
const players: Player[] = [];

/** A request to the gateway as the site sends it, with the player's session. */
async function asPlayer(player: Player, method: 'POST' | 'PUT', route: string, json: unknown): Promise<unknown> {
  const { status, body } = await harness.httpJson(`${auth.gateway.url}${route}`, { method, json, headers: { authorization: `Bearer ${player.accessToken}` } });
  if (status >= 300) throw new Error(`${method} ${route} answered ${status}: ${JSON.stringify(body)}`);
  return (body as { data: unknown }).data;
}

/** A confirmed account made on the site in `language` (its sign-up sends the page's locale), signed in. */
async function signedUpPlayer(language: 'en' | 'es'): Promise<Player> {
  const email = authHarness.uniqueEmail(`alerts-e2e-${language}`);
  const password = 'correct horse 1';
  const signup = await authHarness.authRequest(auth, '/signup', { json: { email, password, data: { locale: language } } });
  if (signup.status !== 200) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const confirmation = await fetch(linkIn(await auth.smtp.mailTo(email, /./)), { redirect: 'manual' });
  expect(confirmation.status).toBe(303);
  const session = await authHarness.signIn(auth, email, password);
  return { language, email, userId: session.user.id, accessToken: session.access_token, browsers: [] };
}

/** A browser of the player turned on for notifications: the stand-in's subscription posted to the gateway. */
async function subscribeBrowser(player: Player): Promise<void> {
  const subscription = pushService.newSubscription();
  await asPlayer(player, 'POST', '/api/notifications/subscriptions', subscription);
  player.browsers.push(pushService.subscriptionIdOf(subscription.endpoint));
}

/** NY Open Data's sample with the latest draw on top, as the provider publishes it after the draw. */
function sampleWithLatestDraw(): string {
  const rows = JSON.parse(readSample('ny-open-data', 'socrata-powerball.json')) as { draw_date: string }[];
  const model = rows.find((candidate) => candidate.draw_date.startsWith(SAMPLE_DRAW_DATE))!;
  return JSON.stringify([{ ...model, draw_date: `${drawDate}T00:00:00.000` }, ...rows]);
}

const outboxOf = (player: Player) =>
  notifications.em.getConnection().execute<OutboxRow[]>(`select channel, status from "${notifications.schema}".outbox where user_id = ? order by id`, [player.userId]);

/** The player's outbox once nothing in it is still to be sent. */
const settledOutboxOf = (player: Player) =>
  eventually(`the outbox of ${player.email} to be settled`, async () => {
    const rows = await outboxOf(player);
    if (rows.length === 0 || rows.some((row) => row.status === 'pending' || row.status === 'sending')) throw new Error(`outbox ${JSON.stringify(rows)}`);
    return rows;
  });

const mailsTo = (player: Player, subject: string): ReceivedMail[] => auth.smtp.mails.filter((mail) => mail.to.includes(player.email) && mail.subject === subject);

beforeAll(async () => {
  const binary = natsServerBinary();
  if (!binary) throw new Error('No nats-server binary (set NATS_SERVER_BIN): this test runs its own NATS server');
  natsStoreDir = await mkdtemp(path.join(tmpdir(), 'pickwise-alerts-e2e-'));
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
  // After draws, so its durable on DRAW_CHANGES starts past the events of the draws' seed.
  tickets = await harness.startTestTickets();
  ingestion = await harness.startTestIngestion({ ...providers.env(), INGESTION_SCHEDULE: 'off', PROVIDER_RETRIES: '0', PROVIDER_TIMEOUT_MS: '3000', INGESTION_CONFIRM_TIMEOUT_MS: '30000' });
  notifications = await harness.startTestNotifications({ PUSH_SERVICE_ORIGINS: pushService.url, SMTP_URL: auth.smtp.url, SITE_URL: auth.gateway.url });
  caller = harness.natsCaller();
  // The latest draw is not in the shipped history the draws service starts with; if it were, the run would bring nothing new.
  await draws.em.getConnection().execute(`delete from "${draws.schema}".draws where game = 'powerball' and draw_date >= ?`, [drawDate]);

  const rules: NotificationRule[] = [{ kind: 'results', game: 'powerball', push: true, email: true }];
  for (const language of ['en', 'es'] as const) {
    const player = await signedUpPlayer(language);
    await subscribeBrowser(player);
    await asPlayer(player, 'PUT', '/api/notifications/preferences', { rules });
    await asPlayer(player, 'POST', '/api/tickets', { game: 'powerball', lines: [LINE], firstDrawDate: drawDate, draws: 1 });
    players.push(player);
  }
  // The English player has a second browser: a push goes to each.
  await subscribeBrowser(players[0]!);
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
  // Its store holds only this test's streams, deleted below.
  await privateNats?.kill();
  if (natsStoreDir) await rm(natsStoreDir, { recursive: true, force: true });
  if (sharedNatsUrl === undefined) delete process.env['NATS_URL'];
  else process.env['NATS_URL'] = sharedNatsUrl;
});

describe('a new draw of saved tickets', () => {
  beforeAll(async () => {
    providers.bodies.set('ny-open-data', sampleWithLatestDraw());
    try {
      const run = await caller.requester.request(SUBJECTS.ingestionRun, { game: 'powerball' }, { schema: ingestionRunResultSchema, timeoutMs: 60_000 });
      expect(run).toMatchObject({ status: 'success', inserted: 1 });
    } finally {
      providers.bodies.delete('ny-open-data');
    }
    for (const player of players) await settledOutboxOf(player);
  });

  it("reaches each of a player's browsers once, as a push the browser decrypts, in the player's language", () => {
    for (const player of players) {
      const expected = EXPECTED[player.language];
      for (const browser of player.browsers) {
        const received: ReceivedPush[] = pushService.receivedBy(browser);
        expect(received).toHaveLength(1);
        expect(received[0]?.payload).toMatchObject({ title: expected.title, url: expected.url });
        // Results wait a day at most on the push service, at normal urgency, under a topic that replaces a resend.
        expect(received[0]?.headers).toMatchObject({ ttl: 86_400, urgency: 'normal', topic: expect.stringMatching(/^[A-Za-z0-9_-]{1,32}$/) });
      }
    }
    expect(pushService.received).toHaveLength(3);
  });

  it("reaches each player's mailbox once, in the player's language, with the link to My tickets", () => {
    for (const player of players) {
      const expected = EXPECTED[player.language];
      const mails = mailsTo(player, expected.title);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(`${expected.myTickets}${auth.gateway.url}${expected.url}`);
    }
  });

  it('records every message as sent: one per browser and one mail per player', async () => {
    for (const player of players) {
      const rows = await outboxOf(player);
      expect(rows.map((row) => `${row.channel}:${row.status}`).sort()).toEqual([...player.browsers.map(() => 'push:sent'), 'email:sent'].sort());
    }
  });
});
