// Jackpot alerts (issue 27) on the real NATS and PostgreSQL: `jackpots.changed` events published on
// JACKPOT_CHANGES, as the jackpots service publishes them, move each jackpot rule across its amount;
// a player is messaged when the jackpot passes the amount upwards, once per crossing, and not while
// My tickets' pause is on (asked of the real tickets service). The rules are saved through
// notifications.preferences.update, which starts them from the real jackpots service's figure (the
// specification's estimate here: no provider answers); the messages reach a real RFC 8030 push
// service stand-in, which decrypts them.
import { randomInt } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { JACKPOT_CHANGES_STREAM, SUBJECTS, jackpotChangedSubject, type JackpotChangedEvent, type SignedInCaller } from '@pickwise/contracts';
import { jackpotChangesMsgId } from '@pickwise/nest-kit';
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
/** The draw the figures are for: a time no other run used, so JetStream's duplicate window never meets an earlier run's figure. */
const drawDate = new Date(Date.UTC(2030 + randomInt(0, 60), randomInt(0, 12), randomInt(1, 29), 2, 59)).toISOString();

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
async function publishFigure(amount: number | null, source: JackpotChangedEvent['source'] = 'live'): Promise<void> {
  const event: JackpotChangedEvent = { game: 'powerball', amount, currencyCode: 'USD', drawDate, source };
  const ack = await js.publish(jackpotChangedSubject('powerball'), JSON.stringify(event), { msgID: jackpotChangesMsgId(event) });
  await eventually(async () => {
    const info = await manager.consumers.info(JACKPOT_CHANGES_STREAM, testNotificationDurables(notifications.schema).jackpots);
    return info.ack_floor.stream_seq >= ack.seq ? info : undefined;
  }, 20_000);
}

const ruleOf = async (player: SignedInCaller) =>
  (await sql<{ above_threshold: boolean; crossings: number }>(`select above_threshold, crossings from ${table('notification_rules')} where user_id = ? and kind = 'jackpot'`, [player.userId]))[0];

/** The player's alerts once none is left to send. */
const sentAlertsOf = (player: SignedInCaller) =>
  eventually(async () => {
    const rows = await sql<{ status: string; occasion: string }>(`select status, occasion from ${table('outbox')} where user_id = ? order by id`, [player.userId]);
    return rows.every((row) => row.status === 'sent') ? rows : undefined;
  }, 20_000);

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
}, 180_000);

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
    expect(await ruleOf(player)).toEqual({ above_threshold: false, crossings: 0 });
    await publishFigure(450_000_000);
    expect(await sentAlertsOf(player)).toEqual([]);
    expect(await ruleOf(player)).toEqual({ above_threshold: false, crossings: 0 });
  });

  it('message the player once when the jackpot passes the amount, and not again while it stays above', async () => {
    await publishFigure(550_000_000);
    await publishFigure(600_000_000);
    expect(await sentAlertsOf(player)).toEqual([{ status: 'sent', occasion: '1' }]);
    await pushService.waitFor(1);
    expect(titlesOf(playerBrowser)).toEqual(['Powerball jackpot passed $500M']);
    expect(bodiesOf(playerBrowser)).toEqual([expect.stringContaining('$550M')]);
    expect(await ruleOf(player)).toEqual({ above_threshold: true, crossings: 1 });
  });

  it('message again when the jackpot falls below the amount and passes it once more', async () => {
    await publishFigure(480_000_000);
    expect(await ruleOf(player)).toEqual({ above_threshold: false, crossings: 1 });
    // No figure, or only the specification's estimate, is no jackpot to compare.
    await publishFigure(null);
    await publishFigure(700_000_000, 'estimated');
    expect(await ruleOf(player)).toEqual({ above_threshold: false, crossings: 1 });
    await publishFigure(520_000_000);
    expect(await sentAlertsOf(player)).toEqual([
      { status: 'sent', occasion: '1' },
      { status: 'sent', occasion: '2' },
    ]);
    await pushService.waitFor(2);
    expect(titlesOf(playerBrowser)).toEqual(['Powerball jackpot passed $500M', 'Powerball jackpot passed $500M']);
    expect(bodiesOf(playerBrowser)[1]).toContain('$520M');
  });

  it("send nothing to a player whose pause is on, though the rule follows the jackpot", async () => {
    expect(await sql(`select id from ${table('outbox')} where user_id = ?`, [paused.userId])).toEqual([]);
    expect(pushService.receivedBy(pausedBrowser)).toEqual([]);
    expect(await ruleOf(paused)).toEqual({ above_threshold: true, crossings: 2 });
  });
});
