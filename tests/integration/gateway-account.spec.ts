// The data export through real gateways and services (issue 40), where the fuzz suite's single
// gateway and always-running services cannot show it: an account's exports are counted once across
// two gateway replicas (PERSONAL_DATA_EXPORTS_PER_HOUR in all, then 429 on both), in a bucket whose
// keys outlive the hour; a HEAD (which Fastify would answer with the GET's handler) is refused
// before anything is gathered or counted; tickets that together pass what one NATS reply holds are
// asked from the tickets service in pages and come whole, in the list's order; and a part whose service is down is a 503 with no file, never a zip
// without that part. (The routes' hostile input, re-authentication and deletion: gateway-fuzz.spec.ts.)
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { PERSONAL_DATA_EXPORTS_PER_HOUR, SUBJECTS, TICKET_MAX_DRAWS, TICKET_MAX_LINES, type PersonalDataExport } from '@pickwise/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { EXPORT_COUNTS_BUCKET } from '../../services/gateway/src/account/export-limit.js';
import { TicketsDatabase } from '../../services/tickets/src/database/tickets-database.js';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { insertLargestTicket } from '../support/largest-ticket.js';
import { httpJson, startTestGateway, startTestIdentity, startTestNotifications, startTestTickets, type TestGateway, type TestService } from '../support/services.js';
import { uniqueEmail } from './auth-harness.js';

let identity: TestService;
let tickets: TestService | undefined;
let notifications: TestService | undefined;
let gateways: TestGateway[] = [];

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityJwks, SUBJECTS.ticketsList, SUBJECTS.calendarsGame]);
  identity = await startTestIdentity();
  tickets = await startTestTickets();
  notifications = await startTestNotifications();
  gateways = [await startTestGateway(), await startTestGateway()];
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.stop();
  await notifications?.stop();
  await tickets?.stop();
  await identity?.stop();
});

/** A new account, signed in just now (recently authenticated, so its exports are not refused with 403). */
async function signedIn(label: string): Promise<Record<string, string>> {
  const email = uniqueEmail(label);
  const password = 'correct horse 1';
  expect((await httpJson(`${gateways[0]!.url}/api/auth/v1/signup`, { json: { email, password } })).status).toBe(200);
  const session = await httpJson(`${gateways[0]!.url}/api/auth/v1/token?grant_type=password`, { json: { email, password } });
  return { authorization: `Bearer ${session.body.access_token as string}` };
}

const exportThrough = (gateway: TestGateway, headers: Record<string, string>) => fetch(`${gateway.url}/api/account/export`, { headers });
/** The account a signed-in client's token names (its `sub`). */
const userIdOf = (headers: Record<string, string>) => (JSON.parse(Buffer.from(headers['authorization']!.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

it('counts an account’s exports across gateway replicas: PERSONAL_DATA_EXPORTS_PER_HOUR in all, then 429 on every replica', async () => {
  const headers = await signedIn('replicas');
  // More HEADs than the hour allows exports, on both replicas: refused, and none of them counted.
  for (let n = 0; n <= PERSONAL_DATA_EXPORTS_PER_HOUR; n++) {
    const head = await fetch(`${gateways[n % 2]!.url}/api/account/export`, { method: 'HEAD', headers });
    expect([head.status, head.headers.get('allow'), head.headers.get('content-disposition')]).toEqual([405, 'GET', null]);
  }
  const statuses: number[] = [];
  for (let n = 0; n < PERSONAL_DATA_EXPORTS_PER_HOUR; n++) {
    const response = await exportThrough(gateways[n % 2]!, headers);
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  expect(statuses).toEqual(Array.from({ length: PERSONAL_DATA_EXPORTS_PER_HOUR }, () => 200));
  for (const gateway of gateways) {
    const refused = await exportThrough(gateway, headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
  }
  // The counts' keys live longer than the hour they count (the per-IP bucket's would expire in seconds).
  const connection = await connect({ servers: NATS_URL });
  try {
    const { config } = await (await jetstreamManager(connection)).streams.info(`KV_${EXPORT_COUNTS_BUCKET}`);
    expect(config.max_age).toBeGreaterThanOrEqual(3_600 * 1e9);
  } finally {
    await connection.close();
  }
});

it('exports tickets that together pass what one NATS reply holds: asked in pages, every one whole in pickwise-data.json and tickets.csv, in the list’s order', async () => {
  const headers = await signedIn('large-tickets');
  // Three of the largest tickets there can be, about 1.3 MB together: checked throughout (past), half, not at all.
  const database = tickets!.service.app.get(TicketsDatabase);
  const ids = [];
  for (const checked of [TICKET_MAX_DRAWS, TICKET_MAX_DRAWS / 2, 0]) ids.push(await insertLargestTicket(database, userIdOf(headers), checked));
  const response = await exportThrough(gateways[0]!, headers);
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const exported = JSON.parse(strFromU8(files['pickwise-data.json']!)) as PersonalDataExport;
  expect(Buffer.byteLength(JSON.stringify(exported.tickets))).toBeGreaterThan(1024 * 1024);
  // The list's order: the active ones by their next draw (the unchecked one's is the soonest), then the past one.
  expect(exported.tickets.tickets.map((ticket) => [ticket.id, ticket.drawsChecked, ticket.results.length])).toEqual(
    [ids[2], ids[1], ids[0]].map((id, n) => [id, [0, TICKET_MAX_DRAWS / 2, TICKET_MAX_DRAWS][n], TICKET_MAX_LINES * TICKET_MAX_DRAWS]),
  );
  // One row per ticket line and draw result, after the header.
  expect(Buffer.from(files['tickets.csv']!).toString('utf8').trimEnd().split('\r\n')).toHaveLength(1 + 3 * TICKET_MAX_LINES * TICKET_MAX_DRAWS);
});

it.each(['tickets', 'notifications'] as const)('answers 503 and no file while the %s service is down', async (missing) => {
  const headers = await signedIn(`without-${missing}`);
  if (missing === 'tickets') {
    await tickets?.stop();
    tickets = undefined;
  } else {
    await notifications?.stop();
    notifications = undefined;
  }
  try {
    const response = await exportThrough(gateways[0]!, headers);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toMatchObject({ ok: false, code: 'UNAVAILABLE', error: expect.stringContaining(`the ${missing} service did not answer`) });
  } finally {
    if (missing === 'tickets') tickets = await startTestTickets();
    else notifications = await startTestNotifications();
  }
  // Back with the service: the whole export again.
  expect((await exportThrough(gateways[1]!, headers)).status).toBe(200);
});
