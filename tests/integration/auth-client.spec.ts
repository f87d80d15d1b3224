// The official client, @supabase/auth-js, unchanged against PickWise's auth API (gateway +
// identity on the real NATS and PostgreSQL, mail through a real SMTP server): every flow the
// frontends use and the security cases, as a browser would run them.
import { AuthClient, type AuthChangeEvent, type GoTrueClient, type Session } from '@supabase/auth-js';
import { SUBJECTS } from '@pickwise/contracts';
import { Secret, TOTP } from 'otpauth';
import { eventually } from '../support/eventually.js';
import { linkIn } from '../support/smtp-sink.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { confirmedAccount, newClientIp, startAuthSystem, uniqueEmail, type AuthSystem } from './auth-harness.js';

let system: AuthSystem;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityHealth]);
  system = await startAuthSystem();
});

afterAll(async () => {
  await system?.stop();
});

/** A browser tab's client: its own memory storage, its own client IP, events recorded. */
function newClient() {
  const storage = new Map<string, string>();
  const client = new AuthClient({
    url: system.authUrl,
    headers: { 'x-forwarded-for': newClientIp() },
    storageKey: 'pickwise-auth',
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value), removeItem: (key) => void storage.delete(key) },
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const events: AuthChangeEvent[] = [];
  client.onAuthStateChange((event) => void events.push(event));
  return { client, events, storage };
}

// AuthClient is exported as a value (an alias of GoTrueClient), so the instance type is GoTrueClient's.
const signedIn = async (client: GoTrueClient, email: string, password: string): Promise<Session> => {
  const { data, error } = await client.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session;
};

it('signs up (confirming by the mailed link), signs in, reads and updates the user', async () => {
  const { client, events } = newClient();
  const email = uniqueEmail('client');
  const signup = await client.signUp({ email, password: 'secret-1', options: { data: { display_name: 'Ana' } } });
  expect(signup.error).toBeNull();
  expect(signup.data.session).toBeNull();
  expect(signup.data.user?.email).toBe(email);

  expect((await client.signInWithPassword({ email, password: 'secret-1' })).error).toMatchObject({ code: 'email_not_confirmed', status: 400 });
  // A lost mail: ask again; the newest link is the one that works.
  expect((await client.resend({ type: 'signup', email })).error).toBeNull();
  const newest = await eventually(`a second confirmation mail to ${email}`, async () => {
    const mails = system.smtp.mails.filter((mail) => mail.to.includes(email));
    if (mails.length !== 2) throw new Error(`${mails.length} mails to ${email}`);
    return mails[1];
  });
  await fetch(linkIn(newest!), { redirect: 'manual' });

  const session = await signedIn(client, email, 'secret-1');
  expect(events).toContain('SIGNED_IN');
  expect(session.user.user_metadata).toEqual({ display_name: 'Ana' });

  const { data: user } = await client.getUser();
  expect(user.user?.email).toBe(email);

  // The client verifies the access token itself against our JWKS (ES256).
  const { data: claims, error: claimsError } = await client.getClaims();
  expect(claimsError).toBeNull();
  expect(claims?.claims).toMatchObject({ sub: user.user?.id, email, role: 'user', aal: 'aal1' });

  const updated = await client.updateUser({ data: { country_hint: 'ES' } });
  expect(updated.data.user?.user_metadata).toEqual({ display_name: 'Ana', country_hint: 'ES' });
  expect(events).toContain('USER_UPDATED');
});

it('reports the specification’s errors with their codes', async () => {
  const { client } = newClient();
  const { email } = await confirmedAccount(system);
  const wrong = await client.signInWithPassword({ email, password: 'not-the-password' });
  expect(wrong.error).toMatchObject({ name: 'AuthApiError', message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 });
  const taken = await client.signUp({ email, password: 'secret-1' });
  expect(taken.error).toMatchObject({ message: 'User already registered', code: 'user_already_exists', status: 422 });
  const weak = await client.signUp({ email: uniqueEmail(), password: '12345' });
  expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', code: 'weak_password', reasons: ['length'] });
  const phone = await client.signUp({ phone: '+15555550100', password: 'secret-1' });
  expect(phone.error).toMatchObject({ code: 'phone_provider_disabled', status: 400 });
});

