// The GoTrue-compatible auth API under /api/auth/v1, endpoint by endpoint, through the real gateway
// and identity on the real NATS and PostgreSQL, with mail through a real SMTP server.
import { SUBJECTS } from '@pickwise/contracts';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { eventually } from '../support/eventually.js';
import { linkIn } from '../support/smtp-sink.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { ExpiredAuthRecords } from '../../services/identity/src/accounts/expired-records.js';
import { API_VERSION, authRequest, confirmedAccount, newClientIp, signIn, startAuthSystem, uniqueEmail, type AuthSystem } from './auth-harness.js';

let system: AuthSystem;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityHealth]);
  system = await startAuthSystem({ RATE_LIMIT_SIGN_IN: '5', RATE_LIMIT_RECOVER: '3' });
});

afterAll(async () => {
  await system?.stop();
});

describe('GET /settings and /health', () => {
  it('describes an e-mail-only server that confirms addresses by mail', async () => {
    const { status, body, headers } = await authRequest(system, '/settings');
    expect(status).toBe(200);
    expect(body).toMatchObject({ external: { email: true, phone: false }, disable_signup: false, mailer_autoconfirm: false });
    expect(headers.get('cache-control')).toBe('no-store');
    expect((await authRequest(system, '/health')).body).toMatchObject({ name: 'PickWise identity' });
  });
});

