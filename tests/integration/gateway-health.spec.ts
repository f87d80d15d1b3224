// GET /api/health asks every replica of every service over NATS and reports the gateway's own
// readiness: a service is up when one replica answered ready, a stopped one is down at once (no
// responders), a paused replica (subscribed, silent) is not waited for beside one that answers, and
// a service with only paused replicas is down after HEALTH_TIMEOUT_MS.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SERVICE_NAMES, SUBJECTS, systemHealthSchema } from '@pickwise/contracts';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestGateway, startTestGeneration, type TestGateway, type TestService } from '../support/services.js';

/** The most the schema allows: a report that waited for a paused replica would take all of it, where an honest one takes milliseconds. */
const PATIENT_HEALTH_TIMEOUT_MS = 10_000;

let gateway: TestGateway;
let quickGateway: TestGateway;
let generation: TestService | undefined;
let secondGeneration: TestService | undefined;
let paused: NatsConnection | undefined;

/**
 * What NATS sees of a paused (SIGSTOP) replica: a connection that holds its subscription to the
 * health subject, with no queue group like the real handler, and never answers.
 */
async function pausedReplica(subject: string): Promise<NatsConnection> {
  const connection = await connect({ servers: NATS_URL });
  connection.subscribe(subject, { callback: () => {} });
  await connection.flush();
  return connection;
}

const systemHealth = async (url: string) => {
  const { status, body } = await httpJson(`${url}/api/health`);
  expect(status).toBe(200);
  return systemHealthSchema.parse(body.data);
};

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders(SERVICE_NAMES.map((service) => `${service}.health`));
  generation = await startTestGeneration();
  [gateway, quickGateway] = await Promise.all([startTestGateway({ HEALTH_TIMEOUT_MS: String(PATIENT_HEALTH_TIMEOUT_MS) }), startTestGateway({ HEALTH_TIMEOUT_MS: '300' })]);
});

afterEach(async () => {
  await paused?.close();
  paused = undefined;
});

afterAll(async () => {
  await Promise.all([gateway?.stop(), quickGateway?.stop()]);
  await Promise.all([generation?.stop(), secondGeneration?.stop()]);
});

it('reports every service and the gateway; generation up with its one replica, the services not started down at once', async () => {
  const health = await systemHealth(gateway.url);
  expect(Object.keys(health.services).sort()).toEqual([...SERVICE_NAMES].sort());
  expect(health.gateway).toBe('up');
  expect(health.services.generation).toBe('up');
  expect(health.replicas['generation']).toEqual({ ready: 1, notReady: 0 });
  // Nothing listens on draws.health: no responders, so the patient gateway did not wait 10 s.
  expect(health.services.draws).toBe('down');
  expect(health.replicas['draws']).toEqual({ ready: 0, notReady: 0 });
  expect(health.status).toBe('degraded');
});

it('counts every ready replica: two generation processes answer', async () => {
  secondGeneration = await startTestGeneration();
  expect((await systemHealth(gateway.url)).replicas['generation']).toEqual({ ready: 2, notReady: 0 });
  await secondGeneration.stop();
  secondGeneration = undefined;
  expect((await systemHealth(gateway.url)).replicas['generation']).toEqual({ ready: 1, notReady: 0 });
});

it('does not wait for a paused replica beside one that answers', async () => {
  paused = await pausedReplica(SUBJECTS.generationHealth);
  const asked = Date.now();
  const health = await systemHealth(gateway.url);
  // Not a speed check: waiting for the paused replica would take the whole HEALTH_TIMEOUT_MS.
  expect(Date.now() - asked).toBeLessThan(PATIENT_HEALTH_TIMEOUT_MS);
  expect(health.services.generation).toBe('up');
  expect(health.replicas['generation']).toEqual({ ready: 1, notReady: 0 });
});

it('reports a service whose only replica is paused down after HEALTH_TIMEOUT_MS', async () => {
  paused = await pausedReplica(SUBJECTS.jackpotsHealth);
  const health = await systemHealth(quickGateway.url);
  expect(health.services.jackpots).toBe('down');
  expect(health.replicas['jackpots']).toEqual({ ready: 0, notReady: 0 });
  expect(health.services.generation).toBe('up');
});

it('reports generation down once it is stopped', async () => {
  await generation!.stop();
  generation = undefined;
  const health = await systemHealth(gateway.url);
  expect(health.services.generation).toBe('down');
  expect(health.status).toBe('degraded');
});

it('answers generate with 503 while generation is down', async () => {
  const { status, body } = await httpJson(`${gateway.url}/api/generate`, { json: { game: 'powerball' } });
  expect(status).toBe(503);
  expect(body).toEqual({ ok: false, error: expect.stringMatching(/generation service/), code: 'UNAVAILABLE' });
});

it("answers its own GET /health/live and /health/ready (its NATS connections up), no longer GET /health", async () => {
  const live = await httpJson(`${gateway.url}/health/live`);
  expect(live.status).toBe(200);
  const ready = await httpJson(`${gateway.url}/health/ready`);
  expect(ready.status).toBe(200);
  expect(ready.body).toMatchObject({ status: 'ok', details: { nats: { status: 'up' }, 'nats-client': { status: 'up' }, jetstream: { status: 'up' } } });
  expect(ready.body.details.database).toBeUndefined();
});
