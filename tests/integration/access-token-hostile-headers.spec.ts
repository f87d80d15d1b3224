// Issue 23: one verifier of access tokens for the gateway and identity (nest-kit's
// AccessTokenVerifier). A token's header is typed before any key lookup: a number kid reached SQL
// (500 on identity's routes), an object kid was taken by the ORM as a query operator and cached
// under the object, one entry per request (identity's heap grew 50 MB over 30,000 requests), and a
// signature with `==` appended verified in identity but not in the gateway. Every authenticated
// route must now refuse each hostile token with a 4xx, both services the same tokens, and a flood of
// them must leave memory flat.
import { SUBJECTS } from '@pickwise/contracts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { randomUUID } from 'node:crypto';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestGateway, startTestIdentity, type TestGateway, type TestService } from '../support/services.js';
import { uniqueEmail } from './auth-harness.js';

const FLOOD_REQUESTS = Number(process.env['TOKEN_FLOOD_REQUESTS'] ?? 30_000);
const FLOOD_CONCURRENCY = 16;
/** What the heap may keep after the flood and a full collection (the review measured +50 MB for 30,000 requests). */
const FLOOD_HEAP_ALLOWANCE_BYTES = 6 * 1024 * 1024;

let identity: TestService;
let gateway: TestGateway;
let realToken: string;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityJwks]);
  identity = await startTestIdentity();
  gateway = await startTestGateway();
  const email = uniqueEmail('hostile-headers');
  const password = 'a passphrase nobody guesses';
  expect((await httpJson(`${gateway.url}/api/auth/v1/signup`, { json: { email, password } })).status).toBe(200);
  const session = await httpJson(`${gateway.url}/api/auth/v1/token?grant_type=password`, { json: { email, password } });
  realToken = session.body.access_token as string;
});

afterAll(async () => {
  await gateway?.stop();
  await identity?.stop();
});

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** The real token with its header replaced: payload and signature stay identity's. */
const withHeader = (header: unknown) => [base64url(header), ...realToken.split('.').slice(1)].join('.');

/** The tokens of the review and their relatives: each must be refused by both services. */
const hostileTokens = (): [string, string][] => [
  ['number kid (review)', 'eyJhbGciOiJFUzI1NiIsImtpZCI6MX0.e30.AAAA'],
  ['operator kid (review)', 'eyJhbGciOiJFUzI1NiIsImtpZCI6eyIkbmUiOm51bGx9fQ.e30.AAAA'],
  ['kid true, real payload and signature', withHeader({ alg: 'ES256', kid: true, typ: 'JWT' })],
  ['kid 1.5, real payload and signature', withHeader({ alg: 'ES256', kid: 1.5, typ: 'JWT' })],
  ['operator kid, real payload and signature', withHeader({ alg: 'ES256', kid: { $ne: null }, typ: 'JWT' })],
  ['kid as a list', withHeader({ alg: 'ES256', kid: ['x'], typ: 'JWT' })],
  ['kid with SQL', withHeader({ alg: 'ES256', kid: "' or 1=1 --", typ: 'JWT' })],
  ['jku header', withHeader({ alg: 'ES256', kid: JSON.parse(Buffer.from(realToken.split('.')[0]!, 'base64url').toString()).kid, typ: 'JWT', jku: 'https://evil.example/jwks.json' })],
  ['signature with == appended (review)', `${realToken}==`],
  ['signature with = appended', `${realToken}=`],
];

/** Every route that reads an access token: identity's GoTrue routes and the gateway's guarded ones. */
const AUTHENTICATED_ROUTES: { method: string; path: string; json?: unknown; verifiedBy: 'identity' | 'gateway' }[] = [
  { method: 'GET', path: '/api/auth/v1/user', verifiedBy: 'identity' },
  { method: 'PUT', path: '/api/auth/v1/user', json: { data: { display_name: 'x' } }, verifiedBy: 'identity' },
  { method: 'POST', path: '/api/auth/v1/logout', json: {}, verifiedBy: 'identity' },
  { method: 'POST', path: '/api/auth/v1/factors', json: { factor_type: 'totp' }, verifiedBy: 'identity' },
  { method: 'POST', path: '/api/auth/v1/factors/00000000-0000-4000-8000-000000000000/challenge', json: {}, verifiedBy: 'identity' },
  { method: 'DELETE', path: '/api/auth/v1/factors/00000000-0000-4000-8000-000000000000', verifiedBy: 'identity' },
  { method: 'GET', path: '/api/me', verifiedBy: 'gateway' },
  { method: 'GET', path: '/api/profile', verifiedBy: 'gateway' },
  { method: 'PUT', path: '/api/profile', json: { display_name: 'Ana', country: 'ES' }, verifiedBy: 'gateway' },
  { method: 'GET', path: '/api/draws/powerball/details?date=2024-01-06', verifiedBy: 'gateway' },
  { method: 'GET', path: '/api/admin/generation-logs', verifiedBy: 'gateway' },
];

