// The language of an account (issue 27): set at sign-up from the site's locale, changed by
// `identity.profile.language`, shown by GET /api/profile, and the language of the account's mails
// (both languages while unknown); `identity.recipients` gives the notifications service each
// user's confirmed address and language. Through the real gateway, identity and an SMTP server.
import { randomUUID } from 'node:crypto';
import { DomainError, SUBJECTS, profileSchema, recipientsResponseSchema } from '@pickwise/contracts';
import { eventually } from '../support/eventually.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { linkIn } from '../support/smtp-sink.js';
import { httpJson, natsCaller } from '../support/services.js';
import { authRequest, signIn, startAuthSystem, uniqueEmail, type AuthSystem } from './auth-harness.js';

let system: AuthSystem;
let caller: ReturnType<typeof natsCaller>;
const PASSWORD = 'correct horse 1';

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityHealth, SUBJECTS.identityRecipients]);
  system = await startAuthSystem();
  caller = natsCaller();
});

afterAll(async () => {
  await caller?.close();
  await system?.stop();
});

/** Signs up with the sign-up `data` the site sends; resolves with the account's id and its confirmation mail. */
async function signUp(email: string, data: Record<string, unknown>) {
  const signup = await authRequest(system, '/signup', { json: { email, password: PASSWORD, data } });
  expect(signup.status).toBe(200);
  return { id: signup.body.id as string, mail: await system.smtp.mailTo(email, /Confirm/) };
}

/** Follows the mailed link and signs in: the caller as the gateway passes it on. */
async function confirmAndSignIn(email: string, mail: Awaited<ReturnType<typeof signUp>>['mail']) {
  expect((await fetch(linkIn(mail), { redirect: 'manual' })).status).toBe(303);
  const { access_token: token, user } = await signIn(system, email, PASSWORD);
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { session_id: string };
  return { token, caller: { userId: user.id, sessionId: claims.session_id } };
}

const profile = async (token: string) => profileSchema.parse((await httpJson(`${system.gateway.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } })).body.data);
/** Asks for a recovery link; resolves with the mail it brings. */
const recover = async (email: string) => {
  const before = system.smtp.mails.length;
  expect((await authRequest(system, '/recover', { json: { email } })).status).toBe(200);
  return eventually(`a recovery mail to ${email}`, async () => system.smtp.mails.slice(before).find((mail) => mail.to.includes(email)));
};

it('keeps the language the site signed up in, and writes the account’s mails in it alone', async () => {
  const email = uniqueEmail('es');
  const { mail } = await signUp(email, { locale: 'es-ES' });
  expect(mail.subject).toBe('Confirma tu cuenta de PickWise');
  expect(mail.text).toContain('Confirma tu dirección de correo');
  expect(mail.text).not.toContain('Confirm your e-mail address');
  const { token } = await confirmAndSignIn(email, mail);
  expect(await profile(token)).toMatchObject({ email, language: 'es' });

  const recovery = await recover(email);
  expect(recovery.subject).toBe('Restablece tu contraseña de PickWise');
  expect(recovery.text).not.toContain('Somebody asked');
});

it('writes in English and Spanish while the language is unknown, and in the one the player then sets', async () => {
  const email = uniqueEmail('unknown');
  const { mail } = await signUp(email, {});
  expect(mail.subject).toBe('Confirm your PickWise account / Confirma tu cuenta de PickWise');
  // English first: the link a reader (and linkIn) finds first is the same link in both.
  expect(mail.text.indexOf('Confirm your e-mail address')).toBeLessThan(mail.text.indexOf('Confirma tu dirección de correo'));
  const { token, caller: player } = await confirmAndSignIn(email, mail);
  expect((await profile(token)).language).toBeNull();
  expect((await recover(email)).subject).toBe('Reset your PickWise password / Restablece tu contraseña de PickWise');

  const saved = await caller.requester.request(SUBJECTS.identityProfileLanguage, { ...player, language: 'es' }, { schema: profileSchema });
  expect(saved).toMatchObject({ email, language: 'es' });
  expect((await profile(token)).language).toBe('es');
  expect((await recover(email)).subject).toBe('Restablece tu contraseña de PickWise');

  await caller.requester.request(SUBJECTS.identityProfileLanguage, { ...player, language: 'en' }, { schema: profileSchema });
  expect((await recover(email)).subject).toBe('Reset your PickWise password');
});

it('refuses a language the site does not have, and a caller whose session ended', async () => {
  const email = uniqueEmail('refused');
  const { mail } = await signUp(email, { locale: 'en' });
  const { token, caller: player } = await confirmAndSignIn(email, mail);
  await expect(caller.requester.request(SUBJECTS.identityProfileLanguage, { ...player, language: 'fr' })).rejects.toMatchObject({ code: 'VALIDATION' });
  await authRequest(system, '/logout?scope=local', { method: 'POST', token, json: {} });
  await expect(caller.requester.request(SUBJECTS.identityProfileLanguage, { ...player, language: 'es' })).rejects.toEqual(
    new DomainError('UNAUTHORIZED', 'Your session has ended. Please sign in again.'),
  );
});

it('tells the notifications service each user’s confirmed address and language, and nothing of unknown ids', async () => {
  const confirmedEmail = uniqueEmail('confirmed');
  const confirmed = await signUp(confirmedEmail, { locale: 'es' });
  await confirmAndSignIn(confirmedEmail, confirmed.mail);
  // Never confirmed: the address may be someone else's, so nobody writes to it.
  const unconfirmed = await signUp(uniqueEmail('unconfirmed'), {});

  const answer = await caller.requester.request(SUBJECTS.identityRecipients, { userIds: [confirmed.id, unconfirmed.id, randomUUID()] }, { schema: recipientsResponseSchema });
  expect(answer.recipients).toHaveLength(2);
  expect(answer.recipients).toEqual(
    expect.arrayContaining([
      { userId: confirmed.id, email: confirmedEmail, language: 'es' },
      { userId: unconfirmed.id, email: null, language: null },
    ]),
  );
  await expect(caller.requester.request(SUBJECTS.identityRecipients, { userIds: Array.from({ length: 1_001 }, () => randomUUID()) })).rejects.toMatchObject({ code: 'VALIDATION' });
});
