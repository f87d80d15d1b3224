// Per-account protection against credential stuffing (issue 23, item 2): password sign-ins for one
// e-mail address count together from every client address; past ACCOUNT_LOCK_AFTER_FAILURES (10)
// in an hour, password sign-in to it pauses for ACCOUNT_LOCK_SECONDS (15 min) with GoTrue's 429
// over_request_rate_limit, the owner is mailed once per lock in their language, and the owner is
// not locked out: known addresses are counted apart and the mailed link signs in and ends the lock.
import { SUBJECTS } from '@pickwise/contracts';
import { RATE_LIMIT_TABLE } from '../../services/identity/src/auth/rate-limits.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { linkIn } from '../support/smtp-sink.js';
import { authRequest, confirmedAccount, newClientIp, signIn, startAuthSystem, uniqueEmail, type AuthSystem } from './auth-harness.js';

/** The lock notice's subject, in English (and with Spanish after it) or in Spanish alone. */
const LOCK_SUBJECT = /^PickWise: (password sign-in to your account is paused|el inicio de sesión con contraseña en tu cuenta está en pausa)/;
let system: AuthSystem;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityHealth]);
  system = await startAuthSystem();
});

afterAll(async () => {
  await system?.stop();
});

const attempt = (email: string, password: string, ip: string) => authRequest(system, '/token?grant_type=password', { json: { email, password }, ip });
const lockMailsTo = (email: string) => system.smtp.mails.filter((mail) => mail.to.includes(email) && LOCK_SUBJECT.test(mail.subject));
/** Five client addresses of an attacker, new for each test so the per-IP limits of one never count in another. */
let attackerIps: string[] = [];
beforeEach(() => {
  attackerIps = Array.from({ length: 5 }, () => newClientIp());
});

it('140 wrong passwords from 5 addresses lock the account: the right password from a sixth gets 429, the owner one mail', async () => {
  const { email, password } = await confirmedAccount(system);
  const answers = [];
  // 28 per address, under the per-IP limit (30 per 5 minutes): only the per-account count can stop them.
  for (let index = 0; index < 140; index += 1) answers.push(await attempt(email, 'wrong password', attackerIps[index % 5]!));
  expect(answers.slice(0, 10).map((answer) => answer.body.code)).toEqual(Array(10).fill('invalid_credentials'));
  expect(new Set(answers.slice(10).map((answer) => `${answer.status} ${answer.body.code}`))).toEqual(new Set(['429 over_request_rate_limit']));
  const locked = answers[10]!;
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
  expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
  expect(locked.body.message).toBe('Too many failed sign-in attempts for this account: signing in with a password is paused for 15 min. A password reset link still signs you in.');

  const rightFromElsewhere = await attempt(email, password, newClientIp());
  expect(rightFromElsewhere).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });

  const mail = await system.smtp.mailTo(email, LOCK_SUBJECT);
  // No language on the account: the notice is in English and Spanish.
  expect(mail.text).toContain('with a wrong password 10 times');
  expect(mail.text).toContain('con una contraseña incorrecta 10 veces');
  expect(lockMailsTo(email)).toHaveLength(1);
});

it('counts parallel attempts exactly, across requests that race (no guess slips past the count)', async () => {
  const { email } = await confirmedAccount(system);
  const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => attempt(email, `guess ${index}`, attackerIps[index % 5]!)));
  // Exactly 15 refused by the count, so exactly 10 reached the password check. Those answer 400, or
  // 503 when the gateway stopped waiting for ten argon2 checks at once on a busy machine.
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
  expect(answers.filter((answer) => answer.status !== 429).every((answer) => answer.status === 400 || answer.status === 503)).toBe(true);
  // Several requests crossed the limit at once; exactly one started the lock and mailed.
  await system.smtp.mailTo(email, LOCK_SUBJECT);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(lockMailsTo(email)).toHaveLength(1);
});

it('does not lock the owner out: an address they signed in from is counted apart, and the mailed link signs in and ends the lock', async () => {
  const { email, password } = await confirmedAccount(system);
  const home = newClientIp();
  await signIn(system, email, password, home);
  for (let index = 0; index < 11; index += 1) await attempt(email, 'wrong password', attackerIps[index % 5]!);
  expect((await attempt(email, password, newClientIp())).status).toBe(429);

  // From home, the attacker's failures do not count: the owner signs in.
  expect((await attempt(email, password, home)).status).toBe(200);

  // Elsewhere (a new phone), the link in the notice signs in at once and lifts the lock.
  const link = linkIn(await system.smtp.mailTo(email, LOCK_SUBJECT));
  expect(link.searchParams.get('type')).toBe('recovery');
  const followed = await fetch(link, { redirect: 'manual' });
  expect(followed.status).toBe(303);
  expect(followed.headers.get('location')).toMatch(/\/auth#access_token=/);
  expect((await attempt(email, password, newClientIp())).status).toBe(200);
});

it('ends by itself: once the lock expires, the address may try again', async () => {
  const { email, password } = await confirmedAccount(system);
  for (let index = 0; index < 11; index += 1) await attempt(email, 'wrong password', attackerIps[index % 5]!);
  expect((await attempt(email, password, newClientIp())).status).toBe(429);
  // 15 minutes pass for the counters (rate-limiter-flexible's rows hold their expiry in ms).
  await system.identity.em.getConnection().execute(`update "${system.identity.schema}"."${RATE_LIMIT_TABLE}" set "expire" = ? where "key" like 'account_sign_in:%'`, [Date.now() - 1]);
  expect((await attempt(email, password, newClientIp())).status).toBe(200);
});

it('writes to the owner in their language (user_metadata.locale), once per lock', async () => {
  const email = uniqueEmail('es');
  const signup = await authRequest(system, '/signup', { json: { email, password: 'correct horse 1', data: { locale: 'es' } } });
  expect(signup.status).toBe(200);
  await fetch(linkIn(await system.smtp.mailTo(email, /Confirm/)), { redirect: 'manual' });
  for (let index = 0; index < 20; index += 1) await attempt(email, 'wrong password', attackerIps[index % 5]!);
  const mail = await system.smtp.mailTo(email, LOCK_SUBJECT);
  expect(mail.subject).toBe('PickWise: el inicio de sesión con contraseña en tu cuenta está en pausa');
  expect(mail.text).toContain('con una contraseña incorrecta 10 veces');
  expect(mail.text).not.toContain('wrong password');
  expect(linkIn(mail).searchParams.get('redirect_to')).toMatch(/\/es\/auth$/);
  expect(lockMailsTo(email)).toHaveLength(1);
});

it('treats an address without an account the same way (the lock tells nobody who is registered) and mails nobody', async () => {
  const email = uniqueEmail('nobody');
  const answers = [];
  for (let index = 0; index < 12; index += 1) answers.push(await attempt(email, 'wrong password', attackerIps[index % 5]!));
  expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(400), 429, 429]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(system.smtp.mails.filter((mail) => mail.to.includes(email))).toEqual([]);
});
