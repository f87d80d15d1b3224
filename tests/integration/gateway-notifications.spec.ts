// Alerts through the gateway (issue 27): /api/notifications/*, PUT /api/profile/language and the
// per-token limit of the routes a token opens, on the real gateway, notifications, identity and
// tickets services over NATS and PostgreSQL, with real accounts. The VAPID key and the e-mail's
// one-click unsubscribe need no session (the unsubscribe takes RFC 8058's form bodies, on that route
// only; opened as a link it only redirects to the site's page); the rest refuses a request without a
// valid token; bad bodies are 400s naming the field that reach no service.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { SUBJECTS } from '@pickwise/contracts';
import { unsubscribeToken } from '../../services/notifications/src/unsubscribe/unsubscribe-token.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { TEST_UNSUBSCRIBE_SECRET, TEST_VAPID_KEYS } from '../support/notification-keys.js';
import { httpJson, startTestGateway, startTestNotifications, startTestTickets, type TestGateway, type TestService } from '../support/services.js';
import { confirmedAccount, newClientIp, signIn, startAuthSystem, type AuthSystem } from './auth-harness.js';

let system: AuthSystem;
let tickets: TestService;
let notifications: TestService;
/** A signed-in player: the account's id and access token. */
let player: { id: string; token: string };

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityHealth, SUBJECTS.notificationsHealth, SUBJECTS.ticketsLimitsGet]);
  system = await startAuthSystem();
  tickets = await startTestTickets();
  notifications = await startTestNotifications();
  const { email, password, id } = await confirmedAccount(system);
  player = { id, token: (await signIn(system, email, password)).access_token };
});

afterAll(async () => {
  await system?.stop();
  await notifications?.stop();
  await tickets?.stop();
});