describe('POST /signup', () => {
  it('creates the account, keeps `data` as user_metadata and mails a confirmation link', async () => {
    const email = uniqueEmail('Signup');
    const { status, body } = await authRequest(system, '/signup', { json: { email: `  ${email.toUpperCase()} `, password: 'secret-1', data: { display_name: 'Ana' } } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: email.toLowerCase(), user_metadata: { display_name: 'Ana' }, identities: [expect.objectContaining({ provider: 'email' })] });
    expect(body).not.toHaveProperty('access_token');
    expect(body.confirmation_sent_at).toEqual(expect.any(String));
    expect(body.email_confirmed_at).toBeUndefined();
    const mail = await system.smtp.mailTo(email.toLowerCase(), /Confirm your PickWise account/);
    expect(linkIn(mail).pathname).toBe('/api/auth/v1/verify');
  });

  it('refuses an e-mail that is already registered, however it is written', async () => {
    const { email } = await confirmedAccount(system);
    const again = await authRequest(system, '/signup', { json: { email: email.toUpperCase(), password: 'another1' } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ code: 'user_already_exists', message: 'User already registered' });
    // The original GoTrue body for clients without the API version header.
    const legacy = await authRequest(system, '/signup', { json: { email, password: 'another1' }, headers: {} });
    expect(legacy.body).toEqual({ code: 422, error_code: 'user_already_exists', msg: 'User already registered' });
  });

  it('mails a new confirmation link on /resend, which replaces the first; {} for any address', async () => {
    const email = uniqueEmail('resend');
    await authRequest(system, '/signup', { json: { email, password: 'secret-1' } });
    const first = linkIn(await system.smtp.mailTo(email, /Confirm/));
    expect(await authRequest(system, '/resend', { json: { type: 'signup', email } })).toMatchObject({ status: 200, body: {} });
    expect(await authRequest(system, '/resend', { json: { type: 'signup', email: uniqueEmail('nobody') } })).toMatchObject({ status: 200, body: {} });
    expect((await authRequest(system, '/resend', { json: { type: 'sms', phone: '+15555550100' } })).status).toBe(400);

    const second = await eventually(`a second confirmation mail to ${email}`, async () => {
      const links = system.smtp.mails.filter((mail) => mail.to.includes(email)).map(linkIn);
      if (links.length !== 2) throw new Error(`${links.length} mails to ${email}`);
      return links[1];
    });
    expect(second!.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    const stale = await authRequest(system, '/verify', { json: { type: 'signup', token_hash: first.searchParams.get('token') } });
    expect(stale.body.code).toBe('otp_expired');
    const confirmed = await authRequest(system, '/verify', { json: { type: 'signup', token_hash: second!.searchParams.get('token') } });
    expect(confirmed.body.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
  });

  it('refuses a password under 6 characters as weak', async () => {
    const { status, body } = await authRequest(system, '/signup', { json: { email: uniqueEmail(), password: '12345' } });
    expect(status).toBe(422);
    expect(body).toEqual({ code: 'weak_password', message: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
  });

  it.each([
    ['123456', ['pwned']],
    ['password', ['pwned']],
    ['Password1', ['pwned']],
    ['      ', ['characters']],
  ])('refuses %j as weak with GoTrue’s reasons %j (issue 23)', async (password, reasons) => {
    const { status, body } = await authRequest(system, '/signup', { json: { email: uniqueEmail(), password } });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'weak_password', weak_password: { reasons } });
  });

  it('refuses the account’s own e-mail as its password, on sign-up and on a password change', async () => {
    const email = uniqueEmail('same-as-password');
    const answer = await authRequest(system, '/signup', { json: { email, password: email.toUpperCase() } });
    expect(answer).toMatchObject({ status: 422, body: { code: 'weak_password', message: 'Password should not be your email address.', weak_password: { reasons: ['email'] } } });
    const account = await confirmedAccount(system);
    const session = await signIn(system, account.email, account.password);
    const change = await authRequest(system, '/user', { method: 'PUT', token: session.access_token, json: { password: account.email } });
    expect(change).toMatchObject({ status: 422, body: { code: 'weak_password', weak_password: { reasons: ['email'] } } });
  });

  it('keeps a sign-up display name of 99 letters and an emoji whole: lengths are counted in characters (issue 23)', async () => {
    const email = uniqueEmail('emoji-name');
    const name = `${'a'.repeat(99)}🎲`;
    expect((await authRequest(system, '/signup', { json: { email, password: 'secret-1', data: { display_name: name } } })).status).toBe(200);
    const [profile] = await system.identity.em.getConnection().execute<{ display_name: string }[]>(`select display_name from "${system.identity.schema}".profiles where email = ?`, [email]);
    expect(profile?.display_name).toBe(name);
  });

  it('refuses metadata PostgreSQL cannot store (an unpaired surrogate) with 400, and creates no account', async () => {
    const email = uniqueEmail();
    const answer = await authRequest(system, '/signup', { json: { email, password: 'secret-1', data: { display_name: 'Ana\ud800' } } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('unpaired surrogate');
    expect(await authRequest(system, '/signup', { json: { email, password: 'secret-1' } })).toMatchObject({ status: 200 });
  });

  it.each([
    [{ password: 'secret-1' }, 400, 'validation_failed', 'You must provide either an email or phone number and a password'],
    [{ phone: '+15555550100', password: 'secret-1' }, 400, 'phone_provider_disabled', 'Phone signups are disabled: sign up with an email address and a password'],
    [{ email: 'not-an-email', password: 'secret-1' }, 400, 'email_address_invalid', 'Unable to validate email address: invalid format'],
    [{ email: 'a@example.com', password: 42 }, 400, 'validation_failed', expect.stringContaining('password')],
    [[1, 2], 400, 'bad_json', expect.stringContaining('expected an object')],
  ])('refuses %j with %i %s', async (json, status, code, message) => {
    const answer = await authRequest(system, '/signup', { json });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code, message });
  });
});

describe('POST /token?grant_type=password', () => {
  it('issues an ES256 access token with the claims and kid the gateway verifies, and a refresh token', async () => {
    const { email, password, id } = await confirmedAccount(system);
    const session = await signIn(system, email, password);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id, email } });
    expect(session.refresh_token).toMatch(/^[\w-]{43}$/);

    const header = decodeProtectedHeader(session.access_token);
    expect(header.alg).toBe('ES256');
    const jwks = (await authRequest(system, '/.well-known/jwks.json')).body as { keys: { kid: string }[] };
    const jwk = jwks.keys.find((key) => key.kid === header.kid);
    const { payload } = await jwtVerify(session.access_token, createPublicKey({ key: jwk as never, format: 'jwk' }), { audience: 'authenticated', issuer: `${system.gateway.url}/api/auth/v1` });
    expect(payload).toMatchObject({ sub: id, email, role: 'user', aal: 'aal1', amr: [{ method: 'password', timestamp: expect.any(Number) }], session_id: expect.any(String) });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('gives one answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await confirmedAccount(system);
    const wrongPassword = await authRequest(system, '/token?grant_type=password', { json: { email, password: 'wrong-password' } });
    const unknownEmail = await authRequest(system, '/token?grant_type=password', { json: { email: uniqueEmail('nobody'), password: 'wrong-password' } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(unknownEmail.status).toBe(400);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('says "Email not confirmed" only to someone who knows the password', async () => {
    const email = uniqueEmail();
    await authRequest(system, '/signup', { json: { email, password: 'secret-1' } });
    expect((await authRequest(system, '/token?grant_type=password', { json: { email, password: 'secret-1' } })).body).toEqual({ code: 'email_not_confirmed', message: 'Email not confirmed' });
    expect((await authRequest(system, '/token?grant_type=password', { json: { email, password: 'nope-nope' } })).body.code).toBe('invalid_credentials');
  });

  it('limits sign-in attempts per client IP with 429 and Retry-After, the same for every e-mail', async () => {
    const { email } = await confirmedAccount(system);
    const ip = newClientIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await authRequest(system, '/token?grant_type=password', { json: { email, password: `guess-${attempt}` }, ip })).status).toBe(400);
    }
    const known = await authRequest(system, '/token?grant_type=password', { json: { email, password: 'guess-5' }, ip });
    const unknown = await authRequest(system, '/token?grant_type=password', { json: { email: uniqueEmail(), password: 'guess-6' }, ip });
    expect(known.status).toBe(429);
    expect(known.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(Number(known.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(known.body);
    // Another client is not affected.
    expect((await authRequest(system, '/token?grant_type=password', { json: { email, password: 'guess-7' } })).status).toBe(400);
  });

  it('refuses an unknown grant type', async () => {
    const { status, body } = await authRequest(system, '/token?grant_type=client_credentials', { json: {} });
    expect(status).toBe(400);
    expect(body.code).toBe('unsupported_grant_type');
  });
});

describe('POST /token?grant_type=refresh_token', () => {
  const refresh = (token: string) => authRequest(system, '/token?grant_type=refresh_token', { json: { refresh_token: token } });

  it('rotates: each refresh token works once and yields a new one', async () => {
    const { email, password } = await confirmedAccount(system);
    const first = await signIn(system, email, password);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.access_token).not.toBe(first.access_token);
    expect((await refresh(second.body.refresh_token)).status).toBe(200);
  });

  it('answers a token used again within the reuse interval (two tabs at once) with a fresh child', async () => {
    const { email, password } = await confirmedAccount(system);
    const session = await signIn(system, email, password);
    const [tabA, tabB] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    expect(tabA.body.refresh_token).not.toBe(tabB.body.refresh_token);
  });

  it('ends the whole session when a rotated token is reused after the interval', async () => {
    const { email, password } = await confirmedAccount(system);
    const stolen = await signIn(system, email, password);
    const owner = await refresh(stolen.refresh_token);
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    const reuse = await refresh(stolen.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // The owner's current token and access token die with the session.
    expect((await refresh(owner.body.refresh_token)).body.code).toBe('refresh_token_not_found');
    const user = await authRequest(system, '/user', { token: owner.body.access_token });
    expect(user.status).toBe(403);
    expect(user.body.code).toBe('session_not_found');
  });

  it('refuses an unknown refresh token', async () => {
    const { status, body } = await refresh('not-a-real-token');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
  });
});

describe('forged access tokens', () => {
  it('refuses alg none, HS256 keyed with the public key, another key under our kid, and expired tokens', async () => {
    const { email, password } = await confirmedAccount(system);
    const genuine = await signIn(system, email, password);
    const [headerPart, payloadPart] = genuine.access_token.split('.') as [string, string];
    const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { kid: string };
    const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString()) as Record<string, unknown>;
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

    const unsigned = `${encode({ alg: 'none', kid: header.kid })}.${encode({ ...claims, role: 'admin' })}.`;
    const jwks = (await authRequest(system, '/.well-known/jwks.json')).body as { keys: { kid: string }[] };
    const publicPem = createPublicKey({ key: jwks.keys[0] as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
    const hmac = await new SignJWT({ ...claims, role: 'admin' }).setProtectedHeader({ alg: 'HS256', kid: header.kid }).sign(new Uint8Array(Buffer.from(publicPem)));
    const foreignKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const foreign = await new SignJWT({ ...claims, role: 'admin' }).setProtectedHeader({ alg: 'ES256', kid: header.kid }).sign(foreignKey);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }).setProtectedHeader({ alg: 'ES256', kid: 'unknown-kid' }).sign(foreignKey);

    for (const token of [unsigned, hmac, foreign, expired]) {
      expect(await authRequest(system, '/user', { token })).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
    }
    expect((await authRequest(system, '/user', { token: genuine.access_token })).status).toBe(200);
  });
});

describe('GET and PUT /user', () => {
  it('needs a valid bearer token', async () => {
    expect(await authRequest(system, '/user')).toMatchObject({ status: 401, body: { code: 'no_authorization' } });
    expect(await authRequest(system, '/user', { token: 'abc.def.ghi' })).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
  });

  it('answers the user, merges metadata and changes the password', async () => {
    const { email, password, id } = await confirmedAccount(system);
    const { access_token: token } = await signIn(system, email, password);
    expect((await authRequest(system, '/user', { token })).body).toMatchObject({ id, email, role: 'user', email_confirmed_at: expect.any(String) });

    await authRequest(system, '/user', { method: 'PUT', token, json: { data: { theme: 'dark', locale: 'es' } } });
    const updated = await authRequest(system, '/user', { method: 'PUT', token, json: { data: { locale: null } } });
    expect(updated.body.user_metadata).toEqual({ theme: 'dark' });

    expect(await authRequest(system, '/user', { method: 'PUT', token, json: { password } })).toMatchObject({ status: 422, body: { code: 'same_password' } });
    expect(await authRequest(system, '/user', { method: 'PUT', token, json: { password: 'short' } })).toMatchObject({ status: 422, body: { code: 'weak_password' } });
    expect(await authRequest(system, '/user', { method: 'PUT', token, json: { email: uniqueEmail() } })).toMatchObject({ status: 422, body: { code: 'email_change_not_allowed', message: 'Email cannot be changed' } });
    expect((await authRequest(system, '/user', { method: 'PUT', token, json: { password: 'a new password' } })).status).toBe(200);
    await expect(signIn(system, email, password)).rejects.toThrow(/invalid_credentials/);
    expect((await signIn(system, email, 'a new password')).user.id).toBe(id);
  });
});

describe('POST /logout', () => {
  it('ends this session (local), every other one (others) or all of them (global)', async () => {
    const { email, password } = await confirmedAccount(system);
    const [a, b, c] = [await signIn(system, email, password), await signIn(system, email, password), await signIn(system, email, password)];
    const userStatus = async (token: string) => (await authRequest(system, '/user', { token })).status;

    expect((await authRequest(system, '/logout?scope=others', { method: 'POST', token: a.access_token, json: {} })).status).toBe(204);
    expect([await userStatus(a.access_token), await userStatus(b.access_token), await userStatus(c.access_token)]).toEqual([200, 403, 403]);
    expect((await authRequest(system, '/token?grant_type=refresh_token', { json: { refresh_token: b.refresh_token } })).status).toBe(400);

    const d = await signIn(system, email, password);
    expect((await authRequest(system, '/logout?scope=local', { method: 'POST', token: a.access_token, json: {} })).status).toBe(204);
    expect([await userStatus(a.access_token), await userStatus(d.access_token)]).toEqual([403, 200]);

    const e = await signIn(system, email, password);
    expect((await authRequest(system, '/logout', { method: 'POST', token: e.access_token, json: {} })).status).toBe(204);
    expect([await userStatus(d.access_token), await userStatus(e.access_token)]).toEqual([403, 403]);
    expect((await authRequest(system, '/logout?scope=everywhere', { method: 'POST', token: e.access_token, json: {} })).status).toBe(400);
  });
});

describe('POST /recover and /verify', () => {
  it('answers {} whether or not the address has an account, and mails a one-time link to real accounts', async () => {
    const { email } = await confirmedAccount(system);
    const unknown = await authRequest(system, '/recover', { json: { email: uniqueEmail('nobody') } });
    const known = await authRequest(system, '/recover', { json: { email } });
    expect([unknown.status, unknown.body, known.status, known.body]).toEqual([200, {}, 200, {}]);

    const link = linkIn(await system.smtp.mailTo(email, /Reset your PickWise password/));
    expect(link.searchParams.get('type')).toBe('recovery');
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const target = new URL(followed.headers.get('location')!);
    expect(target.origin).toBe(system.gateway.url);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toMatch(/^ey/);
    expect((await authRequest(system, '/user', { token: fragment.get('access_token')! })).body.email).toBe(email);

    // The link works once.
    const again = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('verifies a token hash by POST and never redirects to another site', async () => {
    const { email } = await confirmedAccount(system);
    await authRequest(system, '/recover?redirect_to=https://evil.example/steal', { json: { email } });
    const link = linkIn(await system.smtp.mailTo(email, /Reset/));
    expect(new URL(link.searchParams.get('redirect_to')!).origin).toBe(system.gateway.url);

    const verified = await authRequest(system, '/verify', { json: { type: 'recovery', token_hash: link.searchParams.get('token') } });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ token_type: 'bearer', user: { email } });
    const reused = await authRequest(system, '/verify', { json: { type: 'recovery', token_hash: link.searchParams.get('token') } });
    expect(reused).toMatchObject({ status: 403, body: { code: 'otp_expired', message: 'Email link is invalid or has expired' } });
  });

  it('limits recovery mails per client IP', async () => {
    const ip = newClientIp();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await authRequest(system, '/recover', { json: { email: uniqueEmail() }, ip })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('TOTP factors', () => {
  const codeFor = (secret: string, offsetSteps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

  it('enroll → challenge → verify makes the session aal2; a code is good once; unenrolling a verified factor needs aal2', async () => {
    const { email, password } = await confirmedAccount(system);
    const aal1 = await signIn(system, email, password);
    const enrolled = await authRequest(system, '/factors', { token: aal1.access_token, json: { factor_type: 'totp', friendly_name: 'phone app' } });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body).toMatchObject({ type: 'totp', friendly_name: 'phone app', totp: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/), uri: expect.stringMatching(/^otpauth:\/\/totp\//) } });
    expect(enrolled.body.totp.qr_code).toMatch(/^<svg/);
    const factorId = enrolled.body.id as string;
    const secret = enrolled.body.totp.secret as string;

    expect((await authRequest(system, '/factors', { token: aal1.access_token, json: { factor_type: 'totp', friendly_name: 'phone app' } })).body.code).toBe('mfa_factor_name_conflict');
    expect((await authRequest(system, '/factors', { token: aal1.access_token, json: { factor_type: 'phone', phone: '+15555550100' } })).status).toBe(422);

    const challenge = await authRequest(system, `/factors/${factorId}/challenge`, { token: aal1.access_token, json: {} });
    expect(challenge.body).toMatchObject({ type: 'totp', expires_at: expect.any(Number) });
    const wrong = await authRequest(system, `/factors/${factorId}/verify`, { token: aal1.access_token, json: { challenge_id: challenge.body.id, code: '000000' === codeFor(secret) ? '111111' : '000000' } });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' } });

    const code = codeFor(secret);
    const challenge2 = await authRequest(system, `/factors/${factorId}/challenge`, { token: aal1.access_token, json: {} });
    const verified = await authRequest(system, `/factors/${factorId}/verify`, { token: aal1.access_token, json: { challenge_id: challenge2.body.id, code } });
    expect(verified.status).toBe(200);
    const claims = JSON.parse(Buffer.from(verified.body.access_token.split('.')[1], 'base64url').toString());
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry: { method: string }) => entry.method)).toEqual(['totp', 'password']);
    expect(verified.body.user.factors).toEqual([expect.objectContaining({ id: factorId, status: 'verified', factor_type: 'totp' })]);

    // The same code again, even on a fresh challenge, is refused (replay).
    const challenge3 = await authRequest(system, `/factors/${factorId}/challenge`, { token: aal1.access_token, json: {} });
    expect((await authRequest(system, `/factors/${factorId}/verify`, { token: aal1.access_token, json: { challenge_id: challenge3.body.id, code } })).body.code).toBe('mfa_verification_failed');
    // A used challenge is gone.
    expect((await authRequest(system, `/factors/${factorId}/verify`, { token: aal1.access_token, json: { challenge_id: challenge2.body.id, code: codeFor(secret, 1) } })).body.code).toBe('mfa_challenge_expired');

    // A password change and unenrolling now need the second factor.
    const otherAal1 = await signIn(system, email, password);
    expect(await authRequest(system, '/user', { method: 'PUT', token: otherAal1.access_token, json: { password: 'changed by a thief' } })).toMatchObject({ status: 401, body: { code: 'insufficient_aal' } });
    expect(await authRequest(system, `/factors/${factorId}`, { method: 'DELETE', token: otherAal1.access_token })).toMatchObject({ status: 401, body: { code: 'insufficient_aal' } });
    expect(await authRequest(system, `/factors/${factorId}`, { method: 'DELETE', token: verified.body.access_token })).toMatchObject({ status: 200, body: { id: factorId } });
    expect((await authRequest(system, `/factors/${factorId}/challenge`, { token: aal1.access_token, json: {} })).status).toBe(404);
  });
});

describe('expired records', () => {
  it('are deleted (old revoked refresh tokens, mailed links, challenges, abandoned factors, counters) while live ones stay', async () => {
    const { email, password } = await confirmedAccount(system);
    const session = await signIn(system, email, password);
    const rotated = await authRequest(system, '/token?grant_type=refresh_token', { json: { refresh_token: session.refresh_token } });
    await authRequest(system, '/factors', { token: session.access_token, json: { factor_type: 'totp' } });
    await authRequest(system, '/signup', { json: { email: uniqueEmail('unconfirmed'), password: 'secret-1' } });

    const records = system.identity.service.app.get(ExpiredAuthRecords);
    expect(await records.deleteExpired(new Date())).toMatchObject({ refreshTokens: 0, unverifiedFactors: 0 });
    const deleted = await records.deleteExpired(new Date(Date.now() + 8 * 24 * 3600_000));
    expect(deleted.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(deleted.unverifiedFactors).toBeGreaterThanOrEqual(1);
    expect(deleted.emailTokens).toBeGreaterThanOrEqual(1);
    expect(deleted.rateLimitCounters).toBeGreaterThanOrEqual(1);
    // The session's current token was not revoked: it still works.
    expect((await authRequest(system, '/token?grant_type=refresh_token', { json: { refresh_token: rotated.body.refresh_token } })).status).toBe(200);
  });
});

describe('the gateway in front', () => {
  it('refuses a repeated query parameter instead of guessing', async () => {
    const { status, body } = await authRequest(system, '/token?grant_type=password&grant_type=refresh_token', { json: {} });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'validation_failed', message: 'Each query parameter may be given once' });
  });

  it('echoes the API version a client asked for', async () => {
    const { headers } = await authRequest(system, '/settings', { headers: API_VERSION });
    expect(headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  // Last: it stops identity.
  it('answers a retryable 503 in GoTrue shape while identity is down', async () => {
    await system.identity.stop();
    system.identity.stop = async () => {};
    const { status, body } = await authRequest(system, '/token?grant_type=password', { json: { email: uniqueEmail(), password: 'secret-1' } });
    expect(status).toBe(503);
    expect(body).toEqual({ code: 'unexpected_failure', message: expect.stringMatching(/identity service/) });
  });
});
