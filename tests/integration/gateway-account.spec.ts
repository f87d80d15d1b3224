// The data export through real gateways and services (issue 40), where the fuzz suite's single
// gateway and always-running services cannot show it: an account's exports are counted once across
// two gateway replicas (PERSONAL_DATA_EXPORTS_PER_HOUR in all, then 429 on both), in a bucket whose
// keys outlive the hour; and a part whose service is down is a 503 with no file, never a zip
// without that part. (The routes' hostile input, re-authentication and deletion: gateway-fuzz.spec.ts.)
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { PERSONAL_DATA_EXPORTS_PER_HOUR, SUBJECTS } from '@pickwise/contracts';
import { EXPORT_COUNTS_BUCKET } from '../../services/gateway/src/account/export-limit.js';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
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

it('counts an account’s exports across gateway replicas: PERSONAL_DATA_EXPORTS_PER_HOUR in all, then 429 on every replica', async () => {
  const headers = await signedIn('replicas');
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
