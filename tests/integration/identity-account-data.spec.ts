// The account's own data at identity (issue 40): re-authentication with the password or a TOTP code
// (a wrong one refused and counted in the account's sign-in lock), identity's part of the export
// (refused unless the session was authenticated within RECENT_AUTHENTICATION_SECONDS), and the
// account's erasure: its sessions ended on SESSIONS_ENDED, one ACCOUNT_ERASURES message, every row
// of identity's schema about it gone while a second account's stay, its contact messages kept
// without the sender, the confirmation mail, and the address free for a new account. The erasure
// consumer completes an erasure whose request stopped after publishing it. Real gateway (sign-in),
// identity and SMTP; the account subjects are asked over NATS as the gateway asks them.
import { createHash } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  ACCOUNT_ERASED_SUBJECT,
  ACCOUNT_ERASURES_STREAM,
  RECENT_AUTHENTICATION_SECONDS,
  SESSIONS_ENDED_STREAM,
  SUBJECTS,
  accountErasedMsgId,
  accountErasedSchema,
  identityPersonalDataSchema,
  reauthenticatedSchema,
  sessionsEndedEventSchema,
  type SessionsEndedEvent,
} from '@pickwise/contracts';
import { Secret, TOTP } from 'otpauth';
import { eventually } from '../support/eventually.js';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, natsCaller } from '../support/services.js';
import { linkIn } from '../support/smtp-sink.js';
import { authRequest, confirmedAccount, newClientIp, signIn, startAuthSystem, uniqueEmail, type AuthSystem } from './auth-harness.js';

/** Few failures lock an account here, so the lock is reached in a few requests. */
const LOCK_AFTER = 3;

let system: AuthSystem;
let caller: ReturnType<typeof natsCaller>;
let nats: NatsConnection;
let manager: JetStreamManager;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityHealth, SUBJECTS.identityAccountErase]);
  system = await startAuthSystem({ ACCOUNT_LOCK_AFTER_FAILURES: String(LOCK_AFTER) });
  caller = natsCaller();
  nats = await connect({ servers: NATS_URL });
  manager = await jetstreamManager(nats);
});

afterAll(async () => {
  await nats?.close();
  await caller?.close();
  await system?.stop();
});

interface SignedIn {
  id: string;
  email: string;
  password: string;
  ip: string;
  token: string;
  sessionId: string;
}

const sessionIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { session_id: string }).session_id;

/** A confirmed account signed in from a client address of its own. */
async function signedInAccount(email = uniqueEmail('data')): Promise<SignedIn> {
  const account = await confirmedAccount(system, email);
  const ip = newClientIp();
  const { access_token: token } = await signIn(system, account.email, account.password, ip);
  return { ...account, ip, token, sessionId: sessionIdOf(token) };
}

/**
 * Signs up an address that had an account before, following the new confirmation mail (the
 * mailbox still holds the old one, whose link was used), and signs in.
 */
async function signUpAgain(email: string, password: string): Promise<SignedIn> {
  const confirmations = () => system.smtp.mails.filter((mail) => mail.to.includes(email) && /^Confirm/.test(mail.subject));
  const earlier = confirmations().length;
  const signup = await authRequest(system, '/signup', { json: { email, password } });
  expect(signup.status).toBe(200);
  const mail = await eventually('the new confirmation mail', async () => confirmations()[earlier]);
  expect((await fetch(linkIn(mail), { redirect: 'manual' })).status).toBe(303);
  const ip = newClientIp();
  const { access_token: token } = await signIn(system, email, password, ip);
  return { id: signup.body.id as string, email, password, ip, token, sessionId: sessionIdOf(token) };
}

const callerOf = (account: SignedIn) => ({ userId: account.id, sessionId: account.sessionId });
const reauthenticate = (account: SignedIn, credentials: { password: string } | { code: string }) =>
  caller.requester.request(SUBJECTS.identityAccountReauthenticate, { ...callerOf(account), credentials }, { schema: reauthenticatedSchema });
const exportData = (account: SignedIn) => caller.requester.request(SUBJECTS.identityAccountExport, callerOf(account), { schema: identityPersonalDataSchema });
const erase = (account: SignedIn) => caller.requester.request(SUBJECTS.identityAccountErase, callerOf(account), { schema: accountErasedSchema });

