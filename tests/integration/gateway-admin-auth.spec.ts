// GET /api/admin/generation-logs behind JwtAuthGuard: tokens are verified against identity's JWKS
// (over NATS), and only role admin gets the real generation log. Tokens are signed here with the
// private key identity created in its throwaway schema, as identity will sign them.
import { SUBJECTS, type Jwks } from '@pickwise/contracts';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { eventually } from '../support/eventually.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestGateway, startTestGeneration, startTestIdentity, type TestGateway, type TestService } from '../support/services.js';
import { activeSigningKey, nowSeconds, signedAccessToken, type SigningKey, type TokenOptions } from './signed-tokens.js';

let identity: TestService;
let generation: TestService;
let gateway: TestGateway;
let signingKey: SigningKey;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityJwks, SUBJECTS.generationGenerate, SUBJECTS.generationLogsList]);
  identity = await startTestIdentity();
  generation = await startTestGeneration();
  gateway = await startTestGateway();
  signingKey = await activeSigningKey(identity);
});

afterAll(async () => {
  await gateway?.stop();
  await generation?.stop();
  await identity?.stop();
});

const accessToken = ({ key = signingKey, ...options }: TokenOptions = {}) => signedAccessToken(key, options);

const adminLogs = (token?: string, query = '') =>
  httpJson(`${gateway.url}/api/admin/generation-logs${query}`, token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } });

it('publishes identity JWKS as a plain document at GoTrue path', async () => {
  const { status, body, headers } = await httpJson(`${gateway.url}/api/auth/v1/.well-known/jwks.json`);
  expect(status).toBe(200);
  expect(headers.get('content-type')).toContain('application/json');
  const jwks = body as Jwks;
  expect(jwks.keys).toEqual([expect.objectContaining({ kid: signingKey.kid, kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })]);
  expect(jwks.keys[0]).not.toHaveProperty('d');
});

it('answers 401 without a token', async () => {
  const { status, body } = await adminLogs();
  expect(status).toBe(401);
  expect(body).toEqual({ ok: false, error: 'This endpoint requires a Bearer token', code: 'UNAUTHORIZED' });
});

it('answers 401 for a token that is not a JWT', async () => {
  const { status, body } = await adminLogs('not-a-token');
  expect(status).toBe(401);
  expect(body.ok).toBe(false);
});

it('answers 401 for a tampered token (payload changed after signing)', async () => {
  const [header, , signature] = (await accessToken({ role: 'user' })).split('.');
  const forgedPayload = Buffer.from(JSON.stringify({ sub: randomUUID(), role: 'admin', aal: 'aal1', session_id: randomUUID(), exp: nowSeconds() + 300 })).toString('base64url');
  const { status, body } = await adminLogs(`${header}.${forgedPayload}.${signature}`);
  expect(status).toBe(401);
  expect(body).toEqual({ ok: false, error: 'Invalid or expired access token', code: 'UNAUTHORIZED' });
});

it('answers 401 for an expired token', async () => {
  const { status, body } = await adminLogs(await accessToken({ expiresAt: nowSeconds() - 60 }));
  expect(status).toBe(401);
  expect(body).toEqual({ ok: false, error: 'Invalid or expired access token', code: 'UNAUTHORIZED' });
});

it('answers 401 for a token signed by a key identity does not publish', async () => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const token = await accessToken({ key: { kid: 'not-a-published-kid', privateKey } });
  expect(decodeProtectedHeader(token).kid).toBe('not-a-published-kid');
  const { status, body } = await adminLogs(token);
  expect(status).toBe(401);
  expect(body.ok).toBe(false);
});

it('answers 401 for a token signed by another key under the published kid', async () => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { status } = await adminLogs(await accessToken({ key: { kid: signingKey.kid, privateKey } }));
  expect(status).toBe(401);
});

it('answers 401 for an HS256 token keyed with the public key (algorithm confusion)', async () => {
  const { body: jwks } = await httpJson(`${gateway.url}/api/auth/v1/.well-known/jwks.json`);
  const publicPem = createPublicKey({ key: (jwks as Jwks).keys[0]!, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
  const token = await new SignJWT({ role: 'admin', aal: 'aal1', session_id: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', kid: signingKey.kid })
    .setSubject(randomUUID())
    .setExpirationTime(nowSeconds() + 300)
    .sign(new Uint8Array(Buffer.from(publicPem)));
  const { status } = await adminLogs(token);
  expect(status).toBe(401);
});

it('answers 401 for an unsigned token (alg: none)', async () => {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const token = `${encode({ alg: 'none', kid: signingKey.kid })}.${encode({ sub: randomUUID(), role: 'admin', aal: 'aal1', session_id: randomUUID(), aud: 'authenticated', exp: nowSeconds() + 300 })}.`;
  const { status } = await adminLogs(token);
  expect(status).toBe(401);
});

it('answers 401 for a token issued for another audience', async () => {
  const { status } = await adminLogs(await accessToken({ audience: 'somebody-else' }));
  expect(status).toBe(401);
});

it('answers 401 for a token whose claims lack the role', async () => {
  const { status } = await adminLogs(await accessToken({ role: 'superuser' }));
  expect(status).toBe(401);
});

it('answers 403 for a valid token of a user without role admin', async () => {
  const { status, body } = await adminLogs(await accessToken({ role: 'user' }));
  expect(status).toBe(403);
  expect(body).toEqual({ ok: false, error: "You don't have permission to access this page", code: 'FORBIDDEN' });
});

it('answers 200 with the real generation log entries for role admin', async () => {
  const requestId = `it-admin-${randomUUID()}`;
  const generated = await httpJson(`${gateway.url}/api/generate`, { json: { game: 'eurojackpot', count: 2, requestId } });
  expect(generated.status).toBe(200);
  const token = await accessToken();
  // The entry is written off the reply path, in batches.
  const entry = await eventually(`the generation log entry of ${requestId}`, async () => {
    const { status, body } = await adminLogs(token, '?limit=10');
    expect(status).toBe(200);
    const logs = body.data.logs as { requestId: string }[];
    const found = logs.find((log) => log.requestId === requestId);
    if (!found) throw new Error(`${logs.length} newest entries, not this one`);
    return found;
  });
  expect(entry).toMatchObject({ requestId, game: 'eurojackpot', method: 'random', count: 2, status: 'success' });
});

it('refuses a bad limit with 400 for an admin', async () => {
  const { status, body } = await adminLogs(await accessToken(), '?limit=0');
  expect(status).toBe(400);
  expect(body.ok).toBe(false);
  expect(body.error).toMatch(/limit/);
});
