import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { SUBJECTS } from '@pickwise/contracts';
import { ConfigModule, DatabaseModule, HealthModule, MetricsModule, NatsClientModule } from '@pickwise/nest-kit';
import { SERVICE_NAME, type GenerationConfig } from './config.js';
import { GenerateHandler } from './generate/generate.handler.js';
import { GenerateService } from './generate/generate.service.js';
import { GenerationLog } from './logs/generation-log.entity.js';
import { GenerationLogWriter } from './logs/generation-log.writer.js';
import { GenerationLogsHandler } from './logs/generation-logs.handler.js';
import { GenerationLogRetention } from './logs/log-retention.js';
import { GENERATION_MIGRATIONS } from './migrations/index.js';
import { DrawsEventsHandler } from './stats/draws-events.handler.js';
import { StatsCache } from './stats/stats-cache.js';

@Module({})
export class AppModule {
  static forRoot(config: GenerationConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        NatsClientModule.register({ natsUrl: config.NATS_URL, requestTimeoutMs: config.NATS_REQUEST_TIMEOUT_MS, hedgeAfterMs: config.NATS_HEDGE_AFTER_MS, connectionName: 'generation-client' }),
        DatabaseModule.forService({ schema: config.DATABASE_SCHEMA, entities: [GenerationLog], migrations: GENERATION_MIGRATIONS, url: config.DATABASE_URL }),
        ScheduleModule.forRoot(),
        MetricsModule,
        HealthModule.forService({ service: SERVICE_NAME, natsSubject: SUBJECTS.generationHealth }),
      ],
      controllers: [GenerateHandler, GenerationLogsHandler, DrawsEventsHandler],
      providers: [GenerateService, StatsCache, GenerationLogWriter, GenerationLogRetention],
    };
  }
}