const schema = () => system.identity.schema;
const sql = <T>(query: string, parameters: unknown[] = []) => system.identity.em.getConnection().execute<T[]>(query, parameters);

/** The session's last proof of identity moved `secondsAgo` into the past, as if signed in then. */
async function ageSession(account: SignedIn, secondsAgo = RECENT_AUTHENTICATION_SECONDS + 60): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000) - secondsAgo;
  await sql(`update "${schema()}"."sessions" set "amr" = ?::jsonb where "id" = ?`, [JSON.stringify([{ method: 'password', timestamp }]), account.sessionId]);
}

/** The account's live sessions (signing in, and following the confirmation link, each start one), sorted. */
const sessionIdsOf = async (account: SignedIn) => (await sql<{ id: string }>(`select "id" from "${schema()}"."sessions" where "user_id" = ? order by "id"`, [account.id])).map((row) => row.id);

const amrOf = async (account: SignedIn) => (await sql<{ amr: { method: string; timestamp: number }[] }>(`select "amr" from "${schema()}"."sessions" where "id" = ?`, [account.sessionId]))[0]?.amr;

/** The sign-in counters of an address (the account's, and each client address's), as AccountSignInLimits keys them. */
const countersOf = (email: string) =>
  sql<{ key: string; points: number }>(`select "key", "points" from "${schema()}"."auth_rate_limits" where "key" like ?`, [
    `account_sign_in:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}%`,
  ]);

const totpCode = (secret: string, offsetSteps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });
/** A 6-digit code that none of the steps identity accepts now would give. */
const wrongCode = (secret: string) => {
  const accepted = new Set([-2, -1, 0, 1, 2].map((offset) => totpCode(secret, offset)));
  return ['000000', '111111', '222222'].find((code) => !accepted.has(code))!;
};

/** Enrolls and verifies a TOTP factor (the session becomes aal2); the verification used the current step's code. */
async function verifiedFactor(account: SignedIn): Promise<{ factorId: string; secret: string }> {
  const enrolled = await authRequest(system, '/factors', { token: account.token, json: { factor_type: 'totp', friendly_name: 'phone' } });
  expect(enrolled.status).toBe(200);
  const factorId = enrolled.body.id as string;
  const secret = enrolled.body.totp.secret as string;
  const challenge = await authRequest(system, `/factors/${factorId}/challenge`, { token: account.token, json: {} });
  const verified = await authRequest(system, `/factors/${factorId}/verify`, { token: account.token, json: { challenge_id: challenge.body.id, code: totpCode(secret) } });
  expect(verified.status).toBe(200);
  return { factorId, secret };
}

const submitContact = (email: string, name: string, subject: string) =>
  caller.requester.request(SUBJECTS.identityContactSubmit, { message: { name, email, subject, message: `${subject}: a question about my tickets` }, clientIp: newClientIp() });

/** Every message now in a stream (a stream of this test's NATS holds a few). */
async function streamMessages(stream: string): Promise<{ subject: string; data: unknown; msgId: string | undefined }[]> {
  const { state } = await manager.streams.info(stream);
  const messages = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
    const stored = await manager.streams.getMessage(stream, { seq }).catch(() => null);
    if (stored) messages.push({ subject: stored.subject, data: stored.json(), msgId: stored.header?.get('Nats-Msg-Id') });
  }
  return messages;
}

const sessionsEndedFor = async (userId: string): Promise<SessionsEndedEvent[]> =>
  (await streamMessages(SESSIONS_ENDED_STREAM)).map((message) => sessionsEndedEventSchema.parse(message.data)).filter((event) => event.userId === userId);
const erasuresOf = async (userId: string) => (await streamMessages(ACCOUNT_ERASURES_STREAM)).filter((message) => (message.data as { userId?: string }).userId === userId);

