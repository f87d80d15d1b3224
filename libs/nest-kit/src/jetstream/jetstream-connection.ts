import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { APP_CONFIG } from '../config/config.module.js';
import { natsServers, type ServiceEnv } from '../config/load-config.js';

/**
 * A NATS connection of its own for JetStream (NestJS's NATS transport has no JetStream API).
 * Opened on first use, drained at shutdown so in-flight acknowledgements reach the server.
 */
@Injectable()
export class JetStreamConnection implements OnApplicationShutdown {
  private readonly logger = new Logger(JetStreamConnection.name);
  private connection?: Promise<NatsConnection>;

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<ServiceEnv, 'NATS_URL' | 'NATS_STREAM_REPLICAS'>) {}

  /** How many servers keep each stream and bucket this service creates (NATS_STREAM_REPLICAS). */
  get streamReplicas(): number {
    return this.config.NATS_STREAM_REPLICAS;
  }

  get(): Promise<NatsConnection> {
    // maxReconnectAttempts applies once connected; a failed first connect (NATS down at the first
    // publish) is not kept, or every later call would get the same rejection after NATS is back.
    this.connection ??= connect({
      servers: natsServers(this.config.NATS_URL),
      name: 'pickwise-jetstream',
      maxReconnectAttempts: -1,
    }).catch((error: unknown) => {
      this.connection = undefined;
      throw error;
    });
    return this.connection;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.connection) return;
    const connection = await this.connection.catch(() => undefined);
    await connection?.drain().catch((error: unknown) => this.logger.warn(`JetStream connection did not drain: ${String(error)}`));
  }
}
