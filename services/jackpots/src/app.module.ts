import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { SUBJECTS } from '@pickwise/contracts';
import { ConfigModule, DatabaseModule, HealthModule, MetricsModule, NatsClientModule } from '@pickwise/nest-kit';
import { SERVICE_NAME, type JackpotsConfig } from './config.js';
import { JackpotCache } from './jackpot-cache/jackpot-cache.entity.js';
import { JackpotsModule } from './jackpots/jackpots.module.js';
import { JACKPOTS_MIGRATIONS } from './migrations/index.js';

@Module({})
export class AppModule {
  static forRoot(config: JackpotsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forService({ schema: config.DATABASE_SCHEMA, entities: [JackpotCache], migrations: JACKPOTS_MIGRATIONS, url: config.DATABASE_URL }),
        NatsClientModule.register({ natsUrl: config.NATS_URL, connectionName: SERVICE_NAME, requestTimeoutMs: config.NATS_REQUEST_TIMEOUT_MS, hedgeAfterMs: config.NATS_HEDGE_AFTER_MS }),
        ScheduleModule.forRoot(),
        MetricsModule,
        HealthModule.forService({ service: SERVICE_NAME, natsSubject: SUBJECTS.jackpotsHealth }),
        JackpotsModule,
      ],
    };
  }
}
