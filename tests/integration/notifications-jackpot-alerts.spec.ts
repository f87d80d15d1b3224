// Jackpot alerts (issue 27) on the real NATS and PostgreSQL: `jackpots.changed` events published on
// JACKPOT_CHANGES, as the jackpots service publishes them, move each jackpot rule across its amount;
// a player is messaged when the jackpot passes the amount upwards, at most once per draw whatever
// order the figures of that draw come in, and not while My tickets' pause is on (asked of the real
// tickets service). The rules are saved through
// notifications.preferences.update, which starts them from the real jackpots service's figure (the
// specification's estimate here: no provider answers); the messages reach a real RFC 8030 push
// service stand-in, which decrypts them.
import { randomInt } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { JACKPOT_CHANGES_STREAM, SUBJECTS, jackpotChangedSubject, jackpotChangesMsgId, type JackpotChangedEvent, type SignedInCaller } from '@pickwise/contracts';
import { findGame, localDrawDate, type Game } from '@pickwise/lottery';
import { eventually } from '../support/eventually.js';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { PushServiceStandIn } from '../support/push-service-stand-in.js';
import { natsCaller, startTestJackpots, startTestNotifications, startTestTickets, testNotificationDurables, type TestService } from '../support/services.js';
import { signIn, startAuthSystem, confirmedAccount, type AuthSystem } from './auth-harness.js';

const pushService = new PushServiceStandIn();
let auth: AuthSystem;
let tickets: TestService;
let jackpots: TestService;
let notifications: TestService;
let caller: ReturnType<typeof natsCaller>;
let connection: NatsConnection;
let js: JetStreamClient;
let manager: JetStreamManager;

/** Above Powerball's estimate ($432M), so a new rule starts below it. */
const THRESHOLD = 500_000_000;
/** A draw time no other run used, so JetStream's duplicate window never meets an earlier run's figure. */
const unusedDrawTime = (firstYear: number) => new Date(Date.UTC(firstYear + randomInt(0, 20), randomInt(0, 12), randomInt(1, 29), 2, 59)).toISOString();
/** The draw the figures are for, and a later one (the next jackpot run, after a win). */
const drawDate = unusedDrawTime(2030);
const laterDrawDate = unusedDrawTime(2060);
/** A draw that has taken place: a figure for it (a lagging replica's) is no longer the next draw's. */
const pastDrawDate = unusedDrawTime(2000);
const powerball = findGame('powerball') as Game;
/** A jackpot alert's occasion: the draw's local date. */
const occasionOf = (draw: string) => localDrawDate(powerball, new Date(draw));

const sql = <T>(query: string, params: unknown[] = []) => notifications.em.getConnection().execute<T[]>(query, params);
const table = (name: string) => `"${notifications.schema}"."${name}"`;

async function newPlayer(): Promise<SignedInCaller> {
  const { email, password, id } = await confirmedAccount(auth);
  const { access_token: token } = await signIn(auth, email, password);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { session_id: string };
  return { userId: id, sessionId: claims.session_id };
}

/** A player with one browser subscribed and a Powerball jackpot rule at THRESHOLD; resolves to the browser's id at the stand-in. */
async function withJackpotRule(player: SignedInCaller): Promise<string> {
  const subscription = pushService.newSubscription();
  await caller.requester.request(SUBJECTS.notificationsSubscribe, { ...player, subscription });
  await caller.requester.request(SUBJECTS.notificationsPreferencesUpdate, { ...player, preferences: { rules: [{ kind: 'jackpot', game: 'powerball', push: true, email: false, threshold: THRESHOLD }] } });
  return pushService.subscriptionIdOf(subscription.endpoint);
}

/** Publishes a figure as the jackpots service does and resolves once the service has applied it. */
async function publishFigure(amount: number | null, { source = 'live', draw = drawDate }: { source?: JackpotChangedEvent['source']; draw?: string | null } = {}): Promise<void> {
  const event: JackpotChangedEvent = { game: 'powerball', amount, currencyCode: 'USD', drawDate: draw, source };
  const ack = await js.publish(jackpotChangedSubject('powerball'), JSON.stringify(event), { msgID: jackpotChangesMsgId(event) });
  await eventually(`notifications to acknowledge JACKPOT_CHANGES up to sequence ${ack.seq}`, async () => {
    const info = await manager.consumers.info(JACKPOT_CHANGES_STREAM, testNotificationDurables(notifications.schema).jackpots);
    if (info.ack_floor.stream_seq < ack.seq) throw new Error(`acknowledged up to ${info.ack_floor.stream_seq}`);
    return info;
  });
}

/** Whether the player's rule saw the last figure at or above its amount. */
const isAbove = async (player: SignedInCaller) =>
  (await sql<{ above_threshold: boolean }>(`select above_threshold from ${table('notification_rules')} where user_id = ? and kind = 'jackpot'`, [player.userId]))[0]?.above_threshold;

