import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { ConfigModule, DatabaseModule, HealthModule, MetricsModule, databaseHealthCheck } from '@pickwise/nest-kit';
import { SERVICE_NAME, type JackpotsConfig } from './config.js';
import { JackpotCache } from './jackpot-cache/jackpot-cache.entity.js';
import { JACKPOTS_MIGRATIONS } from './migrations/index.js';

/** The jackpots service so far: its schema and health. `jackpots.get` comes with the jackpots issue. */
@Module({})
export class AppModule {
  static forRoot(config: JackpotsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forService({ schema: config.DATABASE_SCHEMA, entities: [JackpotCache], migrations: JACKPOTS_MIGRATIONS, url: config.DATABASE_URL }),
        MetricsModule,
        HealthModule.forService({ service: SERVICE_NAME, natsSubject: SUBJECTS.jackpotsHealth, databaseCheck: databaseHealthCheck }),
      ],
    };
  }
}
