// An ended session's access token is refused by every authenticated route of every gateway replica
// (issue 23, item 1): identity publishes ended sessions on the JetStream stream SESSIONS_ENDED, each
// gateway keeps them in memory. The token itself stays signed and unexpired for its hour, so replica
// B can only refuse it from that message; how long the message took is printed after the tests, a
// figure of the machine, not an assertion. Two gateway replicas in front of one identity;
// every way a session ends (sign-out local, global, others; refresh-token reuse; a password change;
// an admin's sign-out) is done through replica A and checked on replica B, on every route class:
// the signed-in API, every admin route, the GoTrue API. Admin routes also refuse old tokens.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { SUBJECTS } from '@pickwise/contracts';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestGateway, startTestNotifications, type TestGateway, type TestService } from '../support/services.js';
import { API_VERSION, authRequest, confirmedAccount, newClientIp, signIn, startAuthSystem, uniqueEmail, type AuthSystem } from './auth-harness.js';
import { activeSigningKey, nowSeconds, signedAccessToken } from './signed-tokens.js';

/** Every account here is an admin, so the admin routes show what a revoked token can still open. */
const ADMINS = ['local', 'global', 'others', 'reuse', 'password', 'revoked', 'operator', 'startup'].map((label) => [label, uniqueEmail(label)] as const);
const adminEmail = (label: string) => ADMINS.find(([name]) => name === label)![1];

let system: AuthSystem;
/** Behind the Alerts routes, so a live session's requests there reach a service that answers. */
let notifications: TestService;
/** An admin who stays signed in throughout, for the admin's sign-out. */
let operator: { email: string; password: string };
/** Replica A is `system.gateway`; B is a second replica of the same gateway. */
let replicaB: TestGateway;
const started: TestGateway[] = [];

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityHealth, SUBJECTS.identitySessionsEndUser, SUBJECTS.notificationsHealth]);
  // A reused refresh token ends its session at once (no grace for two tabs refreshing together).
  system = await startAuthSystem({ ADMIN_EMAILS: ADMINS.map(([, email]) => email).join(','), REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: '0' });
  replicaB = await startReplica();
  notifications = await startTestNotifications();
  operator = await confirmedAccount(system, adminEmail('operator'));
});

afterAll(async () => {
  if (revocationDelaysMs.length > 0) {
    const sorted = [...revocationDelaysMs].sort((a, b) => a - b);
    console.log(`ended sessions refused on replica B after ${sorted.join(', ')} ms (median ${sorted[Math.floor(sorted.length / 2)]} ms)`);
  }
  for (const gateway of started) await gateway.stop();
  await system?.stop();
  await notifications?.stop();
});

/**
 * Another replica of the gateway: same SITE_URL (the issuer it accepts), same NATS; no ingestion or
 * generation here, so their routes answer 503 quickly.
 */
async function startReplica(siteUrl = system.gateway.url): Promise<TestGateway> {
  const gateway = await startTestGateway({ SITE_URL: siteUrl, TRUST_PROXY: 'true', THROTTLE_EXEMPT_IPS: '127.0.0.1', NATS_REQUEST_TIMEOUT_MS: '1000' });
  started.push(gateway);
  return gateway;
}

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  json?: unknown;
}

const A_TICKET_ID = '00000000-0000-4000-8000-000000000000';
/** Pools' path ids: a pool, one of its members, tickets and invitations, an invitation link's token and a draw. */
const A_POOL_ID = '00000000-0000-4000-8000-000000000001';
const A_MEMBER_ID = '00000000-0000-4000-8000-000000000002';
const A_POOL_TICKET_ID = '00000000-0000-4000-8000-000000000003';
const AN_INVITATION_ID = '00000000-0000-4000-8000-000000000004';
const AN_INVITATION_TOKEN = 'A'.repeat(43);
const A_DRAW_DATE = '2026-12-05';
const POOL = `/api/pools/${A_POOL_ID}`;
const POOL_DRAW = `${POOL}/draws/powerball/${A_DRAW_DATE}`;
/** The documented path of a route of the table: its example values back to the parameters they stand for. */
const PARAMETERS: [example: string, parameter: string][] = [
  ['/powerball/', '/{game}/'],
  [A_TICKET_ID, '{id}'],
  [A_POOL_ID, '{id}'],
  [A_MEMBER_ID, '{memberId}'],
  [A_POOL_TICKET_ID, '{ticketId}'],
  [AN_INVITATION_ID, '{invitationId}'],
  [AN_INVITATION_TOKEN, '{token}'],
  [A_DRAW_DATE, '{date}'],
];
const documentedPath = (path: string) => PARAMETERS.reduce((documented, [example, parameter]) => documented.replaceAll(example, parameter), path.split('?')[0]!);
/** A browser's push subscription at Chrome's push service (an origin the notifications service sends to by default), with a real P-256 key. */
const A_PUSH_SUBSCRIPTION = {
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
  expirationTime: null,
  keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
};

