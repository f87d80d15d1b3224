// Readiness tells the truth: a service (jackpots, in this process) on a PostgreSQL and a nats-server
// of this file's own, beside the gateway on that NATS. Stopping PostgreSQL, then killing NATS, turns
// GET /health/ready to 503 (naming the check that failed) while GET /health/live stays 200, and the
// gateway's /api/health says so; each comes back ready once its dependency is back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually } from '../support/eventually.js';
import { EmbeddedPostgresServer } from '../support/embedded-postgres-server.js';
import { NatsServerProcess, freePort } from '../support/nats-server-process.js';
import { httpJson, startTestGateway, startTestJackpots, type TestGateway, type TestService } from '../support/services.js';

let postgres: EmbeddedPostgresServer;
let nats: NatsServerProcess;
let natsStore: string;
let jackpots: TestService;
let gateway: TestGateway;

/** Polls GET `url` until it answers `status`; the body of that answer. */
const answers = (url: string, status: number) =>
  eventually(
    `${url} to answer ${status}`,
    async () => {
      const response = await httpJson(url);
      if (response.status !== status) throw new Error(`answered ${response.status}: ${JSON.stringify(response.body)}`);
      return response.body;
    },
    { intervalMs: 100 },
  );

/**
 * The readiness answer once it names every connection in `down` as down: each NATS connection of a
 * service notices a killed server on its own, so the first 503 may name only the first to notice.
 */
const notReadyWith = (url: string, down: readonly string[]) =>
  eventually(
    `${url} to answer 503 naming ${down.join(' and ')} down`,
    async () => {
      const response = await httpJson(url);
      const error = (response.body as { error?: Record<string, { status?: string }> }).error ?? {};
      if (response.status !== 503 || !down.every((name) => error[name]?.status === 'down')) throw new Error(`answered ${response.status}: ${JSON.stringify(response.body)}`);
      return response.body;
    },
    { intervalMs: 100 },
  );

const jackpotsReplicas = async () => (await httpJson(`${gateway.url}/api/health`)).body.data;

beforeAll(async () => {
  natsStore = mkdtempSync(path.join(tmpdir(), 'pickwise-readiness-nats-'));
  nats = new NatsServerProcess(await freePort(), natsStore);
  [postgres] = await Promise.all([EmbeddedPostgresServer.start(), nats.start()]);
  jackpots = await startTestJackpots({ NATS_URL: nats.url, DATABASE_URL: postgres.url });
  gateway = await startTestGateway({ NATS_URL: nats.url, HEALTH_TIMEOUT_MS: '500' });
});

afterAll(async () => {
  await gateway?.service.close();
  // Closed, not stop(): its schema lives in this file's PostgreSQL, removed whole below.
  await jackpots?.service.close();
  await nats?.kill();
  await postgres?.remove();
  rmSync(natsStore, { recursive: true, force: true });
});

describe('with PostgreSQL stopped', () => {
  it('is ready while PostgreSQL answers, and the gateway counts one ready replica', async () => {
    const ready = await answers(`${jackpots.url}/health/ready`, 200);
    expect(ready).toMatchObject({ status: 'ok', details: { database: { status: 'up' }, nats: { status: 'up' }, 'nats-client': { status: 'up' } } });
    const system = await jackpotsReplicas();
    expect(system.services.jackpots).toBe('up');
    expect(system.replicas.jackpots).toEqual({ ready: 1, notReady: 0 });
  });

  it('answers 503 naming the database while it is stopped; liveness stays 200; the gateway reports jackpots down', async () => {
    await postgres.stop();
    const notReady = await answers(`${jackpots.url}/health/ready`, 503);
    expect(notReady).toMatchObject({ status: 'error', error: { database: { status: 'down' } }, info: { nats: { status: 'up' } } });
    const live = await httpJson(`${jackpots.url}/health/live`);
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'ok' });
    const system = await eventually(
      'the gateway to report jackpots down',
      async () => {
        const data = await jackpotsReplicas();
        if (data.services.jackpots !== 'down') throw new Error(`health ${JSON.stringify(data)}`);
        return data;
      },
      { intervalMs: 100 },
    );
    // The replica still answers the gateway: not ready, not gone.
    expect(system.replicas.jackpots).toEqual({ ready: 0, notReady: 1 });
    expect(system.status).toBe('degraded');
  });

  it('is ready again once PostgreSQL is back', async () => {
    await postgres.resume();
    expect(await answers(`${jackpots.url}/health/ready`, 200)).toMatchObject({ status: 'ok' });
    const up = await eventually(
      'the gateway to report jackpots up',
      async () => {
        const data = await jackpotsReplicas();
        if (data.services.jackpots !== 'up') throw new Error(`health ${JSON.stringify(data)}`);
        return true;
      },
      { intervalMs: 100 },
    );
    expect(up).toBe(true);
  });
});

describe('with NATS killed', () => {
  it('answers 503 naming its NATS connections, the gateway too; liveness stays 200', async () => {
    await answers(`${jackpots.url}/health/ready`, 200);
    await answers(`${gateway.url}/health/ready`, 200);
    await nats.kill();

    const notReady = await notReadyWith(`${jackpots.url}/health/ready`, ['nats', 'nats-client']);
    expect(notReady).toMatchObject({ status: 'error', info: { database: { status: 'up' } } });
    const gatewayNotReady = await notReadyWith(`${gateway.url}/health/ready`, ['nats', 'nats-client']);
    expect(gatewayNotReady).toMatchObject({ status: 'error' });
    for (const url of [jackpots.url, gateway.url]) expect((await httpJson(`${url}/health/live`)).status).toBe(200);

    // The gateway still answers its report, within HEALTH_TIMEOUT_MS, with everything down.
    const report = await httpJson(`${gateway.url}/api/health`);
    expect(report.status).toBe(200);
    expect(report.body.data).toMatchObject({ status: 'degraded', gateway: 'down', services: { jackpots: 'down' } });
  });

  it('is ready again once NATS is back (same port and store, as a restarted server)', async () => {
    await nats.start();
    expect(await answers(`${jackpots.url}/health/ready`, 200)).toMatchObject({ status: 'ok' });
    expect(await answers(`${gateway.url}/health/ready`, 200)).toMatchObject({ status: 'ok' });
    const system = await eventually(
      'the gateway to report itself and jackpots up',
      async () => {
        const data = await jackpotsReplicas();
        if (data.gateway !== 'up' || data.services.jackpots !== 'up') throw new Error(`health ${JSON.stringify(data)}`);
        return data;
      },
      { intervalMs: 100 },
    );
    expect(system.replicas.jackpots).toEqual({ ready: 1, notReady: 0 });
  });
});
