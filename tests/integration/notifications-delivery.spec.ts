// Alerts delivery (issue 27), end to end on the real NATS and PostgreSQL: a `tickets.results` event
// published on TICKET_RESULTS reaches the notifications service's durable consumer, which puts one
// message per channel and target in its outbox; the sender hands the push messages to a real RFC
// 8030 push service (the stand-in decrypts them with the browser's keys) and the mails to a real SMTP
// server, in the language of each player's profile, read from the real identity service. The
// players' rules are saved through notifications.preferences.update as the gateway sends it.
//
// Every event names a draw date of its own (random), so neither JetStream's duplicate window nor
// the outbox's dedupe keys meet an earlier run's messages on the shared NATS.
import { randomInt, randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, TICKET_RESULTS_STREAM, ticketResultsSubject, type NotificationRule, type SignedInCaller, type TicketResultsEvent } from '@pickwise/contracts';
import { GAMES, nextDrawAt } from '@pickwise/lottery';
import { ticketResultsMsgId } from '@pickwise/nest-kit';
import { DrawReminders } from '../../services/notifications/src/reminders/draw-reminders.js';
import { unsubscribeToken } from '../../services/notifications/src/unsubscribe/unsubscribe-token.js';
import { eventually } from '../support/eventually.js';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { TEST_UNSUBSCRIBE_SECRET } from '../support/notification-keys.js';
import { PushServiceStandIn, type PushSubscriptionJson } from '../support/push-service-stand-in.js';
import { natsCaller, startTestJackpots, startTestNotifications, startTestTickets, testNotificationDurables, type TestService } from '../support/services.js';
import { linkIn } from '../support/smtp-sink.js';
import { authRequest, signIn, startAuthSystem, uniqueEmail, type AuthSystem } from './auth-harness.js';

interface Player extends SignedInCaller {
  email: string;
}

interface OutboxRow {
  id: string;
  user_id: string;
  channel: 'push' | 'email';
  subscription_id: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
}

const pushService = new PushServiceStandIn();
let auth: AuthSystem;
let tickets: TestService;
let jackpots: TestService;
let notifications: TestService;
let caller: ReturnType<typeof natsCaller>;
let connection: NatsConnection;
let js: JetStreamClient;
let manager: JetStreamManager;

const sql = <T>(query: string, params: unknown[] = []) => notifications.em.getConnection().execute<T[]>(query, params);
const table = (name: string) => `"${notifications.schema}"."${name}"`;
const outboxOf = (userId: string) => sql<OutboxRow>(`select id::text, user_id, channel, subscription_id, status, attempts, last_error from ${table('outbox')} where user_id = ? order by id`, [userId]);

/** A draw date no other run used (any date the schema takes; the texts only print it). */
const freshDrawDate = () => `20${randomInt(30, 99)}-${String(randomInt(1, 13)).padStart(2, '0')}-${String(randomInt(1, 29)).padStart(2, '0')}`;

/** A confirmed account whose site language at sign-up was `language` (as the site's sign-up sends it), signed in. */
async function newPlayer(language: 'en' | 'es'): Promise<Player> {
  const email = uniqueEmail(`alerts-${language}`);
  const password = 'correct horse 1';
  const signup = await authRequest(auth, '/signup', { json: { email, password, data: { locale: language } } });
  if (signup.status !== 200) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const confirmation = await fetch(linkIn(await auth.smtp.mailTo(email, /./)), { redirect: 'manual' });
  expect(confirmation.status).toBe(303);
  const { access_token: token } = await signIn(auth, email, password);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { session_id: string };
  return { userId: signup.body.id as string, sessionId: claims.session_id, email };
}