/** Every route of the gateway that takes an access token, with a request that passes its guard when the token is good. */
const GATEWAY_ROUTES: Route[] = [
  { method: 'GET', path: '/api/me' },
  { method: 'GET', path: '/api/profile' },
  { method: 'PUT', path: '/api/profile', json: { display_name: 'Ana', country: 'ES' } },
  { method: 'PUT', path: '/api/profile/language', json: { language: 'es' } },
  { method: 'GET', path: '/api/draws/powerball/details?date=2024-01-03' },
  // No tickets service here: past the guards, 503 (400 for the empty bodies); nothing is written.
  { method: 'POST', path: '/api/tickets', json: {} },
  { method: 'GET', path: '/api/tickets' },
  { method: 'GET', path: '/api/tickets/summary' },
  { method: 'GET', path: `/api/tickets/${A_TICKET_ID}` },
  { method: 'PUT', path: `/api/tickets/${A_TICKET_ID}`, json: {} },
  { method: 'DELETE', path: `/api/tickets/${A_TICKET_ID}` },
  { method: 'POST', path: `/api/tickets/${A_TICKET_ID}/read` },
  { method: 'GET', path: '/api/limits' },
  { method: 'PUT', path: '/api/limits', json: {} },
  // Pools, on the same absent tickets service: valid bodies and ids, so past the guards each is a 503; nothing is written.
  { method: 'GET', path: '/api/pools' },
  { method: 'POST', path: '/api/pools', json: { name: 'Office', games: ['powerball'], displayName: 'Ana' } },
  { method: 'GET', path: `/api/pools/invitations/${AN_INVITATION_TOKEN}` },
  { method: 'POST', path: `/api/pools/invitations/${AN_INVITATION_TOKEN}/join`, json: { displayName: 'Bo' } },
  { method: 'GET', path: POOL },
  { method: 'PATCH', path: POOL, json: { name: 'Office 2' } },
  { method: 'POST', path: `${POOL}/invitations`, json: {} },
  { method: 'GET', path: `${POOL}/invitations` },
  { method: 'DELETE', path: `${POOL}/invitations/${AN_INVITATION_ID}` },
  { method: 'POST', path: `${POOL}/members/${A_MEMBER_ID}/approve` },
  { method: 'PUT', path: `${POOL}/members/${A_MEMBER_ID}/shares`, json: { shares: 2 } },
  { method: 'DELETE', path: `${POOL}/members/${A_MEMBER_ID}` },
  { method: 'POST', path: `${POOL}/leave` },
  { method: 'POST', path: `${POOL}/agreement`, json: { en: 'We share.', es: 'Compartimos.' } },
  { method: 'POST', path: `${POOL}/agreement/accept`, json: { version: 1, textSha256: 'a'.repeat(64) } },
  { method: 'POST', path: `${POOL}/tickets`, json: { game: 'powerball', drawDate: A_DRAW_DATE, lines: [{ main: [4, 18, 23, 41, 62], special: [9] }] } },
  { method: 'DELETE', path: `${POOL}/tickets/${A_POOL_TICKET_ID}` },
  { method: 'PUT', path: `${POOL}/tickets/${A_POOL_TICKET_ID}/photo`, json: { mediaType: 'image/png', base64: 'iVBORw0KGgo=' } },
  { method: 'GET', path: `${POOL}/tickets/${A_POOL_TICKET_ID}/photo` },
  { method: 'POST', path: `${POOL_DRAW}/seal` },
  { method: 'PUT', path: `${POOL_DRAW}/contributions/${A_MEMBER_ID}`, json: { amountMinor: 500 } },
  { method: 'POST', path: `${POOL_DRAW}/contributions/confirm` },
  { method: 'PUT', path: `${POOL_DRAW}/prizes`, json: { ticketId: A_POOL_TICKET_ID, line: 0, amountMinor: 100_000 } },
  { method: 'GET', path: `${POOL}/evidence` },
  // Alerts, on the notifications service started above: valid bodies, so a live session gets its answer
  // (the preferences' 503: their view asks the tickets service, not running here, for the pause).
  { method: 'POST', path: '/api/notifications/subscriptions', json: A_PUSH_SUBSCRIPTION },
  { method: 'DELETE', path: '/api/notifications/subscriptions', json: { endpoint: A_PUSH_SUBSCRIPTION.endpoint } },
  { method: 'GET', path: '/api/notifications/preferences' },
  { method: 'PUT', path: '/api/notifications/preferences', json: { rules: [{ kind: 'results', game: 'powerball', push: true, email: true }] } },
  { method: 'GET', path: '/api/calendars/me' },
  { method: 'POST', path: '/api/calendars/me' },
  { method: 'DELETE', path: '/api/calendars/me' },
  // The account's data: bodies that fail validation past the guards (400), so nothing is deleted and no
  // sign-in is counted; the export of a fresh session is asked of identity, tickets and notifications.
  { method: 'POST', path: '/api/account/reauthenticate', json: {} },
  { method: 'GET', path: '/api/account/export' },
  { method: 'DELETE', path: '/api/account', json: {} },
  { method: 'GET', path: '/api/admin/health' },
  { method: 'GET', path: '/api/admin/ingest-logs' },
  // Invalid bodies: past the guards they get 400, so no ingestion run starts.
  { method: 'POST', path: '/api/admin/fetch-draws', json: {} },
  { method: 'POST', path: '/api/admin/backfill', json: {} },
  { method: 'POST', path: '/api/admin/bootstrap', json: { unexpected: true } },
  { method: 'GET', path: '/api/admin/generation-logs' },
  { method: 'GET', path: '/api/admin/provider-usage' },
  { method: 'GET', path: '/api/admin/contact-messages' },
  { method: 'POST', path: '/api/admin/sign-out', json: { email: 'nobody-here@example.com' } },
];
/** The GoTrue routes that need a signed-in session; identity checks those against its sessions table. */
const AUTH_API_ROUTES: Route[] = [
  { method: 'GET', path: '/user' },
  { method: 'PUT', path: '/user', json: { data: { seen: true } } },
  { method: 'POST', path: '/factors', json: { factor_type: 'totp' } },
];