const api = (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
  const { token, headers, ...rest } = init;
  return httpJson(`${system.gateway.url}${path}`, { ...rest, headers: { ...(headers as Record<string, string> | undefined), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
};

async function rows(table: 'push_subscriptions' | 'notification_rules'): Promise<number> {
  const [row] = await notifications.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from "${notifications.schema}"."${table}"`);
  return Number(row?.n);
}

/** A browser's subscription as PushSubscription.toJSON() gives it, at Chrome's push service (one of the default origins). */
const browserSubscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
  expirationTime: null,
  keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
});

const RESULTS_BY_MAIL = { rules: [{ kind: 'results', game: 'powerball', push: true, email: true }] };

describe('GET /api/notifications/vapid-public-key', () => {
  it('is the service’s public key, without a session, cacheable', async () => {
    const { status, headers, body } = await api('/api/notifications/vapid-public-key');
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, data: { publicKey: TEST_VAPID_KEYS.publicKey } });
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('the signed-in routes', () => {
  const ROUTES = [
    { method: 'POST', path: '/api/notifications/subscriptions', json: browserSubscription() },
    { method: 'DELETE', path: '/api/notifications/subscriptions', json: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' } },
    { method: 'GET', path: '/api/notifications/preferences' },
    { method: 'PUT', path: '/api/notifications/preferences', json: RESULTS_BY_MAIL },
    { method: 'PUT', path: '/api/profile/language', json: { language: 'es' } },
  ];

  it('refuse every request without a valid access token, before anything is stored', async () => {
    for (const token of [undefined, 'not.a.token']) {
      for (const { method, path, json } of ROUTES) {
        const { status, body } = await api(path, { method, ...(json ? { json } : {}), ...(token ? { token } : {}) });
        expect([method, path, status, body.code]).toEqual([method, path, 401, 'UNAUTHORIZED']);
      }
    }
    expect([await rows('push_subscriptions'), await rows('notification_rules')]).toEqual([0, 0]);
  });

  it.each([
    ['a subscription without keys', 'POST', '/api/notifications/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }, [{ path: ['keys'], code: 'invalid_type' }]],
    ['a key that is no P-256 point', 'POST', '/api/notifications/subscriptions', { ...browserSubscription(), keys: { p256dh: 'AAAA', auth: randomBytes(16).toString('base64url') } }, [{ path: ['keys', 'p256dh'], code: 'custom' }]],
    ['an endpoint that is no URL', 'POST', '/api/notifications/subscriptions', { ...browserSubscription(), endpoint: 'push me' }, [{ path: ['endpoint'], code: 'invalid_format' }]],
    ['no endpoint to forget', 'DELETE', '/api/notifications/subscriptions', {}, [{ path: ['endpoint'], code: 'invalid_type' }]],
    ['an unknown game', 'PUT', '/api/notifications/preferences', { rules: [{ kind: 'results', game: 'keno', push: true, email: false }] }, [{ path: ['rules', 0, 'game'], code: 'invalid_value' }]],
    ['a jackpot rule without its amount', 'PUT', '/api/notifications/preferences', { rules: [{ kind: 'jackpot', game: 'powerball', push: true, email: false }] }, [{ path: ['rules', 0, 'threshold'], code: 'invalid_type' }]],
    ['a language the site does not write', 'PUT', '/api/profile/language', { language: 'fr' }, [{ path: ['language'], code: 'invalid_value' }]],
  ])('answer %s 400 naming the field, storing nothing', async (_case, method, path, json, issues) => {
    const { status, body } = await api(path, { method, json, token: player.token });
    expect([status, body.code, body.issues]).toEqual([400, 'VALIDATION', issues]);
    expect(await rows('push_subscriptions')).toBe(0);
  });

  it('keep this browser for push once, and forget it', async () => {
    const subscription = browserSubscription();
    const added = await api('/api/notifications/subscriptions', { method: 'POST', json: subscription, token: player.token, headers: { 'user-agent': 'Firefox/140' } });
    expect(added.status).toBe(201);
    const [stored] = await notifications.em.getConnection().execute<{ user_id: string; user_agent: string }[]>(
      `select user_id, user_agent from "${notifications.schema}"."push_subscriptions" where id = ?`,
      [added.body.data.id],
    );
    expect(stored).toEqual({ user_id: player.id, user_agent: 'Firefox/140' });
    const again = await api('/api/notifications/subscriptions', { method: 'POST', json: subscription, token: player.token });
    expect(again.body.data).toEqual(added.body.data);

    const elsewhere = await api('/api/notifications/subscriptions', { method: 'POST', json: { ...browserSubscription(), endpoint: 'https://push.example.com/x' }, token: player.token });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'VALIDATION']);

    const forget = (endpoint: string) => api('/api/notifications/subscriptions', { method: 'DELETE', json: { endpoint }, token: player.token });
    expect((await forget(subscription.endpoint)).body).toEqual({ ok: true, data: { removed: true } });
    expect((await forget(subscription.endpoint)).body).toEqual({ ok: true, data: { removed: false } });
  });

  it('save the preferences and the profile language, and read them back', async () => {
    const saved = await api('/api/notifications/preferences', { method: 'PUT', json: RESULTS_BY_MAIL, token: player.token });
    expect(saved.status).toBe(200);
    expect(saved.body.data.rules).toEqual(RESULTS_BY_MAIL.rules);
    const language = await api('/api/profile/language', { method: 'PUT', json: { language: 'es' }, token: player.token });
    expect(language.body).toEqual({ ok: true, data: { language: 'es' } });
    const read = await api('/api/notifications/preferences', { token: player.token });
    expect(read.body.data).toMatchObject({ rules: RESULTS_BY_MAIL.rules, language: 'es', paused: false, pushDevices: 0 });
  });
});

describe('/api/notifications/unsubscribe', () => {
  const emailOn = async () => {
    const [row] = await notifications.em.getConnection().execute<{ email: boolean }[]>(
      `select bool_or(email) as email from "${notifications.schema}"."notification_rules" where user_id = ?`,
      [player.id],
    );
    return row?.email;
  };
  const unsubscribe = (init: RequestInit & { json?: unknown }, query = '') => api(`/api/notifications/unsubscribe${query}`, { method: 'POST', ...init });

  it("takes a mail client's one-click POST without a session (RFC 8058: the token in the address, a urlencoded or multipart body) and the site's JSON", async () => {
    const token = unsubscribeToken(TEST_UNSUBSCRIBE_SECRET, player.id);
    // The rule stored as the preferences store it, so this test asks only the unsubscribe.
    const save = () =>
      notifications.em
        .getConnection()
        .execute(
          `insert into "${notifications.schema}"."notification_rules" (user_id, kind, game, push, email) values (?, 'results', 'powerball', true, true)
           on conflict (user_id, kind, game) do update set email = true`,
          [player.id],
        );
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    for (const [request, query] of [
      [{ body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) }, `?token=${token}`],
      [{ body: multipart }, `?token=${token}`],
      [{ json: { token } }, ''],
    ] as const) {
      await save();
      expect(await emailOn()).toBe(true);
      const { status, body } = await unsubscribe(request, query);
      expect([status, body]).toEqual([200, { ok: true, data: { unsubscribed: true } }]);
      expect(await emailOn()).toBe(false);
    }
    // The same link again: still 200.
    expect((await unsubscribe({ body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) }, `?token=${token}`)).status).toBe(200);
  });

  it('answers a token it did not make 404, and no token or a malformed one 400', async () => {
    const forged = await unsubscribe({ body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) }, `?token=${randomBytes(32).toString('base64url')}`);
    expect([forged.status, forged.body.code]).toEqual([404, 'NOT_FOUND']);
    for (const [request, query] of [
      [{ body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) }, ''],
      [{ json: { token: 'short' } }, ''],
      [{}, '?token=a%20b'],
    ] as const) {
      const { status, body } = await unsubscribe(request, query);
      expect([status, body.code, body.issues]).toEqual([400, 'VALIDATION', [{ path: ['token'], code: expect.any(String) }]]);
    }
  });

  it('opened as a link, sends the reader to the site’s page in the link’s or the browser’s language, and unsubscribes nobody', async () => {
    const token = unsubscribeToken(TEST_UNSUBSCRIBE_SECRET, player.id);
    await notifications.em
      .getConnection()
      .execute(
        `insert into "${notifications.schema}"."notification_rules" (user_id, kind, game, push, email) values (?, 'results', 'powerball', true, true)
         on conflict (user_id, kind, game) do update set email = true`,
        [player.id],
      );
    const open = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${system.gateway.url}/api/notifications/unsubscribe${query}`, { redirect: 'manual', headers });
    for (const [query, headers, page] of [
      [`?token=${token}`, {}, `/unsubscribe?token=${token}`],
      [`?token=${token}`, { 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' }, `/unsubscribe?token=${token}`],
      [`?token=${token}`, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, `/es/unsubscribe?token=${token}`],
      [`?token=${token}&lang=es`, { 'accept-language': 'en' }, `/es/unsubscribe?token=${token}`],
      [`?token=${token}&lang=en`, { 'accept-language': 'es' }, `/unsubscribe?token=${token}`],
      ['', {}, '/unsubscribe'],
    ] as const) {
      const response = await open(query, headers);
      expect([query, headers, response.status, response.headers.get('location')]).toEqual([query, headers, 303, page]);
    }
    const opened = await open('?token=a%26b%3Dc%0D%0Ax');
    expect([opened.status, opened.headers.get('location')]).toEqual([303, '/unsubscribe?token=a%26b%3Dc%0D%0Ax']);
    expect((await open(`?token=${token}&lang=fr`)).status).toBe(400);
    expect(await emailOn()).toBe(true);
  });

  it('is the only route that reads a form body: others answer 415', async () => {
    for (const path of ['/api/notifications/preferences', '/api/contact', '/api/tickets']) {
      const { status, body } = await api(path, { method: path.endsWith('preferences') ? 'PUT' : 'POST', body: new URLSearchParams({ token: 'x' }), token: player.token });
      expect([path, status, body.code]).toEqual([path, 415, 'UNSUPPORTED_MEDIA_TYPE']);
    }
  });
});

describe('the per-token limit of the routes a token opens', () => {
  let limited: TestGateway;

  beforeAll(async () => {
    // An hour's window, so no window ends between a test's requests; each client is an IP of its own.
    limited = await startTestGateway({ TRUST_PROXY: '1', THROTTLE_EXEMPT_IPS: '', THROTTLE_TTL_MS: '3600000', TOKEN_ROUTES_THROTTLE_LIMIT: '2' });
  });

  afterAll(async () => {
    await limited?.stop();
  });

  const from = (ip: string, path: string, init: RequestInit & { json?: unknown } = {}) => httpJson(`${limited.url}${path}`, { ...init, headers: { 'x-forwarded-for': ip } });

  it('counts each feed address on its own, from whatever IP it is read', async () => {
    const feed = `/api/calendars/me/${randomBytes(32).toString('base64url')}.ics`;
    expect((await from(newClientIp(), feed)).status).toBe(404);
    expect((await from(newClientIp(), feed)).status).toBe(404);
    const refused = await from(newClientIp(), feed);
    expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts each unsubscribe token on its own, in the address or the body', async () => {
    const token = randomBytes(32).toString('base64url');
    const oneClick = { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) };
    expect((await from(newClientIp(), `/api/notifications/unsubscribe?token=${token}`, oneClick)).status).toBe(404);
    expect((await from(newClientIp(), '/api/notifications/unsubscribe', { method: 'POST', json: { token } })).status).toBe(404);
    expect((await from(newClientIp(), `/api/notifications/unsubscribe?token=${token}`, oneClick)).status).toBe(429);
  });

  it('lets one IP (a mailbox provider, a calendar service) use many tokens, and counts nothing else', async () => {
    const provider = newClientIp();
    for (let reader = 0; reader < 5; reader++) {
      expect((await from(provider, `/api/calendars/me/${randomBytes(32).toString('base64url')}.ics`)).status).toBe(404);
      expect((await from(provider, `/api/notifications/unsubscribe?token=${randomBytes(32).toString('base64url')}`, { method: 'POST' })).status).toBe(404);
    }
    for (let i = 0; i < 3; i++) {
      expect((await from(provider, '/api/calendars/powerball.ics')).status).toBe(200);
      expect((await from(provider, '/api/notifications/vapid-public-key')).status).toBe(200);
    }
  });
});
