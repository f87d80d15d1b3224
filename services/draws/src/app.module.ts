import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { ConfigModule, DatabaseModule, HealthModule, MetricsModule, NatsClientModule } from '@pickwise/nest-kit';
import { SERVICE_NAME, type DrawsConfig } from './config.js';
import { Draw } from './draws/draw.entity.js';
import { DrawsModule } from './draws/draws.module.js';
import { IngestModule } from './ingest/ingest.module.js';
import { DRAWS_MIGRATIONS } from './migrations/index.js';

@Module({})
export class AppModule {
  static forRoot(config: DrawsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forService({ schema: config.DATABASE_SCHEMA, entities: [Draw], migrations: DRAWS_MIGRATIONS, url: config.DATABASE_URL }),
        NatsClientModule.register({ natsUrl: config.NATS_URL, connectionName: SERVICE_NAME, requestTimeoutMs: config.NATS_REQUEST_TIMEOUT_MS, hedgeAfterMs: config.NATS_HEDGE_AFTER_MS }),
        MetricsModule,
        HealthModule.forService({ service: SERVICE_NAME, natsSubject: SUBJECTS.drawsHealth }),
        DrawsModule,
        IngestModule,
      ],
    };
  }
}
