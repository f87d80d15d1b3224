// "Your data" across the whole system (issue 40): two players use every part that keeps something
// about them (tickets and budgets, alert rules, a browser subscribed to push, a calendar address, a
// contact message, generated sets), through the gateway as the site does. The first downloads their
// data and finds a row from every service that holds one; then deletes the account while the tickets
// service is down (a child process, SIGKILLed), and once it is back every table of every service's
// schema, listed from PostgreSQL itself, is searched for the player's id, e-mail address and push
// endpoint: none is left, and the second player's rows are all still there.
import { strFromU8, unzipSync } from 'fflate';
import { personalDataExportSchema, type NotificationRule } from '@pickwise/contracts';
import { findGame, localDrawDate, nextDrawAt } from '@pickwise/lottery';
import { eventually } from '../support/eventually.js';
import { DATABASE_URL, NATS_URL, dropSchema, uniqueSchema } from '../support/infrastructure.js';
import { PushServiceStandIn } from '../support/push-service-stand-in.js';
import { ServiceChild } from '../support/service-child.js';
import {
  httpJson,
  startTestDraws,
  startTestGeneration,
  startTestIngestion,
  startTestJackpots,
  startTestNotifications,
  testDurable,
  testErasuresDurable,
  type TestService,
} from '../support/services.js';
import { linkIn } from '../support/smtp-sink.js';
import { authRequest, newClientIp, signIn, startAuthSystem, uniqueEmail, type AuthSystem } from './auth-harness.js';

const PASSWORD = 'correct horse 1';
const powerball = findGame('powerball')!;
const nextPowerball = localDrawDate(powerball, nextDrawAt(powerball, new Date()));

interface Player {
  email: string;
  userId: string;
  accessToken: string;
  endpoint: string;
}

const pushService = new PushServiceStandIn();
let auth: AuthSystem;
let draws: TestService;
let notifications: TestService;
let generation: TestService;
let jackpots: TestService;
let ingestion: TestService;
const ticketsSchema = uniqueSchema('tickets');
let tickets: ServiceChild;
let leaving: Player;
let staying: Player;