/** A browser of the player subscribed to push at the stand-in; resolves to the stand-in's id of it and the stored device id. */
async function subscribedBrowser(player: Player): Promise<{ standInId: string; deviceId: string }> {
  const subscription: PushSubscriptionJson = pushService.newSubscription();
  const { id } = (await caller.requester.request(SUBJECTS.notificationsSubscribe, { ...player, subscription, userAgent: 'Firefox/140' })) as { id: string };
  return { standInId: pushService.subscriptionIdOf(subscription.endpoint), deviceId: id };
}

const resultsRule = (channels: { push: boolean; email: boolean }): NotificationRule => ({ kind: 'results', game: 'powerball', ...channels });
const saveRules = (player: Player, rules: NotificationRule[]) => caller.requester.request(SUBJECTS.notificationsPreferencesUpdate, { ...player, preferences: { rules } });

/** Publishes a results event as the tickets service does (bare JSON, its Nats-Msg-Id) and resolves once the service acknowledged it. */
async function publishResults(drawDate: string, users: string[], msgID = ticketResultsMsgId({ game: 'powerball', drawDate, part: 1, users })): Promise<void> {
  const event: TicketResultsEvent = { game: 'powerball', drawDate, users, part: 1, parts: 1 };
  const ack = await js.publish(ticketResultsSubject('powerball'), JSON.stringify(event), { msgID });
  await eventually(`notifications to acknowledge TICKET_RESULTS up to sequence ${ack.seq}`, async () => {
    const info = await manager.consumers.info(TICKET_RESULTS_STREAM, testNotificationDurables(notifications.schema).results);
    if (info.ack_floor.stream_seq < ack.seq) throw new Error(`acknowledged up to ${info.ack_floor.stream_seq}`);
    return info;
  });
}

/** Resolves once none of the player's messages is still to be sent. */
const settledOutboxOf = (userId: string) =>
  eventually(`the outbox of ${userId} to be settled`, async () => {
    const rows = await outboxOf(userId);
    if (rows.length === 0 || rows.some((row) => row.status === 'pending' || row.status === 'sending')) throw new Error(`outbox ${JSON.stringify(rows)}`);
    return rows;
  });

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.notificationsHealth, SUBJECTS.identityHealth, SUBJECTS.ticketsHealth, SUBJECTS.jackpotsHealth]);
  await pushService.start();
  auth = await startAuthSystem();
  tickets = await startTestTickets();
  jackpots = await startTestJackpots();
  notifications = await startTestNotifications({
    PUSH_SERVICE_ORIGINS: pushService.url,
    SMTP_URL: auth.smtp.url,
    // The mails' links point at the gateway, which routes the one-click unsubscribe to the service.
    SITE_URL: auth.gateway.url,
    // A retry after a push service's 500 comes a fifth of a second later instead of 30 s.
    SEND_RETRY_BASE_MS: '200',
    // Some game draws within a day whenever the test runs.
    REMINDER_LEAD_MINUTES: '1440',
  });
  caller = natsCaller();
  connection = await connect({ servers: NATS_URL });
  js = jetstream(connection);
  manager = await jetstreamManager(connection);
});

afterAll(async () => {
  await connection?.close();
  await caller?.close();
  await notifications?.stop();
  await jackpots?.stop();
  await tickets?.stop();
  await auth?.stop();
  await pushService.stop();
});

