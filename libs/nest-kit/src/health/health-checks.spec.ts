import { MikroORM } from '@mikro-orm/core';
import type { ServerNats } from '@nestjs/microservices';
import { Test, type TestingModule } from '@nestjs/testing';
import type { NatsConnection } from '@nats-io/transport-node';
import { HealthChecks, READINESS_TIMEOUT_MS } from './health-checks.js';
import { HealthModule } from './health.module.js';

/** A MikroORM whose connection answers `isConnected` as `ping` says (what terminus's MikroORM indicator asks). */
const ormWith = (ping: () => Promise<boolean>) => ({ em: { getConnection: () => ({ isConnected: ping }) } });
const answeringNatsServer = { unwrap: () => ({ isClosed: () => false, flush: async () => {} }) as unknown as NatsConnection } as unknown as ServerNats;

const modules: TestingModule[] = [];

async function healthChecks(options: { orm?: ReturnType<typeof ormWith>; natsServer?: ServerNats }): Promise<HealthChecks> {
  const module = await Test.createTestingModule({
    imports: [HealthModule.forService({ service: 'draws' })],
    providers: options.orm ? [{ provide: MikroORM, useValue: options.orm }] : [],
  }).compile();
  await module.init();
  modules.push(module);
  const checks = module.get(HealthChecks);
  if (options.natsServer) checks.checkNatsServer(options.natsServer);
  return checks;
}

afterEach(async () => {
  await Promise.all(modules.splice(0).map((module) => module.close()));
});

describe('HealthChecks', () => {
  it('is ready when its database and the NATS connection its handlers listen on answer', async () => {
    const checks = await healthChecks({ orm: ormWith(async () => true), natsServer: answeringNatsServer });
    const result = await checks.ready();
    expect(result.status).toBe('ok');
    expect(Object.keys(result.details).sort()).toEqual(['database', 'nats']);
    expect(await checks.report()).toEqual({
      service: 'draws',
      status: 'up',
      uptimeSeconds: expect.any(Number),
      checks: { database: { status: 'up' }, nats: { status: 'up' } },
    });
  });

  it('is not ready, saying why, when its database does not answer in time; liveness stays ok', async () => {
    const checks = await healthChecks({ orm: ormWith(() => new Promise<boolean>(() => {})), natsServer: answeringNatsServer });
    const result = await checks.ready();
    expect(result.status).toBe('error');
    expect(result.error).toEqual({ database: expect.objectContaining({ status: 'down', message: `timeout of ${READINESS_TIMEOUT_MS}ms exceeded` }) });
    expect(await checks.report()).toMatchObject({ status: 'down', checks: { database: { status: 'down' }, nats: { status: 'up' } } });
    expect((await checks.live()).status).toBe('ok');
  });

  it('is not ready when the database refuses the ping, or before its NATS server exists', async () => {
    const checks = await healthChecks({ orm: ormWith(async () => false) });
    const result = await checks.ready();
    expect(result.status).toBe('error');
    expect(result.error).toEqual({
      database: expect.objectContaining({ status: 'down' }),
      nats: expect.objectContaining({ status: 'down', message: 'NATS server not started' }),
    });
  });

  it('checks no database in a service without one', async () => {
    const checks = await healthChecks({ natsServer: answeringNatsServer });
    expect(Object.keys((await checks.ready()).details)).toEqual(['nats']);
  });

  it('pings the database once for readiness asked several times at once', async () => {
    let pings = 0;
    const checks = await healthChecks({
      orm: ormWith(async () => {
        pings += 1;
        return true;
      }),
      natsServer: answeringNatsServer,
    });
    const results = await Promise.all([checks.ready(), checks.ready(), checks.report()]);
    expect(results.map((result) => result.status)).toEqual(['ok', 'ok', 'up']);
    expect(pings).toBe(1);
  });
});