/** A request to the gateway with the player's session; fails the test on an error status unless `expectStatus` says otherwise. */
async function asPlayer(player: Player, method: string, route: string, json?: unknown) {
  const response = await httpJson(`${auth.gateway.url}${route}`, { method, ...(json === undefined ? {} : { json }), headers: { authorization: `Bearer ${player.accessToken}` } });
  if (response.status >= 300) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** An account that uses every part of the site that keeps something about it. */
async function activePlayer(language: 'en' | 'es'): Promise<Player> {
  const email = uniqueEmail(`erasure-${language}`);
  const signup = await authRequest(auth, '/signup', { json: { email, password: PASSWORD, data: { locale: language } } });
  if (signup.status !== 200) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  expect((await fetch(linkIn(await auth.smtp.mailTo(email, /./)), { redirect: 'manual' })).status).toBe(303);
  const session = await signIn(auth, email, PASSWORD, newClientIp());
  const subscription = pushService.newSubscription();
  const player: Player = { email, userId: session.user.id, accessToken: session.access_token, endpoint: subscription.endpoint };

  await asPlayer(player, 'PUT', '/api/profile', { display_name: `Player ${language}`, country: language === 'es' ? 'ES' : 'US' });
  await asPlayer(player, 'POST', '/api/tickets', { game: 'powerball', label: 'Office', firstDrawDate: nextPowerball, draws: 2, lines: [{ main: [3, 14, 15, 26, 35], special: [9] }] });
  await asPlayer(player, 'PUT', '/api/limits', { budgets: [{ currency: 'USD', weekly: 20, monthly: 60 }] });
  await asPlayer(player, 'POST', '/api/notifications/subscriptions', subscription);
  const rules: NotificationRule[] = [{ kind: 'results', game: 'powerball', push: true, email: true }];
  await asPlayer(player, 'PUT', '/api/notifications/preferences', { rules });
  await asPlayer(player, 'POST', '/api/calendars/me');
  const contact = await httpJson(`${auth.gateway.url}/api/contact`, {
    json: { name: `Player ${language}`, email, subject: 'Hello', message: 'A question about odds.' },
    headers: { 'x-forwarded-for': newClientIp() },
  });
  expect(contact.status).toBe(200);
  await asPlayer(player, 'POST', '/api/generate', { game: 'powerball', method: 'random', count: 1 });
  return player;
}

const sql = <T>(query: string, parameters: unknown[] = []) => auth.identity.em.getConnection().execute<T[]>(query, parameters);

/** Every table of every schema this test's services own, as PostgreSQL lists them. */
async function everyTable(): Promise<string[]> {
  const schemas = [auth.identity.schema, ticketsSchema, notifications.schema, draws.schema, generation.schema, jackpots.schema, ingestion.schema];
  const rows = await sql<{ table_schema: string; table_name: string }>(
    `select table_schema, table_name from information_schema.tables where table_type = 'BASE TABLE' and table_schema in (?) order by 1, 2`,
    [schemas],
  );
  expect(new Set(rows.map((row) => row.table_schema))).toEqual(new Set(schemas));
  return rows.map((row) => `"${row.table_schema}"."${row.table_name}"`);
}

/** Per table, how many rows mention the player's id, e-mail address or push endpoint anywhere in them. */
async function rowsAbout(player: Player, tables: string[]): Promise<Record<string, number>> {
  const needles = [player.userId, player.email, player.endpoint].map((needle) => `%${needle.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await sql<{ count: string }>(`select count(*) as count from ${table} as t where t::text ilike any(array[?])`, [needles]);
    const count = Number(row!.count);
    if (count > 0) counts[table] = count;
  }
  return counts;
}

const ticketRowsOf = async (player: Player) => Number((await sql<{ count: string }>(`select count(*) as count from "${ticketsSchema}".tickets where user_id = ?`, [player.userId]))[0]!.count);

beforeAll(async () => {
  await pushService.start();
  auth = await startAuthSystem();
  draws = await startTestDraws();
  tickets = await ServiceChild.of('tickets', {
    NATS_URL,
    DATABASE_URL,
    DATABASE_SCHEMA: ticketsSchema,
    TICKETS_CONSUMER: testDurable(ticketsSchema),
    ERASURES_CONSUMER: testErasuresDurable(ticketsSchema),
  });
  await tickets.start();
  notifications = await startTestNotifications({ PUSH_SERVICE_ORIGINS: pushService.url, SMTP_URL: auth.smtp.url, SITE_URL: auth.gateway.url });
  generation = await startTestGeneration();
  jackpots = await startTestJackpots();
  ingestion = await startTestIngestion({ INGESTION_SCHEDULE: 'off' });
  leaving = await activePlayer('es');
  staying = await activePlayer('en');
});

afterAll(async () => {
  await tickets?.kill();
  for (const service of [ingestion, jackpots, generation, notifications, draws]) await service?.stop();
  await auth?.stop();
  await pushService.stop();
  await dropSchema(ticketsSchema);
});

it("exports a row from every service that holds one, in the player's language", async () => {
  const response = await fetch(`${auth.gateway.url}/api/account/export`, { headers: { authorization: `Bearer ${leaving.accessToken}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('cache-control')).toContain('no-store');
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  expect(Object.keys(files).sort()).toEqual(['pickwise-data.json', 'summary.txt', 'tickets.csv']);

  const data = personalDataExportSchema.parse(JSON.parse(strFromU8(files['pickwise-data.json']!)));
  expect(data.identity.account).toMatchObject({ id: leaving.userId, email: leaving.email });
  expect(data.identity.profile).toMatchObject({ displayName: 'Player es', country: 'ES', language: 'es' });
  expect(data.identity.sessions.length).toBeGreaterThan(0);
  expect(data.identity.signInAddresses.length).toBeGreaterThan(0);
  expect(data.identity.contactMessages).toEqual([expect.objectContaining({ email: leaving.email, subject: 'Hello' })]);
  expect(data.tickets.tickets).toEqual([expect.objectContaining({ game: 'powerball', label: 'Office', draws: 2 })]);
  expect(data.tickets.limits.budgets).toEqual([expect.objectContaining({ currency: 'USD', weekly: 20, monthly: 60 })]);
  expect(data.notifications.rules).toEqual([expect.objectContaining({ kind: 'results', game: 'powerball' })]);
  expect(data.notifications.pushSubscriptions).toEqual([expect.objectContaining({ endpoint: leaving.endpoint })]);
  expect(data.notifications.calendarFeed.active).toBe(true);
  // Only the player's own rows: nothing of the other account.
  expect(JSON.stringify(data)).not.toContain(staying.userId);
  expect(JSON.stringify(data)).not.toContain(staying.email);

  const csv = strFromU8(files['tickets.csv']!).trim().split(/\r?\n/);
  expect(csv.length).toBeGreaterThan(1);
  expect(csv.slice(1).join('\n')).toContain('powerball');
  // The summary is written in the account's language (Spanish here).
  expect(strFromU8(files['summary.txt']!)).toMatch(/boleto/i);
});