describe('a results event', () => {
  let english: Player;
  let spanish: Player;
  let withoutRule: Player;
  const browsers: Record<string, { standInId: string; deviceId: string }[]> = {};
  const drawDate = freshDrawDate();

  beforeAll(async () => {
    [english, spanish, withoutRule] = [await newPlayer('en'), await newPlayer('es'), await newPlayer('en')];
    browsers['english'] = [await subscribedBrowser(english), await subscribedBrowser(english)];
    browsers['spanish'] = [await subscribedBrowser(spanish)];
    browsers['withoutRule'] = [await subscribedBrowser(withoutRule)];
    await saveRules(english, [resultsRule({ push: true, email: true })]);
    await saveRules(spanish, [resultsRule({ push: true, email: true })]);
    // A results rule of another game only: this draw's event is none of its business.
    await saveRules(withoutRule, [{ kind: 'results', game: 'euromillions', push: true, email: true }]);
    await publishResults(drawDate, [english.userId, spanish.userId, withoutRule.userId]);
  });

  it("sends one push message to each of a player's browsers, in the profile's language", async () => {
    await settledOutboxOf(english.userId);
    await settledOutboxOf(spanish.userId);
    for (const { standInId } of browsers['english'] ?? []) {
      const [message, ...more] = pushService.receivedBy(standInId);
      expect(more).toEqual([]);
      expect(message?.payload).toEqual({ title: 'Powerball results are in', body: expect.stringContaining('Open My tickets'), url: '/tickets', tag: `results-powerball-${drawDate}` });
      // A day to reach a browser that is offline; a topic per outbox row, so a message sent again replaces the first.
      expect(message?.headers).toEqual({ ttl: 86_400, urgency: 'normal', topic: expect.stringMatching(/^outbox-\d+$/) });
    }
    const [spanishBrowser] = browsers['spanish'] ?? [];
    expect(pushService.receivedBy(spanishBrowser?.standInId ?? '').map((message) => message.payload)).toEqual([
      { title: 'Ya están los resultados de Powerball', body: expect.stringContaining('Abre Mis boletos'), url: '/es/tickets', tag: `results-powerball-${drawDate}` },
    ]);
    expect(pushService.receivedBy(browsers['withoutRule']?.[0]?.standInId ?? '')).toEqual([]);
    expect(await outboxOf(withoutRule.userId)).toEqual([]);
  });

  it('sends one mail per player, with the one-click unsubscribe headers and a Message-ID of its own', async () => {
    const rows = await settledOutboxOf(spanish.userId);
    const mailRow = rows.find((row) => row.channel === 'email');
    expect(mailRow).toMatchObject({ status: 'sent', attempts: 1, subscription_id: null });
    const mail = await auth.smtp.mailTo(spanish.email, /^Ya están los resultados de Powerball$/);
    const token = unsubscribeToken(TEST_UNSUBSCRIBE_SECRET, spanish.userId);
    expect(mail.headers['list-unsubscribe']).toBe(`<${auth.gateway.url}/api/notifications/unsubscribe?token=${token}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['message-id']).toBe(`<outbox-${mailRow?.id}@127.0.0.1>`);
    expect(mail.text).toContain(`${auth.gateway.url}/es/tickets`);
    expect(mail.text).toContain(`${auth.gateway.url}/es/unsubscribe?token=${token}`);
    expect(mail.text).toContain('PickWise es gratuito y solo para entretenimiento.');
    await auth.smtp.mailTo(english.email, /^Powerball results are in$/);
    expect(auth.smtp.mails.filter((candidate) => candidate.to.includes(english.email) && candidate.subject === 'Powerball results are in')).toHaveLength(1);
    expect(auth.smtp.mails.filter((candidate) => candidate.to.includes(withoutRule.email) && candidate.subject.includes('Powerball'))).toEqual([]);
  });

  it('adds nothing when the event comes again, whether JetStream stores it once or twice', async () => {
    const before = { rows: (await outboxOf(english.userId)).length + (await outboxOf(spanish.userId)).length, pushes: pushService.received.length, mails: auth.smtp.mails.length };
    // The same part again, so the same Nats-Msg-Id (the tickets service publishing again): JetStream keeps one.
    await publishResults(drawDate, [english.userId, spanish.userId, withoutRule.userId]);
    // Another id for the same draw (past the duplicate window): stored and delivered again, and the outbox's keys keep it out.
    await publishResults(drawDate, [english.userId, spanish.userId], `again-${randomUUID()}`);
    expect((await outboxOf(english.userId)).length + (await outboxOf(spanish.userId)).length).toBe(before.rows);
    await settledOutboxOf(english.userId);
    expect(pushService.received.length).toBe(before.pushes);
    expect(auth.smtp.mails.length).toBe(before.mails);
  });

  it("lets the mail's one-click link turn the player's e-mail messages off", async () => {
    const mail = await auth.smtp.mailTo(english.email, /^Powerball results are in$/);
    const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    // What a mail client sends for RFC 8058's one-click unsubscribe.
    const response = await fetch(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect(await sql(`select push, email from ${table('notification_rules')} where user_id = ?`, [english.userId])).toEqual([{ push: true, email: false }]);
  });
});

describe('sending', () => {
  it("drops the message and forgets the browser when its push service says it is gone, and tries no more", async () => {
    const player = await newPlayer('en');
    const browser = await subscribedBrowser(player);
    await saveRules(player, [resultsRule({ push: true, email: false })]);
    pushService.answerGone(browser.standInId, 410);
    const requestsBefore = pushService.requestCount;
    await publishResults(freshDrawDate(), [player.userId]);
    const [row, ...more] = await settledOutboxOf(player.userId);
    expect(more).toEqual([]);
    // The subscription's removal set the row's device to null.
    expect(row).toMatchObject({ channel: 'push', status: 'dropped', attempts: 1, subscription_id: null, last_error: expect.stringContaining('410') });
    expect(await sql(`select id from ${table('push_subscriptions')} where id = ?`, [browser.deviceId])).toEqual([]);
    expect(pushService.requestCount - requestsBefore).toBe(1);
  });

  it("sends again after the push service's 500, and records the message sent", async () => {
    const player = await newPlayer('es');
    const browser = await subscribedBrowser(player);
    await saveRules(player, [resultsRule({ push: true, email: false })]);
    pushService.failNext(1);
    const requestsBefore = pushService.requestCount;
    await publishResults(freshDrawDate(), [player.userId]);
    const [row] = await settledOutboxOf(player.userId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(pushService.requestCount - requestsBefore).toBe(2);
    expect(pushService.receivedBy(browser.standInId).map((message) => (message.payload as { title: string }).title)).toEqual(['Ya están los resultados de Powerball']);
  });

  it('drops the mail of a player without a confirmed address', async () => {
    // Identity knows no such user: there is no confirmed address to write to.
    const stranger = randomUUID();
    await sql(`insert into ${table('notification_rules')} (user_id, kind, game, push, email) values (?, 'results', 'powerball', false, true)`, [stranger]);
    await publishResults(freshDrawDate(), [stranger]);
    expect(await settledOutboxOf(stranger)).toEqual([expect.objectContaining({ channel: 'email', status: 'dropped', last_error: 'no confirmed e-mail address' })]);
  });
});

describe('draw reminders', () => {
  it("remind a player of the game's next draw once, until the draw", async () => {
    const now = new Date();
    // The game drawing soonest, though not within minutes: its reminder is due (the lead is a day) and still worth sending.
    const [game] = GAMES.map((candidate) => ({ candidate, drawAt: nextDrawAt(candidate, now) }))
      .filter(({ drawAt }) => drawAt.getTime() - now.getTime() > 10 * 60_000)
      .sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime());
    if (!game) throw new Error('No game draws within the next day');
    const player = await newPlayer('en');
    const browser = await subscribedBrowser(player);
    await saveRules(player, [{ kind: 'reminder', game: game.candidate.id, push: true, email: false }]);
    const reminders = notifications.service.app.get(DrawReminders);
    await reminders.sweep();
    await reminders.sweep();
    const [row, ...more] = await settledOutboxOf(player.userId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ channel: 'push', status: 'sent' });
    const [message] = pushService.receivedBy(browser.standInId);
    expect(message?.payload).toMatchObject({ title: `${game.candidate.name} draws soon`, url: `/games/${game.candidate.id}/generate` });
    // Kept by the push service until the draw, not a day.
    expect(message?.headers.ttl).toBeLessThanOrEqual((game.drawAt.getTime() - now.getTime()) / 1_000);
  });
});
