// The contact form through the real gateway and identity: a valid message is stored and an admin
// reads it; invalid ones get the specification's messages and store nothing; the hidden field
// drops a bot's message quietly; past RATE_LIMIT_CONTACT per hour an address gets 429.
import { SUBJECTS } from '@pickwise/contracts';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestGateway, startTestIdentity, type TestGateway, type TestService } from '../support/services.js';
import { uniqueEmail } from './auth-harness.js';

let identity: TestService;
let gateway: TestGateway;
const adminEmail = uniqueEmail('contact-admin');
const tokens = { admin: '', user: '' };
const RATE_LIMIT_CONTACT = 4;

const validMessage = (subject: string) => ({ name: '  Ana García ', email: ' ana@example.com ', subject, message: '  When is the next EuroMillions draw shown?  ' });

async function signUpAndIn(email: string): Promise<string> {
  const password = 'correct horse 1';
  await httpJson(`${gateway.url}/api/auth/v1/signup`, { json: { email, password } });
  const session = await httpJson(`${gateway.url}/api/auth/v1/token?grant_type=password`, { json: { email, password } });
  return session.body.access_token as string;
}

async function storedSubjects(): Promise<string[]> {
  const rows = await identity.em.getConnection().execute<{ subject: string }[]>(`select subject from "${identity.schema}".contact_messages order by received_at`);
  return rows.map((row) => row.subject);
}

/** From a client address of its own, so the hourly limit of one test does not reach another's. */
const sendFrom = (ip: string, json: unknown) => httpJson(`${gateway.url}/api/contact`, { json, headers: { 'x-forwarded-for': ip } });

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityContactSubmit, SUBJECTS.identityJwks]);
  identity = await startTestIdentity({ ADMIN_EMAILS: adminEmail, RATE_LIMIT_CONTACT: String(RATE_LIMIT_CONTACT) });
  // Behind one proxy: the client address is the forwarded one (each test picks its own).
  gateway = await startTestGateway({ TRUST_PROXY: '1', THROTTLE_EXEMPT_IPS: '' });
  tokens.admin = await signUpAndIn(adminEmail);
  tokens.user = await signUpAndIn(uniqueEmail('contact-user'));
});

afterAll(async () => {
  await gateway?.stop();
  await identity?.stop();
});

it('stores a valid message, trimmed, and an admin reads it newest first', async () => {
  const { status, body } = await sendFrom('198.51.100.1', validMessage('Draw times'));
  expect(status).toBe(200);
  expect(body).toEqual({ ok: true, data: { received: true } });

  const list = await httpJson(`${gateway.url}/api/admin/contact-messages?limit=10`, { headers: { authorization: `Bearer ${tokens.admin}` } });
  expect(list.status).toBe(200);
  expect(list.body.data.total).toBeGreaterThanOrEqual(1);
  expect(list.body.data.messages[0]).toMatchObject({ name: 'Ana García', email: 'ana@example.com', subject: 'Draw times', message: 'When is the next EuroMillions draw shown?' });
  expect(new Date(list.body.data.messages[0].receivedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
});

it.each([
  ['a blank name', { ...validMessage('x'), name: '   ' }, 'name: Name is required', { path: ['name'], code: 'too_small' }],
  ['a malformed address', { ...validMessage('x'), email: 'not-an-address' }, 'email: Invalid email address', { path: ['email'], code: 'invalid_format' }],
  ['an address of 262 characters', { ...validMessage('x'), email: `${'a'.repeat(250)}@example.com` }, 'email: Email must be less than 255 characters', { path: ['email'], code: 'too_big' }],
  ['a subject of 201 characters', { ...validMessage('x'), subject: 's'.repeat(201) }, 'subject: Subject must be less than 200 characters', { path: ['subject'], code: 'too_big' }],
  ['a message of 2,001 characters', { ...validMessage('x'), message: 'm'.repeat(2001) }, 'message: Message must be less than 2000 characters', { path: ['message'], code: 'too_big' }],
  ['no message', { ...validMessage('x'), message: undefined }, 'message: Message is required', { path: ['message'], code: 'invalid_type' }],
  ['an extra field', { ...validMessage('x'), admin: true }, 'Unrecognized key', { path: [], code: 'unrecognized_keys' }],
])('refuses %s with the specification message, names the field in issues and stores nothing', async (_label, json, error, issue) => {
  const before = await storedSubjects();
  const { status, body } = await sendFrom('198.51.100.2', json);
  expect(status).toBe(400);
  expect(body.code).toBe('VALIDATION');
  expect(body.error).toContain(error);
  expect(body.issues).toEqual([issue]);
  expect(await storedSubjects()).toEqual(before);
});

it.each([
  ['a NUL character', 'Ana\u0000'],
  ['an unpaired surrogate', 'Ana\ud800'],
])('refuses %s (text PostgreSQL cannot store) with 400, and stores nothing', async (_label, name) => {
  const before = await storedSubjects();
  const { status, body } = await sendFrom('198.51.100.2', { ...validMessage('Unstorable'), name });
  expect(status).toBe(400);
  expect(body).toEqual({
    ok: false,
    error: 'Invalid JSON body: text may not contain the NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)',
    code: 'VALIDATION',
  });
  expect(await storedSubjects()).toEqual(before);
});

it('answers a filled hidden field as if it were stored, and keeps nothing', async () => {
  const { status, body } = await sendFrom('198.51.100.3', { ...validMessage('From a bot'), website: 'https://spam.example' });
  expect(status).toBe(200);
  expect(body.data).toEqual({ received: true });
  expect(await storedSubjects()).not.toContain('From a bot');
});

it('refuses the message past the hourly limit of one address with 429, other addresses still pass', async () => {
  for (let index = 1; index <= RATE_LIMIT_CONTACT; index += 1) {
    expect((await sendFrom('198.51.100.4', validMessage(`Limit ${index}`))).status).toBe(200);
  }
  const refused = await sendFrom('198.51.100.4', validMessage('One too many'));
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
  expect(refused.body.error).toMatch(/Too many messages from this address/);
  expect(await storedSubjects()).not.toContain('One too many');
  expect((await sendFrom('198.51.100.5', validMessage('Another address'))).status).toBe(200);
});

it('lists messages to admins only', async () => {
  const url = `${gateway.url}/api/admin/contact-messages`;
  expect((await httpJson(url)).status).toBe(401);
  expect((await httpJson(url, { headers: { authorization: `Bearer ${tokens.user}` } })).status).toBe(403);
  expect((await httpJson(`${url}?limit=0`, { headers: { authorization: `Bearer ${tokens.admin}` } })).status).toBe(400);
});
