import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { ConfigModule } from '../config/config.module.js';
import type { ServiceEnv } from '../config/load-config.js';
import { DatabaseModule } from '../database/database.module.js';
import type { ServiceDatabaseOptions } from '../database/database-options.js';
import { HealthModule } from '../health/health.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { NatsClientModule } from '../nats/nats-client.module.js';
import { ScheduleTicksModule } from '../schedule/schedule-ticks.module.js';

/** What every service's configuration holds, and DATABASE_URL / DATABASE_SCHEMA for a service with a database. */
export type ServiceModuleConfig = ServiceEnv & { DATABASE_URL?: string; DATABASE_SCHEMA?: string };

export interface ServiceModuleOptions {
  /** The service's name: its health report's, and the NATS client's connection name unless `natsClient` names another. */
  service: string;
  /** The validated configuration, injectable as APP_CONFIG. */
  config: ServiceModuleConfig;
  /** `<service>.health`, answered by every replica; omit for a service nobody asks over NATS (the gateway). */
  healthSubject?: string;
  /** MikroORM on the service's schema (DATABASE_SCHEMA at DATABASE_URL), its migrations applied at start. */
  database?: Omit<ServiceDatabaseOptions, 'schema' | 'url'>;
  /** The NATS client for requests and events (NatsRequester); `false` for a service that sends none. Default: on, named after the service. */
  natsClient?: false | { connectionName: string };
  /** GET /metrics on the service's HTTP port; `false` where metrics have a port of their own (the gateway). Default: on. */
  metrics?: boolean;
  /** @nestjs/schedule's intervals and crons, and with a database ScheduleTicks (one replica per firing; the schema needs `schedule_ticks`). Default: off. */
  schedule?: boolean;
}

/**
 * The wiring every service repeats, configured once per service in its AppModule: the
 * configuration (APP_CONFIG), MikroORM with migrations, the NATS client, the schedule (and its claims), GET /metrics
 * and the health probes with `<service>.health`. The HTTP server, the NATS handlers, logging and
 * shutdown are bootstrapService's. Re-exports HealthModule (HealthChecks).
 */
@Module({})
export class ServiceModule {
  static forService(options: ServiceModuleOptions): DynamicModule {
    const { config } = options;
    const imports: NonNullable<DynamicModule['imports']> = [ConfigModule.forRoot(config)];
    if (options.database) {
      if (!config.DATABASE_URL || !config.DATABASE_SCHEMA) throw new Error(`${options.service}: a database needs DATABASE_URL and DATABASE_SCHEMA in the configuration`);
      imports.push(DatabaseModule.forService({ ...options.database, schema: config.DATABASE_SCHEMA, url: config.DATABASE_URL }));
    }
    if (options.natsClient !== false) {
      imports.push(
        NatsClientModule.register({
          natsUrl: config.NATS_URL,
          connectionName: options.natsClient?.connectionName ?? options.service,
          requestTimeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
          hedgeAfterMs: config.NATS_HEDGE_AFTER_MS,
        }),
      );
    }
    if (options.schedule) imports.push(ScheduleModule.forRoot());
    if (options.schedule && options.database) imports.push(ScheduleTicksModule);
    if (options.metrics !== false) imports.push(MetricsModule);
    const health = HealthModule.forService({ service: options.service, ...(options.healthSubject ? { natsSubject: options.healthSubject } : {}) });
    imports.push(health);
    return { module: ServiceModule, imports, exports: [health] };
  }
}
