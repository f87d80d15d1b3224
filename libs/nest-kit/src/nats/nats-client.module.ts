import { Global, Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown, type LoggerService } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { natsServers } from '../config/load-config.js';
import { NatsRequester } from './nats-requester.js';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

export interface NatsClientModuleOptions {
  natsUrl: string;
  /** Default request timeout in ms (3 s when absent). */
  requestTimeoutMs?: number;
  /** When a retry-safe request is also sent to another replica (NATS_HEDGE_AFTER_MS). */
  hedgeAfterMs?: number;
  /** Name shown in the NATS server's connection list. */
  connectionName?: string;
  logger?: LoggerService;
}

class NatsClientLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    private readonly logger?: LoggerService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Connect eagerly so the first request does not pay for it; a NATS outage at boot is logged
    // and the client connects on the next request instead.
    await this.client.connect().catch((error: unknown) => this.logger?.warn(`NATS client not connected yet: ${String(error)}`, 'NatsClientModule'));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

/** Provides a NATS ClientProxy and the typed NatsRequester to the whole app. */
@Global()
@Module({})
export class NatsClientModule {
  static register(options: NatsClientModuleOptions): DynamicModule {
    return {
      module: NatsClientModule,
      providers: [
        {
          provide: NATS_CLIENT,
          useFactory: () =>
            ClientProxyFactory.create({
              transport: Transport.NATS,
              options: {
                servers: natsServers(options.natsUrl),
                name: options.connectionName,
                maxReconnectAttempts: -1,
                // Otherwise every request builds an Error (with its stack) up front, only to name a
                // timeout's caller: a tenth of the gateway's CPU under load.
                noAsyncTraces: true,
              },
            }),
        },
        { provide: NatsRequester, useFactory: (client: ClientProxy) => new NatsRequester(client, options.requestTimeoutMs ?? 3_000, options.hedgeAfterMs), inject: [NATS_CLIENT] },
        { provide: NatsClientLifecycle, useFactory: (client: ClientProxy) => new NatsClientLifecycle(client, options.logger), inject: [NATS_CLIENT] },
      ],
      exports: [NATS_CLIENT, NatsRequester],
    };
  }
}
