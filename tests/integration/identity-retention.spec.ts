// identity's retention job against the real tables: the rows past their RETENTION_DAYS period go
// (sessions not refreshed for RETENTION_DAYS.idleSessions with their refresh tokens, revoked
// refresh tokens, sign-in addresses, contact messages), the newer ones and every other session's
// tokens stay, and two replicas firing the job the same minute delete once (one claims the firing).
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { RETENTION_DAYS } from '@pickwise/contracts';
import { APP_CONFIG, MigratedSchema, ScheduleTicks } from '@pickwise/nest-kit';
import { ExpiredAuthRecords } from '../../services/identity/src/accounts/expired-records.js';
import { AccountSignInLimits, KNOWN_ADDRESS_RETENTION_MS } from '../../services/identity/src/auth/account-sign-in-limits.js';
import { waitForNats } from '../support/infrastructure.js';
import { startTestIdentity, type TestService } from '../support/services.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let identity: TestService;
let replicas: [ExpiredAuthRecords, ExpiredAuthRecords];

beforeAll(async () => {
  await waitForNats();
  identity = await startTestIdentity();
  const app = identity.service.app;
  // A second replica of the job on the same schema: its own EntityManager and claims.
  const second = new ExpiredAuthRecords(
    app.get(EntityManager).fork(),
    app.get(MigratedSchema),
    app.get(AccountSignInLimits),
    app.get(APP_CONFIG),
    new ScheduleTicks(app.get(EntityManager).fork(), app.get(MigratedSchema)),
  );
  replicas = [app.get(ExpiredAuthRecords), second];
});

afterAll(async () => {
  await identity?.stop();
});

// Two years ahead, so the service's own catch-up pass (with the real clock) finds none of these rows past a period.
const now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 730 * DAY_MS);
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

const sql = <Row>(text: string, parameters: unknown[] = []) => identity.em.getConnection().execute<Row[]>(text.replaceAll('%s', `"${identity.schema}"`), parameters);

async function user(): Promise<string> {
  const id = randomUUID();
  await sql('insert into %s.users (id, email) values (?, ?)', [id, `${id}@retention.test`]);
  return id;
}

async function session(userId: string, name: string, createdAt: Date, refreshedAt: Date | null): Promise<string> {
  const id = randomUUID();
  await sql(`insert into %s.sessions (id, user_id, user_agent, created_at, refreshed_at, amr) values (?, ?, ?, ?, ?, '[]')`, [id, userId, name, createdAt, refreshedAt]);
  return id;
}

async function refreshToken(userId: string, sessionId: string, name: string, revoked: boolean, updatedAt: Date): Promise<void> {
  // The token's hash is only unique; its name stands in for it, padded to the column's 64 characters.
  await sql('insert into %s.refresh_tokens (token_hash, user_id, session_id, revoked, created_at, updated_at) values (?, ?, ?, ?, ?, ?)', [name.padEnd(64, '.'), userId, sessionId, revoked, updatedAt, updatedAt]);
}

const column = async (query: string) => (await sql<{ name: string }>(query)).map((row) => row.name.replace(/\.+$/, '')).sort();

it('deletes what is past its period, once for two replicas firing together, and keeps the rest', async () => {
  const [ana, ben] = [await user(), await user()];
  // Ana: a session idle past the period (its two tokens go with it) and one in use.
  const idle = await session(ana, 'ana-idle', daysAgo(400), daysAgo(RETENTION_DAYS.idleSessions + 1));
  await refreshToken(ana, idle, 'ana-idle-current', false, daysAgo(RETENTION_DAYS.idleSessions + 1));
  await refreshToken(ana, idle, 'ana-idle-revoked', true, daysAgo(RETENTION_DAYS.idleSessions + 1));
  const active = await session(ana, 'ana-active', daysAgo(400), daysAgo(1));
  await refreshToken(ana, active, 'ana-active-current', false, daysAgo(200));
  await refreshToken(ana, active, 'ana-active-revoked-old', true, daysAgo(RETENTION_DAYS.revokedRefreshTokens + 1));
  await refreshToken(ana, active, 'ana-active-revoked-new', true, daysAgo(RETENTION_DAYS.revokedRefreshTokens - 1));
  // Ben: sessions never refreshed count from their start.
  await session(ben, 'ben-idle', daysAgo(RETENTION_DAYS.idleSessions + 1), null);
  const benNew = await session(ben, 'ben-new', daysAgo(RETENTION_DAYS.idleSessions - 1), null);
  await refreshToken(ben, benNew, 'ben-new-current', false, daysAgo(RETENTION_DAYS.idleSessions - 1));
  await sql('insert into %s.sign_in_addresses (user_id, ip, last_signed_in_at) values (?, ?, ?), (?, ?, ?), (?, ?, ?)', [
    ana, '192.0.2.1', daysAgo(RETENTION_DAYS.signInAddresses + 1),
    ana, '192.0.2.2', daysAgo(RETENTION_DAYS.signInAddresses - 1),
    ben, '192.0.2.1', daysAgo(RETENTION_DAYS.signInAddresses - 1),
  ]);
  await sql(`insert into %s.contact_messages (name, email, subject, message, received_at) values ('old', 'old@retention.test', 'old', 'old', ?), ('new', 'new@retention.test', 'new', 'new', ?)`, [
    daysAgo(RETENTION_DAYS.contactMessages + 1),
    daysAgo(RETENTION_DAYS.contactMessages - 1),
  ]);

  const results = await Promise.all(replicas.map((replica) => replica.runFiring(now, now)));

  const ran = results.filter((result) => result !== null);
  expect(ran).toHaveLength(1);
  expect(ran[0]).toMatchObject({ idleSessions: 2, idleSessionTokens: 2, refreshTokens: 1, signInAddresses: 1, contactMessages: 1 });
  expect(await column('select user_agent as name from %s.sessions')).toEqual(['ana-active', 'ben-new']);
  expect(await column('select token_hash as name from %s.refresh_tokens')).toEqual(['ana-active-current', 'ana-active-revoked-new', 'ben-new-current']);
  expect(await sql('select user_id, host(ip) as ip from %s.sign_in_addresses order by user_id = ? desc, ip', [ana])).toEqual([
    { user_id: ana, ip: '192.0.2.2' },
    { user_id: ben, ip: '192.0.2.1' },
  ]);
  expect(await column('select name from %s.contact_messages')).toEqual(['new']);
});

it('treats a sign-in address as known exactly as long as it is kept', () => {
  // The sign-in lock counts an address apart for KNOWN_ADDRESS_RETENTION_MS; past it the job deletes the row.
  expect(KNOWN_ADDRESS_RETENTION_MS).toBe(RETENTION_DAYS.signInAddresses * DAY_MS);
});

it('runs the next firing on whichever replica claims it, with nothing left to delete', async () => {
  const nextDay = new Date(now.getTime() + DAY_MS);
  expect(await replicas[1].runFiring(nextDay, now)).toMatchObject({ idleSessions: 0, idleSessionTokens: 0, refreshTokens: 0, signInAddresses: 0, contactMessages: 0 });
  expect(await replicas[0].runFiring(nextDay, now)).toBeNull();
});