const call = (gateway: TestGateway, route: Route, token: string) =>
  httpJson(`${gateway.url}${route.path}`, { method: route.method, ...(route.json === undefined ? {} : { json: route.json }), headers: { authorization: `Bearer ${token}` } });
const authApi = (gateway: TestGateway, route: Route, token: string) =>
  httpJson(`${gateway.url}/api/auth/v1${route.path}`, { method: route.method, ...(route.json === undefined ? {} : { json: route.json }), headers: { ...API_VERSION, 'x-forwarded-for': newClientIp(), authorization: `Bearer ${token}` } });

/** The status of every route for `token` on `gateway`, keyed by route. */
async function statuses(gateway: TestGateway, token: string): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const route of GATEWAY_ROUTES) answers[`${route.method} ${route.path}`] = (await call(gateway, route, token)).status;
  for (const route of AUTH_API_ROUTES) answers[`${route.method} /api/auth/v1${route.path}`] = (await authApi(gateway, route, token)).status;
  return answers;
}

/** Refused everywhere: 401 from the gateway's routes, GoTrue's 403 session_not_found from identity's. */
async function expectRefusedEverywhere(token: string): Promise<void> {
  for (const gateway of [system.gateway, replicaB]) {
    for (const route of GATEWAY_ROUTES) {
      const answer = await call(gateway, route, token);
      expect({ route: route.path, status: answer.status, body: answer.body }).toEqual({
        route: route.path,
        status: 401,
        body: { ok: false, error: 'This session has ended: sign in again', code: 'UNAUTHORIZED' },
      });
    }
    for (const route of AUTH_API_ROUTES) {
      const answer = await authApi(gateway, route, token);
      expect({ route: route.path, status: answer.status, code: answer.body.code }).toEqual({ route: route.path, status: 403, code: 'session_not_found' });
    }
  }
}

/** How long each ended session took to be refused on replica B, printed after the tests. */
const revocationDelaysMs: number[] = [];