it('erases the account from every schema, the tickets service finishing its part when it comes back, and leaves the other player whole', async () => {
  const tables = await everyTable();
  const stayingBefore = await rowsAbout(staying, tables);
  const leavingBefore = await rowsAbout(leaving, tables);
  // Rows about the player are spread over the services: identity, tickets and notifications at least.
  for (const schema of [auth.identity.schema, ticketsSchema, notifications.schema]) expect(Object.keys(leavingBefore).some((table) => table.startsWith(`"${schema}".`))).toBe(true);

  await tickets.kill();
  const deleted = await httpJson(`${auth.gateway.url}/api/account`, { method: 'DELETE', json: { confirm: 'DELETE' }, headers: { authorization: `Bearer ${leaving.accessToken}` } });
  expect(deleted.status).toBe(200);
  expect(deleted.body.data).toMatchObject({ erased: true });
  expect(deleted.headers.get('cache-control')).toContain('no-store');

  // The account is closed at once: its token is refused, its password no longer signs in.
  expect((await httpJson(`${auth.gateway.url}/api/me`, { headers: { authorization: `Bearer ${leaving.accessToken}` } })).status).toBe(401);
  expect((await authRequest(auth, '/token?grant_type=password', { json: { email: leaving.email, password: PASSWORD } })).status).toBe(400);
  // A mail in the player's language confirms it.
  const mail = await auth.smtp.mailTo(leaving.email, /se ha eliminado/);
  expect(mail.subject).toBe('Tu cuenta de PickWise se ha eliminado');
  expect(mail.text).not.toContain('has been deleted');

  // The tickets service was down: its rows wait for it, and go once it is back.
  expect(await ticketRowsOf(leaving)).toBe(1);
  await tickets.start();
  await eventually('the tickets service to erase its part', async () => ((await ticketRowsOf(leaving)) === 0 ? true : undefined));
  const left = await eventually('no row about the player in any table', async () => {
    const counts = await rowsAbout(leaving, tables);
    if (Object.keys(counts).length > 0) throw new Error(`rows left: ${JSON.stringify(counts)}`);
    return counts;
  });
  expect(left).toEqual({});
  expect(await rowsAbout(staying, tables)).toEqual(stayingBefore);

  // The address can make a new account.
  const again = await authRequest(auth, '/signup', { json: { email: leaving.email, password: PASSWORD } });
  expect(again.status).toBe(200);
  expect(again.body.id).not.toBe(leaving.userId);
});
