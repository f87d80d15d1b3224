import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { NatsConnection } from '@nats-io/transport-node';

/** Resolves the connection to check; may reject (not connected yet) or throw (not created yet). */
export type NatsConnectionSource = () => NatsConnection | Promise<NatsConnection>;

/**
 * A terminus indicator for one NATS connection of the service: up when the server answers a PING
 * on it (`flush()`) within the timeout. The client's own status lags behind a stalled server (a
 * paused nats-server keeps the socket open until the client's ping interval, minutes, runs out),
 * while a round trip fails within the timeout whether the server is gone, paused or still
 * being reconnected to (nats.js holds a flush until the connection is back).
 */
@Injectable()
export class NatsConnectionIndicator {
  constructor(private readonly health: HealthIndicatorService) {}

  check<const Key extends string>(key: Key, connection: NatsConnectionSource, timeoutMs: number) {
    return this.health
      .check(key)
      .attempt(async () => {
        const open = await connection();
        if (open.isClosed()) throw new Error('connection closed');
        await open.flush();
      })
      .withTimeout(timeoutMs);
  }
}