/** Asks replica B until it refuses `token` (the limit is a hang's, far above any honest delay); records the delay from `since`. */
async function refusedOnB(token: string, since: number): Promise<void> {
  const limitMs = 60_000;
  for (;;) {
    const answer = await call(replicaB, { method: 'GET', path: '/api/admin/contact-messages' }, token);
    if (answer.status === 401) {
      revocationDelaysMs.push(Date.now() - since);
      return;
    }
    if (Date.now() - since > limitMs) throw new Error(`Gave up after ${limitMs / 1000} s waiting for replica B to refuse the ended session; it still answers ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const expectOpen = async (token: string) => {
  for (const gateway of [system.gateway, replicaB]) expect((await call(gateway, { method: 'GET', path: '/api/me' }, token)).status).toBe(200);
};

const logout = (scope: string, token: string) => authRequest(system, `/logout?scope=${scope}`, { method: 'POST', token, json: {} });

it('lists every route of the gateway that takes an access token', async () => {
  // The OpenAPI document marks each route that takes a bearer token; the table above must hold them all.
  const { body: document } = await httpJson(`${system.gateway.url}/api/docs/openapi.json`);
  const documented = Object.entries(document.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security !== undefined)
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  const listed = GATEWAY_ROUTES.map((route) => `${route.method} ${documentedPath(route.path)}`);
  expect(documented.filter((route) => !route.includes('/api/auth/v1/')).sort()).toEqual([...listed].sort());
});

it('lets a live session through every route on both replicas (what the refusals below are measured against)', async () => {
  const { access_token: token } = await signIn(system, operator.email, operator.password);
  for (const gateway of [system.gateway, replicaB]) {
    const answers = await statuses(gateway, token);
    // 200 where the service behind the route runs here; past the guards, 400, 404 or 503 otherwise.
    const stoppedByAGuard = Object.entries(answers).filter(([route, status]) => status === 401 || (status === 403 && route.includes('/api/admin/')));
    expect(stoppedByAGuard).toEqual([]);
    expect(answers['GET /api/me']).toBe(200);
    expect(answers['GET /api/admin/contact-messages']).toBe(200);
    expect(answers['POST /api/admin/fetch-draws']).toBe(400);
    expect(answers['PUT /api/profile/language']).toBe(200);
    expect(answers['POST /api/notifications/subscriptions']).toBe(201);
    expect(answers['POST /api/calendars/me']).toBe(201);
    // Pools: every body and id valid, so each request passed the gateway's checks to NATS, where no tickets service answers.
    expect(Object.entries(answers).filter(([route, status]) => route.includes(' /api/pools') && status !== 503)).toEqual([]);
    expect(answers['GET /api/auth/v1/user']).toBe(200);
  }
});

describe('a session ended through replica A is refused on replica B, on every route', () => {
  it('sign-out, scope local: this session', async () => {
    const { email, password } = await confirmedAccount(system, adminEmail('local'));
    const signedOut = await signIn(system, email, password);
    const other = await signIn(system, email, password);
    const since = Date.now();
    expect((await logout('local', signedOut.access_token)).status).toBe(204);
    await refusedOnB(signedOut.access_token, since);
    await expectRefusedEverywhere(signedOut.access_token);
    await expectOpen(other.access_token);
  });

  it('sign-out, scope global: every session of the user', async () => {
    const { email, password } = await confirmedAccount(system, adminEmail('global'));
    const first = await signIn(system, email, password);
    const second = await signIn(system, email, password);
    const since = Date.now();
    expect((await logout('global', first.access_token)).status).toBe(204);
    await refusedOnB(second.access_token, since);
    await expectRefusedEverywhere(first.access_token);
    await expectRefusedEverywhere(second.access_token);
  });

  it('sign-out, scope others: every session but this one', async () => {
    const { email, password } = await confirmedAccount(system, adminEmail('others'));
    const kept = await signIn(system, email, password);
    const ended = await signIn(system, email, password);
    const since = Date.now();
    expect((await logout('others', kept.access_token)).status).toBe(204);
    await refusedOnB(ended.access_token, since);
    await expectRefusedEverywhere(ended.access_token);
    await expectOpen(kept.access_token);
  });

  it('refresh-token reuse: the whole session, the tokens of its rotations included', async () => {
    const { email, password } = await confirmedAccount(system, adminEmail('reuse'));
    const original = await signIn(system, email, password);
    const rotated = await authRequest(system, '/token?grant_type=refresh_token', { json: { refresh_token: original.refresh_token } });
    expect(rotated.status).toBe(200);
    const since = Date.now();
    const reused = await authRequest(system, '/token?grant_type=refresh_token', { json: { refresh_token: original.refresh_token } });
    expect(reused).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
    await refusedOnB(rotated.body.access_token, since);
    await expectRefusedEverywhere(original.access_token);
    await expectRefusedEverywhere(rotated.body.access_token);
  });

  it('a password change: every other session of the user, while the one that changed it stays', async () => {
    const { email, password } = await confirmedAccount(system, adminEmail('password'));
    const elsewhere = await signIn(system, email, password);
    const changer = await signIn(system, email, password);
    const since = Date.now();
    const changed = await authRequest(system, '/user', { method: 'PUT', token: changer.access_token, json: { password: 'a brand new secret 2' } });
    expect(changed.status).toBe(200);
    await refusedOnB(elsewhere.access_token, since);
    await expectRefusedEverywhere(elsewhere.access_token);
    await expectOpen(changer.access_token);
    // Its refresh token is gone with it.
    expect((await authRequest(system, '/token?grant_type=refresh_token', { json: { refresh_token: elsewhere.refresh_token } })).body.code).toBe('refresh_token_not_found');
  });

  it("an admin's sign-out (POST /api/admin/sign-out): every session of that account", async () => {
    const operatorToken = (await signIn(system, operator.email, operator.password)).access_token;
    const target = await confirmedAccount(system, adminEmail('revoked'));
    const phone = await signIn(system, target.email, target.password);
    const laptop = await signIn(system, target.email, target.password);
    const since = Date.now();
    const answer = await call(system.gateway, { method: 'POST', path: '/api/admin/sign-out', json: { email: target.email.toUpperCase() } }, operatorToken);
    // The confirmation link signed the account in too: three sessions.
    expect(answer).toMatchObject({ status: 200, body: { ok: true, data: { sessionsEnded: 3 } } });
    await refusedOnB(laptop.access_token, since);
    await expectRefusedEverywhere(phone.access_token);
    await expectRefusedEverywhere(laptop.access_token);
    expect((await authRequest(system, '/token?grant_type=refresh_token', { json: { refresh_token: phone.refresh_token } })).body.code).toBe('refresh_token_not_found');
    await expectOpen(operatorToken);
  });

  it('a replica started later reads the ended sessions before it serves signed-in routes', async () => {
    const { email, password } = await confirmedAccount(system, adminEmail('startup'));
    const session = await signIn(system, email, password);
    expect((await logout('local', session.access_token)).status).toBe(204);
    const late = await startReplica();
    const answer = await call(late, { method: 'GET', path: '/api/me' }, session.access_token);
    expect(answer).toMatchObject({ status: 401, body: { error: 'This session has ended: sign in again' } });
  });
});

describe('POST /api/admin/sign-out', () => {
  it('is for admins only and names an existing account', async () => {
    const user = await confirmedAccount(system);
    const userToken = (await signIn(system, user.email, user.password)).access_token;
    expect((await call(system.gateway, { method: 'POST', path: '/api/admin/sign-out', json: { email: user.email } }, userToken)).status).toBe(403);
    expect((await httpJson(`${system.gateway.url}/api/admin/sign-out`, { json: { email: user.email } })).status).toBe(401);

    const operatorToken = (await signIn(system, operator.email, operator.password)).access_token;
    const unknown = await call(system.gateway, { method: 'POST', path: '/api/admin/sign-out', json: { email: uniqueEmail('ghost') } }, operatorToken);
    expect(unknown).toMatchObject({ status: 404, body: { ok: false, code: 'NOT_FOUND', error: 'No account has that e-mail address' } });
    const invalid = await call(system.gateway, { method: 'POST', path: '/api/admin/sign-out', json: { email: 'not an address', extra: 1 } }, operatorToken);
    expect(invalid).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    // The plain user was not signed out by the refusals.
    await expectOpen(userToken);
  });
});

describe('admin routes and the age of the token', () => {
  it('refuse a token issued longer ago than ADMIN_TOKEN_MAX_AGE_SECONDS (15 min), which other routes still take', async () => {
    const key = await activeSigningKey(system.identity);
    const old = await signedAccessToken(key, { issuedAt: nowSeconds() - 16 * 60, expiresAt: nowSeconds() + 30 * 60 });
    const recent = await signedAccessToken(key, { issuedAt: nowSeconds() - 14 * 60, expiresAt: nowSeconds() + 30 * 60 });
    // Tokens signed here carry the issuer of the default SITE_URL, which this replica accepts.
    const gateway = await startReplica('http://localhost:8080');
    const refused = await call(gateway, { method: 'GET', path: '/api/admin/contact-messages' }, old);
    expect(refused).toMatchObject({ status: 401, body: { ok: false, code: 'UNAUTHORIZED', error: expect.stringMatching(/^Admin routes need a recently issued access token/) } });
    expect((await call(gateway, { method: 'GET', path: '/api/admin/contact-messages' }, recent)).status).toBe(200);
    // Past the gateway's guards on other routes (identity, which knows no such session, answers its own 401).
    expect((await call(gateway, { method: 'GET', path: '/api/me' }, old)).body.error).not.toMatch(/^Admin routes/);
  });
});
