import { HealthIndicatorService } from '@nestjs/terminus';
import type { NatsConnection } from '@nats-io/transport-node';
import { NatsConnectionIndicator } from './nats-connection.indicator.js';

/** The two members the indicator reads, as a connection in each state would answer them. */
const connection = (state: { closed?: boolean; flush: () => Promise<void> }) => ({ isClosed: () => state.closed ?? false, flush: state.flush }) as unknown as NatsConnection;

const indicator = () => new NatsConnectionIndicator(new HealthIndicatorService());

describe('NatsConnectionIndicator', () => {
  it('is up when the server answers the round trip', async () => {
    const result = await indicator().check('nats', () => connection({ flush: async () => {} }), 1_000);
    expect(result).toEqual({ nats: expect.objectContaining({ status: 'up' }) });
  });

  it('is down once the timeout passes when the server never answers (paused, or the client is reconnecting)', async () => {
    const result = await indicator().check('nats', () => connection({ flush: () => new Promise<void>(() => {}) }), 50);
    expect(result).toEqual({ nats: expect.objectContaining({ status: 'down', message: 'timeout of 50ms exceeded' }) });
  });

  it('is down when the connection is closed, without waiting for a round trip', async () => {
    let flushed = false;
    const result = await indicator().check(
      'jetstream',
      () =>
        connection({
          closed: true,
          flush: async () => {
            flushed = true;
          },
        }),
      1_000,
    );
    expect(result).toEqual({ jetstream: expect.objectContaining({ status: 'down', message: 'connection closed' }) });
    expect(flushed).toBe(false);
  });

  it('is down, with the reason, when there is no connection to check', async () => {
    const notStarted = await indicator().check('nats', () => {
      throw new Error('NATS server not started');
    }, 1_000);
    expect(notStarted).toEqual({ nats: expect.objectContaining({ status: 'down', message: 'NATS server not started' }) });
    const refused = await indicator().check('nats-client', () => Promise.reject(new Error('CONNECTION_REFUSED')), 1_000);
    expect(refused).toEqual({ 'nats-client': expect.objectContaining({ status: 'down', message: 'CONNECTION_REFUSED' }) });
  });

  it('is down when the round trip fails (the connection dropped while it waited)', async () => {
    const result = await indicator().check('nats', () => connection({ flush: () => Promise.reject(new Error('connection disconnected')) }), 1_000);
    expect(result).toEqual({ nats: expect.objectContaining({ status: 'down', message: 'connection disconnected' }) });
  });
});