const call = (route: (typeof AUTHENTICATED_ROUTES)[number], token: string) =>
  httpJson(`${gateway.url}${route.path}`, { method: route.method, ...(route.json === undefined ? {} : { json: route.json }), headers: { authorization: `Bearer ${token}` } });

it('refuses every hostile token header on every authenticated route with 401 or 403, never 5xx', async () => {
  const answers: string[] = [];
  for (const [label, token] of hostileTokens()) {
    for (const route of AUTHENTICATED_ROUTES) {
      const { status, body } = await call(route, token);
      // identity answers GoTrue's 403 bad_jwt; the gateway its 401 envelope.
      const expected = route.verifiedBy === 'identity' ? { status: 403, code: 'bad_jwt' } : { status: 401, code: 'UNAUTHORIZED' };
      const got = { status, code: route.verifiedBy === 'identity' ? (body.error_code ?? body.code) : body.code };
      if (got.status !== expected.status || got.code !== expected.code) answers.push(`${label} → ${route.method} ${route.path}: ${JSON.stringify(got)}`);
    }
  }
  expect(answers).toEqual([]);
  // The real token itself still works on both sides.
  expect((await call(AUTHENTICATED_ROUTES[0]!, realToken)).status).toBe(200);
  expect((await call(AUTHENTICATED_ROUTES[6]!, realToken)).status).toBe(200);
});

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Heap in use after full collections (the test process hosts identity and the gateway). */
async function heapAfterGc(): Promise<number> {
  for (let round = 0; round < 3; round++) {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

/**
 * A hostile token unlike any before it: mostly operator kids that matched the real key (the ones
 * that were cached, one entry per request), then fresh string and number kids and paddings.
 */
function floodToken(index: number): string {
  switch (index % 5) {
    case 0:
      return withHeader({ alg: 'ES256', kid: { $ne: null }, typ: 'JWT' });
    case 1:
      return withHeader({ alg: 'ES256', kid: { $gt: '' }, typ: 'JWT' });
    case 2:
      return withHeader({ alg: 'ES256', kid: { $ne: `forged-${index}` }, typ: 'JWT' });
    case 3:
      return withHeader({ alg: 'ES256', kid: index % 2 === 0 ? randomUUID().replaceAll('-', '') : index, typ: 'JWT' });
    default:
      return `${realToken}${'='.repeat(1 + (index % 3))}`;
  }
}

it(`keeps memory flat under a flood of ${FLOOD_REQUESTS} hostile tokens to identity and the gateway`, async () => {
  const routes = [AUTHENTICATED_ROUTES[0]!, AUTHENTICATED_ROUTES[6]!];
  // Warm-up: every code path has run once, so the measure is not of first-use allocations.
  for (let index = 0; index < 500; index++) await call(routes[index % 2]!, floodToken(index));
  const heapBefore = await heapAfterGc();
  const rssBefore = process.memoryUsage().rss;
  const statuses = new Map<number, number>();
  for (let start = 0; start < FLOOD_REQUESTS; start += FLOOD_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(FLOOD_CONCURRENCY, FLOOD_REQUESTS - start) }, (_, offset) => call(routes[(start + offset) % 2]!, floodToken(start + offset)));
    for (const { status } of await Promise.all(batch)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const heapAfter = await heapAfterGc();
  const rssAfter = process.memoryUsage().rss;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `token flood: ${FLOOD_REQUESTS} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}; heap after GC ${mb(heapBefore)} → ${mb(heapAfter)} MB; resident ${mb(rssBefore)} → ${mb(rssAfter)} MB\n`,
  );
  expect([...statuses.keys()].sort()).toEqual([401, 403]);
  expect(heapAfter - heapBefore).toBeLessThan(FLOOD_HEAP_ALLOWANCE_BYTES);
}, 600_000);