it('refreshes with rotation, and a reused rotated token ends the session for everybody holding it', async () => {
  const { email, password } = await confirmedAccount(system);
  const owner = newClient();
  const first = await signedIn(owner.client, email, password);

  const refreshed = await owner.client.refreshSession();
  expect(refreshed.error).toBeNull();
  expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token);
  expect(owner.events).toContain('TOKEN_REFRESHED');

  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const thief = newClient();
  const stolen = await thief.client.refreshSession({ refresh_token: first.refresh_token });
  expect(stolen.error).toMatchObject({ code: 'refresh_token_already_used' });

  // The owner's session was ended: its refresh fails for good and the client drops the session.
  const after = await owner.client.refreshSession();
  expect(after.error).toMatchObject({ code: 'refresh_token_not_found' });
  expect((await owner.client.getUser()).error).not.toBeNull();
});

it('signs out with the three scopes', async () => {
  const { email, password } = await confirmedAccount(system);
  const [laptop, phone, tablet] = [newClient(), newClient(), newClient()];
  for (const device of [laptop, phone, tablet]) await signedIn(device.client, email, password);

  // others: this device stays signed in, the others' sessions end.
  expect((await laptop.client.signOut({ scope: 'others' })).error).toBeNull();
  expect((await laptop.client.getSession()).data.session).not.toBeNull();
  expect((await laptop.client.getUser()).error).toBeNull();
  expect((await phone.client.refreshSession()).error).not.toBeNull();

  // local: only this device.
  const desktop = newClient();
  await signedIn(desktop.client, email, password);
  expect((await laptop.client.signOut({ scope: 'local' })).error).toBeNull();
  expect(laptop.events).toContain('SIGNED_OUT');
  expect((await laptop.client.getSession()).data.session).toBeNull();
  expect((await desktop.client.getUser()).error).toBeNull();

  // global (the default): every device.
  await signedIn(tablet.client, email, password);
  expect((await tablet.client.signOut()).error).toBeNull();
  expect((await desktop.client.refreshSession()).error).not.toBeNull();
});

it('enrolls a TOTP factor, challenges and verifies it, and reaches aal2', async () => {
  const { email, password } = await confirmedAccount(system);
  const { client, events } = newClient();
  await signedIn(client, email, password);

  const enrolled = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'authenticator' });
  expect(enrolled.error).toBeNull();
  if (enrolled.data?.type !== 'totp') throw new Error('expected a TOTP factor');
  expect(enrolled.data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);

  const code = TOTP.generate({ secret: Secret.fromBase32(enrolled.data.totp.secret) });
  const verified = await client.mfa.challengeAndVerify({ factorId: enrolled.data.id, code });
  expect(verified.error).toBeNull();
  expect(events).toContain('MFA_CHALLENGE_VERIFIED');

  const level = await client.mfa.getAuthenticatorAssuranceLevel();
  expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  expect(level.data?.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method))).toContain('totp');
  const factors = await client.mfa.listFactors();
  expect(factors.data?.totp).toEqual([expect.objectContaining({ id: enrolled.data.id, status: 'verified' })]);

  // A new sign-in is aal1 with aal2 to go, until the second factor is given again.
  const other = newClient();
  await signedIn(other.client, email, password);
  expect((await other.client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

  expect((await client.mfa.unenroll({ factorId: enrolled.data.id })).error).toBeNull();
});

it('recovers a forgotten password through the mailed link and sets a new one', async () => {
  const { email, id } = await confirmedAccount(system);
  const { client, events } = newClient();
  expect((await client.resetPasswordForEmail(email, { redirectTo: `${system.gateway.url}/auth` })).error).toBeNull();

  const link = linkIn(await system.smtp.mailTo(email, /Reset/));
  expect(link.searchParams.get('redirect_to')).toBe(`${system.gateway.url}/auth`);
  const verified = await client.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'recovery' });
  expect(verified.error).toBeNull();
  expect(verified.data.user?.id).toBe(id);
  expect(events).toContain('PASSWORD_RECOVERY');

  expect((await client.updateUser({ password: 'a brand new one' })).error).toBeNull();
  await client.signOut();
  expect(await signedIn(newClient().client, email, 'a brand new one')).toMatchObject({ user: { id } });
});
