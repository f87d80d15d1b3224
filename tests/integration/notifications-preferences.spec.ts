// The notifications service's own requests (issue 27): the VAPID key, push devices, preferences and
// the e-mail unsubscribe, asked over NATS as the gateway asks them, on the real PostgreSQL. The
// preferences' language, pause and jackpot figures come from the real identity, tickets and jackpots
// services; stored rows are read with SQL.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import {
  DomainError,
  PUSH_SUBSCRIPTIONS_PER_USER_MAX,
  SUBJECTS,
  type JackpotsResponse,
  type NotificationPreferencesView,
  type NotificationRule,
  type SignedInCaller,
} from '@pickwise/contracts';
import type { NatsRequester } from '@pickwise/nest-kit';
import { ProviderStandIn } from '@pickwise/providers/stand-in';
import { unsubscribeToken } from '../../services/notifications/src/unsubscribe/unsubscribe-token.js';
import { eventually } from '../support/eventually.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { TEST_UNSUBSCRIBE_SECRET, TEST_VAPID_KEYS } from '../support/notification-keys.js';
import { natsCaller, startTestJackpots, startTestNotifications, startTestTickets, type TestService } from '../support/services.js';
import { confirmedAccount, signIn, startAuthSystem, type AuthSystem } from './auth-harness.js';

/** Where the tests' browsers are subscribed: a push service origin this deployment allows beside the defaults. */
const PUSH_ORIGIN = 'http://127.0.0.1:4799';

/** Live figures for Powerball ($80M) and EuroJackpot (€57M); EuroMillions keeps the specification's static estimate. */
const providers = new ProviderStandIn({ announcedJackpots: { magayo: ['powerball'], lottoland: ['eurojackpot'] } });
let auth: AuthSystem;
/** Stopped by the last test, to show the preferences fail without it. */
let tickets: TestService | undefined;
let jackpots: TestService;
let notifications: TestService;
let caller: ReturnType<typeof natsCaller>;
let nats: NatsRequester;

const ask = <T>(subject: string, payload: unknown) => nats.request(subject, payload) as Promise<T>;
async function failureOf(subject: string, payload: unknown): Promise<DomainError> {
  const error = await nats.request(subject, payload).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}
const sql = <T>(query: string, params: unknown[] = []) => notifications.em.getConnection().execute<T[]>(query, params);
const table = (name: string) => `"${notifications.schema}"."${name}"`;

/** A browser's subscription as PushSubscription.toJSON() gives it: a P-256 point and a 16-byte secret. */
const browserSubscription = (endpoint = `${PUSH_ORIGIN}/push/${randomUUID()}`) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
});
const subscribe = (player: SignedInCaller, subscription = browserSubscription()) =>
  ask<{ id: string }>(SUBJECTS.notificationsSubscribe, { ...player, subscription, userAgent: 'Firefox/140' });

const preferencesOf = (player: SignedInCaller) => ask<NotificationPreferencesView>(SUBJECTS.notificationsPreferencesGet, player);
const savePreferences = (player: SignedInCaller, rules: NotificationRule[]) => ask<NotificationPreferencesView>(SUBJECTS.notificationsPreferencesUpdate, { ...player, preferences: { rules } });

/** A new confirmed account, signed in: the caller the gateway would send for it. */
async function newPlayer(): Promise<SignedInCaller> {
  const { email, password, id } = await confirmedAccount(auth);
  const { access_token: token } = await signIn(auth, email, password);
  const claims = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString()) as { session_id: string };
  return { userId: id, sessionId: claims.session_id };
}

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.notificationsHealth, SUBJECTS.identityHealth, SUBJECTS.ticketsHealth, SUBJECTS.jackpotsHealth]);
  auth = await startAuthSystem();
  tickets = await startTestTickets();
  await providers.start();
  // The stand-in answers every request here; a short timeout would only make the refresh at start,
  // the one the figures below wait for (the next is 10 minutes later), fail on a loaded machine.
  jackpots = await startTestJackpots({ ...providers.env(), PROVIDER_TIMEOUT_MS: '10000', PROVIDER_RETRIES: '0' });
  notifications = await startTestNotifications({ PUSH_SERVICE_ORIGINS: `https://fcm.googleapis.com,${PUSH_ORIGIN}` });
  caller = natsCaller();
  nats = caller.requester;
});

afterAll(async () => {
  await caller?.close();
  await notifications?.stop();
  await jackpots?.stop();
  await tickets?.stop();
  await auth?.stop();
  await providers.stop();
});