/** The player's alerts once none is left to send. */
const sentAlertsOf = (player: SignedInCaller) =>
  eventually(`every alert of ${player.userId} to be sent`, async () => {
    const rows = await sql<{ status: string; occasion: string }>(`select status, occasion from ${table('outbox')} where user_id = ? order by id`, [player.userId]);
    if (!rows.every((row) => row.status === 'sent')) throw new Error(`outbox ${JSON.stringify(rows)}`);
    return rows;
  });

let player: SignedInCaller;
let paused: SignedInCaller;
let playerBrowser: string;
let pausedBrowser: string;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.notificationsHealth, SUBJECTS.identityHealth, SUBJECTS.ticketsHealth, SUBJECTS.jackpotsHealth]);
  await pushService.start();
  auth = await startAuthSystem();
  tickets = await startTestTickets();
  jackpots = await startTestJackpots();
  notifications = await startTestNotifications({ PUSH_SERVICE_ORIGINS: pushService.url });
  caller = natsCaller();
  connection = await connect({ servers: NATS_URL });
  js = jetstream(connection);
  manager = await jetstreamManager(connection);
  [player, paused] = [await newPlayer(), await newPlayer()];
  playerBrowser = await withJackpotRule(player);
  pausedBrowser = await withJackpotRule(paused);
  await caller.requester.request(SUBJECTS.ticketsLimitsUpdate, { ...paused, update: { paused: true } });
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

const titlesOf = (browser: string) => pushService.receivedBy(browser).map((message) => (message.payload as { title: string; body: string }).title);
const bodiesOf = (browser: string) => pushService.receivedBy(browser).map((message) => (message.payload as { title: string; body: string }).body);

describe('jackpot alerts', () => {
  it('start below the amount: a figure under it says nothing', async () => {
    expect(await isAbove(player)).toBe(false);
    await publishFigure(450_000_000);
    expect(await sentAlertsOf(player)).toEqual([]);
    expect(await isAbove(player)).toBe(false);
  });

  it('message the player once when the jackpot passes the amount, and not again while it stays above', async () => {
    await publishFigure(550_000_000);
    await publishFigure(600_000_000);
    expect(await sentAlertsOf(player)).toEqual([{ status: 'sent', occasion: occasionOf(drawDate) }]);
    await pushService.waitFor(1);
    expect(titlesOf(playerBrowser)).toEqual(['Powerball jackpot passed $500M']);
    expect(bodiesOf(playerBrowser)).toEqual([expect.stringContaining('$550M')]);
    expect(await isAbove(player)).toBe(true);
  });

  it('message nothing more for the same draw when its figures fall under the amount and pass it again', async () => {
    // As replicas refreshing apart, or a live figure giving way to the fallback and back, publish them.
    await publishFigure(480_000_000);
    expect(await isAbove(player)).toBe(false);
    // No figure, only the specification's estimate, or a figure naming no draw is no jackpot to compare.
    await publishFigure(null);
    await publishFigure(700_000_000, { source: 'estimated' });
    await publishFigure(710_000_000, { draw: null });
    expect(await isAbove(player)).toBe(false);
    await publishFigure(520_000_000);
    expect(await isAbove(player)).toBe(true);
    await publishFigure(490_000_000);
    await publishFigure(530_000_000);
    expect(await sentAlertsOf(player)).toEqual([{ status: 'sent', occasion: occasionOf(drawDate) }]);
  });

  it('message again when the jackpot of a later draw, having fallen after a win, passes the amount', async () => {
    await publishFigure(20_000_000, { draw: laterDrawDate });
    expect(await isAbove(player)).toBe(false);
    await publishFigure(505_000_000, { draw: laterDrawDate });
    expect(await sentAlertsOf(player)).toEqual([
      { status: 'sent', occasion: occasionOf(drawDate) },
      { status: 'sent', occasion: occasionOf(laterDrawDate) },
    ]);
    await pushService.waitFor(2);
    expect(titlesOf(playerBrowser)).toEqual(['Powerball jackpot passed $500M', 'Powerball jackpot passed $500M']);
    expect(bodiesOf(playerBrowser)[1]).toContain('$505M');
  });

  it('ignore a figure for a draw that has taken place', async () => {
    await publishFigure(100_000_000, { draw: laterDrawDate });
    expect(await isAbove(player)).toBe(false);
    await publishFigure(900_000_000, { draw: pastDrawDate });
    expect(await isAbove(player)).toBe(false);
    expect(await sentAlertsOf(player)).toHaveLength(2);
  });

  it('send nothing to a player whose pause is on, though the rule follows the jackpot', async () => {
    await publishFigure(515_000_000, { draw: laterDrawDate });
    expect(await sentAlertsOf(player)).toHaveLength(2);
    expect(await sql(`select id from ${table('outbox')} where user_id = ?`, [paused.userId])).toEqual([]);
    expect(pushService.receivedBy(pausedBrowser)).toEqual([]);
    expect(await isAbove(paused)).toBe(true);
  });
});