/** Per table of identity's schema (listed from the database), how many rows mention any of `needles` anywhere. */
async function rowsMentioning(needles: string[]): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>(`select "table_name" from information_schema.tables where "table_schema" = ? and "table_type" = 'BASE TABLE' order by 1`, [schema()]);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await sql<{ count: string }>(`select count(*) as "count" from "${schema()}"."${table}" t where ${needles.map(() => 'lower(t::text) like ?').join(' or ')}`, needles.map((needle) => `%${needle.toLowerCase()}%`));
    counts[table] = Number(row?.count ?? 0);
  }
  return counts;
}

const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));

describe('identity.account.reauthenticate', () => {
  it('renews a session with the password: the export refused before is answered after', async () => {
    const account = await signedInAccount();
    await ageSession(account);
    await expect(exportData(account)).rejects.toMatchObject({ code: 'REAUTHENTICATION_REQUIRED', message: 'Confirm it is you first: enter your password or a code from your authenticator app' });

    const before = Date.now();
    const { recentUntil } = await reauthenticate(account, { password: account.password });
    expect(new Date(recentUntil).getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + RECENT_AUTHENTICATION_SECONDS * 1000);
    expect((await amrOf(account))?.[0]).toEqual({ method: 'password', timestamp: Math.floor(new Date(recentUntil).getTime() / 1000) - RECENT_AUTHENTICATION_SECONDS });
    expect((await exportData(account)).account.id).toBe(account.id);
  });

  it('renews a session with a current code of a verified factor, and refuses a used or wrong one', async () => {
    const account = await signedInAccount();
    const { secret } = await verifiedFactor(account);
    await ageSession(account);

    await expect(reauthenticate(account, { code: wrongCode(secret) })).rejects.toMatchObject({ code: 'VALIDATION', message: 'The code is not correct or has expired', issues: [{ path: ['code'], code: 'invalid_value' }] });
    expect((await amrOf(account))?.map((entry) => entry.method)).toEqual(['password']);
    // The next step's code: the verification used the current one, and a code is good once.
    const code = totpCode(secret, 1);
    await reauthenticate(account, { code });
    expect((await amrOf(account))?.map((entry) => entry.method)).toEqual(['totp', 'password']);
    await expect(reauthenticate(account, { code })).rejects.toMatchObject({ code: 'VALIDATION', issues: [{ path: ['code'], code: 'invalid_value' }] });
    expect((await exportData(account)).factors).toEqual([expect.objectContaining({ type: 'totp', friendlyName: 'phone', status: 'verified' })]);
  });

  it('refuses a wrong password naming the field, counts it in the sign-in lock, and is refused once the account is locked', async () => {
    const account = await signedInAccount();
    const wrong = () => reauthenticate(account, { password: 'not the password' });
    await expect(wrong()).rejects.toMatchObject({ code: 'VALIDATION', message: 'The password is not correct', issues: [{ path: ['password'], code: 'invalid_value' }] });
    expect((await countersOf(account.email)).map((counter) => counter.points)).toEqual([1]);

    // The right one starts the count again, as a sign-in that gets in does.
    await reauthenticate(account, { password: account.password });
    expect(await countersOf(account.email)).toEqual([]);

    for (let attempt = 1; attempt <= LOCK_AFTER; attempt++) await expect(wrong()).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(reauthenticate(account, { password: account.password })).rejects.toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many failed sign-in attempts for this account/) });
    // Counted where a sign-in from the session's address counts: that sign-in is locked too.
    const signInThere = await authRequest(system, '/token?grant_type=password', { json: { email: account.email, password: account.password }, ip: account.ip });
    expect(signInThere.status).toBe(429);
    expect(signInThere.body.code).toBe('over_request_rate_limit');
  });

  it('answers only for a live session of the caller', async () => {
    const account = await signedInAccount();
    const other = await signedInAccount();
    await expect(caller.requester.request(SUBJECTS.identityAccountReauthenticate, { userId: account.id, sessionId: other.sessionId, credentials: { password: account.password } })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await authRequest(system, '/logout?scope=local', { method: 'POST', token: account.token, json: {} });
    await expect(reauthenticate(account, { password: account.password })).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });
    await expect(exportData(account)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('identity.account.export', () => {
  it("holds the account, profile, sessions, addresses, factors and the address's contact messages, nothing secret", async () => {
    const account = await signedInAccount();
    const secondIp = newClientIp();
    const second = await signIn(system, account.email, account.password, secondIp);
    await caller.requester.request(SUBJECTS.identityProfileUpdate, { ...callerOf(account), update: { display_name: 'Ana Pérez', country: 'ES' } });
    await caller.requester.request(SUBJECTS.identityProfileLanguage, { ...callerOf(account), language: 'es' });
    const { secret } = await verifiedFactor(account);
    // Typed in other letters: still the account's address.
    await submitContact(account.email.toUpperCase(), 'Ana', 'Draw dates');
    await submitContact(uniqueEmail('someone-else'), 'Bea', 'Not hers');

    const data = await exportData(account);
    expect(data.account).toMatchObject({ id: account.id, email: account.email, role: 'user' });
    expect(data.profile).toEqual({ displayName: 'Ana Pérez', country: 'ES', language: 'es' });
    // Every session, the confirmation link's among them, and every address signed in from.
    expect(data.sessions).toHaveLength((await sessionIdsOf(account)).length);
    expect(data.sessions.map((session) => session.ip)).toEqual(expect.arrayContaining([account.ip, secondIp]));
    expect(data.signInAddresses.map((address) => address.ip).sort()).toEqual([...new Set(data.sessions.map((session) => session.ip))].sort());
    expect(data.factors).toHaveLength(1);
    expect(data.contactMessages).toEqual([expect.objectContaining({ name: 'Ana', email: account.email.toUpperCase(), subject: 'Draw dates' })]);

    const text = JSON.stringify(data);
    const [stored] = await sql<{ encrypted_password: string }>(`select "encrypted_password" from "${schema()}"."users" where "id" = ?`, [account.id]);
    for (const secretValue of [secret, stored!.encrypted_password, second.refresh_token]) expect(text).not.toContain(secretValue);
  });
});

describe('identity.account.erase', () => {
  it('is refused without a recent authentication, and changes nothing', async () => {
    const account = await signedInAccount();
    await ageSession(account);
    await expect(erase(account)).rejects.toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });
    expect(nonZero(await rowsMentioning([account.id]))).toMatchObject({ users: 1, sessions: (await sessionIdsOf(account)).length });
    expect(await sessionsEndedFor(account.id)).toEqual([]);
    expect(await erasuresOf(account.id)).toEqual([]);
  });

  it("ends every session, publishes one erasure, leaves no row about the account and keeps another account's, mails the confirmation, and frees the address", async () => {
    const account = await signedInAccount(uniqueEmail('erased'));
    const otherDevice = await signIn(system, account.email, account.password, newClientIp());
    await caller.requester.request(SUBJECTS.identityProfileLanguage, { ...callerOf(account), language: 'es' });
    await caller.requester.request(SUBJECTS.identityProfileUpdate, { ...callerOf(account), update: { display_name: 'Erased Person', country: 'ES' } });
    await verifiedFactor(account);
    await submitContact(account.email, 'Erased Person', 'Keep this question');
    // A failed sign-in leaves a counter under the address.
    expect((await authRequest(system, '/token?grant_type=password', { json: { email: account.email, password: 'wrong password' } })).status).toBe(400);

    const kept = await signedInAccount(uniqueEmail('kept'));
    await verifiedFactor(kept);
    await submitContact(kept.email, 'Kept Person', 'Mine stays');
    expect((await authRequest(system, '/token?grant_type=password', { json: { email: kept.email, password: 'wrong password' } })).status).toBe(400);
    const keptBefore = await rowsMentioning([kept.id, kept.email]);
    const keptCounters = await countersOf(kept.email);
    const sessionIds = await sessionIdsOf(account);
    expect(sessionIds).toEqual(expect.arrayContaining([account.sessionId, sessionIdOf(otherDevice.access_token)]));
    expect(nonZero(await rowsMentioning([account.id, account.email]))).toMatchObject({ users: 1, sessions: sessionIds.length, contact_messages: 1, profiles: 1, factors: 1 });

    expect(await erase(account)).toEqual({ erased: true, sessionsEnded: sessionIds.length });

    // Sessions: announced (every gateway refuses them) and gone.
    const ended = await sessionsEndedFor(account.id);
    expect(ended.map((event) => event.reason)).toEqual(['account_deleted']);
    expect(ended[0]!.sessionIds.sort()).toEqual(sessionIds);
    const me = await httpJson(`${system.gateway.url}/api/me`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(me.status).toBe(401);
    expect((await authRequest(system, '/token?grant_type=refresh_token', { json: { refresh_token: otherDevice.refresh_token } })).status).toBe(400);

    // One erasure message, stored once per account.
    const erasures = await erasuresOf(account.id);
    expect(erasures).toEqual([{ subject: ACCOUNT_ERASED_SUBJECT, data: { userId: account.id, erasedAt: expect.any(Number) }, msgId: accountErasedMsgId({ userId: account.id }) }]);

    // No row of identity's schema names the account or its address; its contact message stays without the sender.
    expect(nonZero(await rowsMentioning([account.id, account.email]))).toEqual({});
    expect(await countersOf(account.email)).toEqual([]);
    const [question] = await sql<{ name: string | null; email: string | null; message: string }>(`select "name", "email", "message" from "${schema()}"."contact_messages" where "subject" = 'Keep this question'`);
    expect(question).toEqual({ name: null, email: null, message: 'Keep this question: a question about my tickets' });
    const listed = await caller.requester.request(SUBJECTS.identityContactList, { limit: 200, offset: 0 });
    expect((listed as { messages: { subject: string; name: string | null; email: string | null }[] }).messages.find((message) => message.subject === 'Keep this question')).toMatchObject({ name: null, email: null });

    // The other account is untouched.
    expect(await rowsMentioning([kept.id, kept.email])).toEqual(keptBefore);
    expect(await countersOf(kept.email)).toEqual(keptCounters);
    expect((await exportData(kept)).contactMessages).toHaveLength(1);

    // The confirmation, in the account's language.
    const mail = await system.smtp.mailTo(account.email, /^Tu cuenta de PickWise se ha eliminado$/);
    expect(mail.text).toContain('volver a registrarte con esta dirección');

    // The same session cannot ask again; the address signs up as a new, empty account.
    await expect(erase(account)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const again = await signUpAgain(account.email, 'a new password 2');
    expect(again.id).not.toBe(account.id);
    const fresh = await exportData(again);
    expect(fresh).toMatchObject({ account: { email: account.email }, profile: { displayName: null, country: null }, factors: [], contactMessages: [] });
    expect(await erasuresOf(account.id)).toHaveLength(1);
  });

  it('is completed by the erasures consumer when the request stopped after publishing it, and a second publication is the same message', async () => {
    const account = await signedInAccount(uniqueEmail('interrupted'));
    const sessionIds = await sessionIdsOf(account);
    await submitContact(account.email, 'Interrupted', 'Half-done erasure');
    const event = { userId: account.id, erasedAt: Date.now() };
    // What a request that died between its publication and its deletion left behind.
    const first = await jetstream(nats).publish(ACCOUNT_ERASED_SUBJECT, JSON.stringify(event), { msgID: accountErasedMsgId(event) });
    expect(first.duplicate).toBe(false);

    await eventually('the erasures consumer to erase the account', async () => {
      const left = nonZero(await rowsMentioning([account.id, account.email]));
      if (Object.keys(left).length > 0) throw new Error(`still there: ${JSON.stringify(left)}`);
      return true;
    });
    expect((await sessionsEndedFor(account.id)).map((ended) => ({ reason: ended.reason, sessionIds: ended.sessionIds.sort() }))).toEqual([{ reason: 'account_deleted', sessionIds }]);
    expect((await sql<{ name: string | null }>(`select "name" from "${schema()}"."contact_messages" where "subject" = 'Half-done erasure'`))[0]).toEqual({ name: null });

    const second = await jetstream(nats).publish(ACCOUNT_ERASED_SUBJECT, JSON.stringify({ ...event, erasedAt: Date.now() }), { msgID: accountErasedMsgId(event) });
    expect(second.duplicate).toBe(true);
    expect(await erasuresOf(account.id)).toHaveLength(1);
  });
});