describe('notifications.vapid-public-key', () => {
  it('answers the configured public key, which browsers subscribe with', async () => {
    expect(await ask(SUBJECTS.notificationsVapidPublicKey, {})).toEqual({ publicKey: TEST_VAPID_KEYS.publicKey });
  });
});

describe('push devices', () => {
  const playerA = { userId: randomUUID(), sessionId: randomUUID() };
  const playerB = { userId: randomUUID(), sessionId: randomUUID() };
  const devicesOf = (userId: string) => sql<{ id: string; endpoint: string; p256dh: string; auth: string }>(`select id, endpoint, p256dh, auth from ${table('push_subscriptions')} where user_id = ? order by created_at`, [userId]);

  it('refuses an endpoint on a push service this deployment does not send to, and keeps nothing', async () => {
    for (const endpoint of ['http://127.0.0.1:4222/connz', 'http://169.254.169.254/latest/meta-data', 'https://fcm.googleapis.com.evil.example/x', 'http://127.0.0.1:4800/push/1']) {
      const refused = await failureOf(SUBJECTS.notificationsSubscribe, { ...playerA, subscription: browserSubscription(endpoint) });
      expect(refused).toMatchObject({ code: 'VALIDATION', message: 'subscription.endpoint: not a push service this site sends messages to' });
    }
    const malformed = await failureOf(SUBJECTS.notificationsSubscribe, { ...playerA, subscription: { ...browserSubscription(), keys: { p256dh: 'short', auth: 'x' } } });
    expect(malformed.code).toBe('VALIDATION');
    expect(await devicesOf(playerA.userId)).toEqual([]);
  });

  it('refuses a browser key that is no point on P-256, though shaped like one, and keeps nothing', async () => {
    const subscription = browserSubscription();
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const refused = await failureOf(SUBJECTS.notificationsSubscribe, { ...playerA, subscription: { ...subscription, keys: { ...subscription.keys, p256dh: offCurve } } });
    expect(refused).toMatchObject({ code: 'VALIDATION', message: 'subscription.keys.p256dh: not a P-256 public key, so no message could be encrypted for this browser' });
    expect(await devicesOf(playerA.userId)).toEqual([]);
  });

  it('keeps a browser once: subscribing again renews its keys under the same id', async () => {
    const first = browserSubscription();
    const { id } = await subscribe(playerA, first);
    const renewed = browserSubscription(first.endpoint);
    expect(await subscribe(playerA, renewed)).toEqual({ id });
    expect(await devicesOf(playerA.userId)).toEqual([{ id, endpoint: first.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth }]);
  });

  it('moves a browser another account subscribed to the account that subscribes it now, as a new device', async () => {
    const shared = browserSubscription();
    const { id: ofA } = await subscribe(playerA, shared);
    // A message queued for A on that browser must never reach B: the row loses its device.
    await sql(`insert into ${table('outbox')} (dedupe_key, user_id, channel, kind, game, occasion, subscription_id) values (?, ?, 'push', 'results', 'powerball', '2026-08-19', ?)`, [
      `results:powerball:2026-08-19:push:${ofA}`,
      playerA.userId,
      ofA,
    ]);
    const { id: ofB } = await subscribe(playerB, shared);
    expect(ofB).not.toBe(ofA);
    expect((await devicesOf(playerB.userId)).map((device) => device.endpoint)).toEqual([shared.endpoint]);
    expect((await devicesOf(playerA.userId)).map((device) => device.endpoint)).not.toContain(shared.endpoint);
    expect(await sql(`select subscription_id from ${table('outbox')} where user_id = ?`, [playerA.userId])).toEqual([{ subscription_id: null }]);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_USER_MAX} browsers per account, dropping the ones subscribed longest ago`, async () => {
    const player = { userId: randomUUID(), sessionId: randomUUID() };
    const endpoints: string[] = [];
    for (let index = 0; index < PUSH_SUBSCRIPTIONS_PER_USER_MAX + 2; index += 1) {
      const subscription = browserSubscription();
      endpoints.push(subscription.endpoint);
      await subscribe(player, subscription);
    }
    expect((await devicesOf(player.userId)).map((device) => device.endpoint)).toEqual(endpoints.slice(2));
  });

  it("removes only the caller's own browser", async () => {
    const [device] = await devicesOf(playerB.userId);
    expect(await ask(SUBJECTS.notificationsUnsubscribeDevice, { ...playerA, endpoint: device!.endpoint })).toEqual({ removed: false });
    expect(await devicesOf(playerB.userId)).toHaveLength(1);
    expect(await ask(SUBJECTS.notificationsUnsubscribeDevice, { ...playerB, endpoint: device!.endpoint })).toEqual({ removed: true });
    expect(await ask(SUBJECTS.notificationsUnsubscribeDevice, { ...playerB, endpoint: device!.endpoint })).toEqual({ removed: false });
    expect(await devicesOf(playerB.userId)).toEqual([]);
  });
});

describe('preferences', () => {
  let player: SignedInCaller;
  let euroJackpot: number;
  let euroMillionsEstimate: number;
  let powerball: number;

  beforeAll(async () => {
    player = await newPlayer();
    const figures = await eventually(
      'live EuroJackpot and Powerball jackpots',
      async () => {
        const answer = await ask<JackpotsResponse>(SUBJECTS.jackpotsGet, { games: ['eurojackpot', 'euromillions', 'powerball'] });
        if (answer.eurojackpot?.source !== 'live' || answer.powerball?.source !== 'live') throw new Error(`sources: eurojackpot ${answer.eurojackpot?.source}, powerball ${answer.powerball?.source}`);
        return answer;
      },
      { intervalMs: 100 },
    );
    euroJackpot = figures.eurojackpot!.amount!;
    euroMillionsEstimate = figures.euromillions!.amount!;
    expect(figures.euromillions!.source).toBe('estimated');
    powerball = figures.powerball!.amount!;
  });

  const rulesRows = () =>
    sql<{ kind: string; game: string; above_threshold: boolean }>(`select kind, game, above_threshold from ${table('notification_rules')} where user_id = ? order by game, kind`, [player.userId]);

  it('are all off for a new account, in English, with no device and no pause', async () => {
    expect(await preferencesOf(player)).toEqual({ rules: [], pushDevices: 0, language: 'en', paused: false, jackpotsAbove: [] });
  });

  it("show the account's devices, its profile's language and My tickets' pause", async () => {
    await subscribe(player);
    await ask(SUBJECTS.identityProfileLanguage, { ...player, language: 'es' });
    await ask(SUBJECTS.ticketsLimitsUpdate, { ...player, update: { paused: true } });
    expect(await preferencesOf(player)).toMatchObject({ pushDevices: 1, language: 'es', paused: true });
    await ask(SUBJECTS.ticketsLimitsUpdate, { ...player, update: { paused: false } });
  });

  it('are replaced whole by an update; a new jackpot threshold starts from the current figure', async () => {
    const saved = await savePreferences(player, [
      { kind: 'results', game: 'powerball', push: true, email: true },
      { kind: 'reminder', game: 'uk-lotto', push: true, email: false },
      // Already passed: the message comes when the jackpot passes it again, not now.
      { kind: 'jackpot', game: 'eurojackpot', push: true, email: false, threshold: Math.floor(euroJackpot) - 1 },
      // The static estimate is no jackpot: a threshold under it is not passed yet.
      { kind: 'jackpot', game: 'euromillions', push: true, email: false, threshold: Math.floor(euroMillionsEstimate) - 1 },
      { kind: 'jackpot', game: 'powerball', push: false, email: true, threshold: Math.floor(powerball) + 1 },
    ]);
    expect(saved.jackpotsAbove).toEqual(['eurojackpot']);
    expect(saved.rules).toEqual(
      expect.arrayContaining([
        { kind: 'results', game: 'powerball', push: true, email: true },
        { kind: 'jackpot', game: 'powerball', push: false, email: true, threshold: Math.floor(powerball) + 1 },
      ]),
    );
    expect(saved.rules).toHaveLength(5);
    expect(await preferencesOf(player)).toEqual(saved);

    const replaced = await savePreferences(player, [{ kind: 'results', game: 'powerball', push: false, email: true }]);
    expect(replaced.rules).toEqual([{ kind: 'results', game: 'powerball', push: false, email: true }]);
    expect(replaced.jackpotsAbove).toEqual([]);
  });

  it('keep the state of an unchanged threshold, and start a changed one from the current figure', async () => {
    const high = Math.floor(powerball) + 1_000;
    await savePreferences(player, [{ kind: 'jackpot', game: 'powerball', push: true, email: false, threshold: high }]);
    // As the jackpot consumer leaves a rule the figure passed (the figure itself is not changed here).
    await sql(`update ${table('notification_rules')} set above_threshold = true where user_id = ?`, [player.userId]);

    const unchanged = await savePreferences(player, [{ kind: 'jackpot', game: 'powerball', push: false, email: true, threshold: high }]);
    expect(unchanged.jackpotsAbove).toEqual(['powerball']);
    expect(await rulesRows()).toEqual([{ kind: 'jackpot', game: 'powerball', above_threshold: true }]);

    const changed = await savePreferences(player, [{ kind: 'jackpot', game: 'powerball', push: false, email: true, threshold: high + 1 }]);
    expect(changed.jackpotsAbove).toEqual([]);
    expect(await rulesRows()).toEqual([{ kind: 'jackpot', game: 'powerball', above_threshold: false }]);
  });

  it('refuse rules the contract does not allow, changing nothing', async () => {
    const before = await preferencesOf(player);
    for (const rules of [
      [{ kind: 'results', game: 'powerball', push: true, email: true }, { kind: 'results', game: 'powerball', push: false, email: true }],
      [{ kind: 'jackpot', game: 'powerball', push: true, email: true }],
      [{ kind: 'results', game: 'no-such-game', push: true, email: true }],
      [{ kind: 'results', game: 'powerball', push: true, email: true, threshold: 5 }],
    ]) {
      expect((await failureOf(SUBJECTS.notificationsPreferencesUpdate, { ...player, preferences: { rules } })).code).toBe('VALIDATION');
    }
    expect(await preferencesOf(player)).toEqual(before);
  });
});

describe('notifications.unsubscribe', () => {
  const player = { userId: randomUUID(), sessionId: randomUUID() };
  const token = () => unsubscribeToken(TEST_UNSUBSCRIBE_SECRET, player.userId);

  beforeAll(async () => {
    await sql(
      `insert into ${table('notification_rules')} (user_id, kind, game, push, email, threshold) values
         (?, 'results', 'powerball', true, true, null), (?, 'reminder', 'euromillions', false, true, null), (?, 'jackpot', 'powerball', true, false, 500000000)`,
      [player.userId, player.userId, player.userId],
    );
    await sql(
      `insert into ${table('outbox')} (dedupe_key, user_id, channel, kind, game, occasion, status) values
         (?, ?, 'email', 'results', 'powerball', '2026-08-19', 'pending'), (?, ?, 'email', 'results', 'powerball', '2026-08-16', 'sent'),
         (?, ?, 'push', 'results', 'powerball', '2026-08-19', 'pending')`,
      [`u1:${player.userId}`, player.userId, `u2:${player.userId}`, player.userId, `u3:${player.userId}`, player.userId],
    );
  });

  it("turns e-mail off on every rule of the token's user and drops the mails not yet sent; push stays", async () => {
    expect(await ask(SUBJECTS.notificationsUnsubscribe, { token: token() })).toEqual({ unsubscribed: true });
    expect(await sql(`select kind, push, email from ${table('notification_rules')} where user_id = ? order by kind`, [player.userId])).toEqual([
      { kind: 'jackpot', push: true, email: false },
      { kind: 'reminder', push: false, email: false },
      { kind: 'results', push: true, email: false },
    ]);
    expect(await sql(`select channel, status from ${table('outbox')} where user_id = ? order by dedupe_key`, [player.userId])).toEqual([
      { channel: 'email', status: 'dropped' },
      { channel: 'email', status: 'sent' },
      { channel: 'push', status: 'pending' },
    ]);
  });

  it('answers the same to the same link used again', async () => {
    expect(await ask(SUBJECTS.notificationsUnsubscribe, { token: token() })).toEqual({ unsubscribed: true });
  });

  it('refuses a token made with another secret (NOT_FOUND) and one that is no token (VALIDATION)', async () => {
    const forged = unsubscribeToken('another secret of at least 32 characters', player.userId);
    expect(await failureOf(SUBJECTS.notificationsUnsubscribe, { token: forged })).toMatchObject({ code: 'NOT_FOUND', message: 'This unsubscribe link is not valid' });
    expect((await failureOf(SUBJECTS.notificationsUnsubscribe, { token: 'abc' })).code).toBe('VALIDATION');
    expect((await failureOf(SUBJECTS.notificationsUnsubscribe, {})).code).toBe('VALIDATION');
  });
});

describe('preferences without the services they read', () => {
  it('fail as unavailable when tickets does not answer, rather than guess the pause', async () => {
    await tickets?.stop();
    tickets = undefined;
    const failure = await failureOf(SUBJECTS.notificationsPreferencesGet, { userId: randomUUID(), sessionId: randomUUID() });
    expect(failure.code).toBe('UNAVAILABLE');
    expect(failure.message).toMatch(/tickets/);
  });
});
