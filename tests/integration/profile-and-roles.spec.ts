// GET /api/me, GET/PUT /api/profile and the ways an operator makes an admin (npm run admin:grant,
// ADMIN_EMAILS), through the real gateway, identity and generation.
import { SUBJECTS } from '@pickwise/contracts';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TEST_DATA_ENCRYPTION_KEYS } from '../support/data-encryption-keys.js';
import { DATABASE_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestGeneration, type TestService } from '../support/services.js';
import { authRequest, confirmedAccount, signIn, startAuthSystem, uniqueEmail, type AuthSystem } from './auth-harness.js';

const grantCli = fileURLToPath(new URL('../../services/identity/dist/cli/admin-grant.js', import.meta.url));
const bossEmail = uniqueEmail('boss');

let system: AuthSystem;
let generation: TestService;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityHealth, SUBJECTS.generationLogsList]);
  system = await startAuthSystem({ ADMIN_EMAILS: bossEmail });
  generation = await startTestGeneration();
});

afterAll(async () => {
  await generation?.stop();
  await system?.stop();
});

const api = (path: string, token?: string, init: { method?: string; json?: unknown } = {}) =>
  httpJson(`${system.gateway.url}${path}`, { ...init, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/me and /api/profile', () => {
  it('need a signed-in user', async () => {
    expect(await api('/api/me')).toMatchObject({ status: 401, body: { ok: false, error: 'This endpoint requires a Bearer token' } });
    expect((await api('/api/profile', 'not.a.token')).status).toBe(401);
  });

  it('list what the profile lacks until name and country are set', async () => {
    const { email, password, id } = await confirmedAccount(system);
    const { access_token: token } = await signIn(system, email, password);

    expect((await api('/api/me', token)).body).toEqual({ ok: true, data: { user: { id, email }, role: 'user', profileComplete: false, missing: ['name', 'country'] } });
    expect((await api('/api/profile', token)).body.data).toMatchObject({ user_id: id, display_name: null, email, country: null });

    const refused = [
      await api('/api/profile', token, { method: 'PUT', json: { display_name: 'Ana', country: 'XX' } }),
      await api('/api/profile', token, { method: 'PUT', json: { display_name: '   ', country: 'ES' } }),
      await api('/api/profile', token, { method: 'PUT', json: { display_name: 'Ana', country: 'ES', email: 'other@example.com' } }),
      await api('/api/profile', token, { method: 'PUT', json: { display_name: 'A'.repeat(101), country: 'ES' } }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(refused[0]!.body.error).toMatch(/^country: country must be one of: US, GB/);
    expect(refused[1]!.body.error).toBe('display_name: Name is required');
    expect(refused[2]!.body.error).toMatch(/email/);

    const saved = await api('/api/profile', token, { method: 'PUT', json: { display_name: '  Ana Pérez ', country: 'ES' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ user_id: id, display_name: 'Ana Pérez', email, country: 'ES' });
    expect((await api('/api/me', token)).body.data).toMatchObject({ profileComplete: true, missing: [] });
  });

  it('stop answering once the session is signed out', async () => {
    const { email, password } = await confirmedAccount(system);
    const { access_token: token } = await signIn(system, email, password);
    await authRequest(system, '/logout?scope=local', { method: 'POST', token, json: {} });
    // The gateway refuses it itself, from the ended sessions identity announced (docs/architecture.md §6).
    expect(await api('/api/me', token)).toMatchObject({ status: 401, body: { error: 'This session has ended: sign in again' } });
  });
});

describe('making an admin', () => {
  const grant = (email: string) =>
    promisify(execFile)(process.execPath, [grantCli, email], { env: { ...process.env, DATABASE_URL, DATABASE_SCHEMA: system.identity.schema, DATA_ENCRYPTION_KEYS: TEST_DATA_ENCRYPTION_KEYS, LOG_LEVEL: 'error' } }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
    );

  it('npm run admin:grant makes an existing account an admin, whose next token opens the admin API', async () => {
    const { email, password } = await confirmedAccount(system);
    const before = await signIn(system, email, password);
    expect((await api('/api/admin/generation-logs', before.access_token)).status).toBe(403);

    expect(await grant(email.toUpperCase())).toEqual({ code: 0, output: expect.stringContaining('is now an admin') });
    const refreshed = await authRequest(system, '/token?grant_type=refresh_token', { json: { refresh_token: before.refresh_token } });
    const admin = await api('/api/admin/generation-logs', refreshed.body.access_token);
    expect(admin.status).toBe(200);
    expect(admin.body.data.logs).toEqual(expect.any(Array));
    expect((await api('/api/me', refreshed.body.access_token)).body.data.role).toBe('admin');
  });

  it('admin:grant says so when no account has the e-mail', async () => {
    expect(await grant(uniqueEmail('ghost'))).toEqual({ code: 1, output: expect.stringContaining('No account has the e-mail') });
  });

  it('an address in ADMIN_EMAILS is an admin from its sign-up on', async () => {
    const { email, password } = await confirmedAccount(system, bossEmail);
    const { access_token: token } = await signIn(system, email, password);
    expect((await api('/api/me', token)).body.data.role).toBe('admin');
    expect((await api('/api/admin/generation-logs', token)).status).toBe(200);
  });
});
