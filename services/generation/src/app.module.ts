import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { SUBJECTS } from '@pickwise/contracts';
import { ConfigModule, DatabaseModule, databaseHealthCheck, HealthModule, MetricsModule, NatsClientModule } from '@pickwise/nest-kit';
import type { GenerationConfig } from './config.js';
import { GenerateController } from './generate/generate.controller.js';
import { GenerateService } from './generate/generate.service.js';
import { GenerationLog } from './logs/generation-log.entity.js';
import { GenerationLogWriter } from './logs/generation-log.writer.js';
import { GenerationLogsController } from './logs/generation-logs.controller.js';
import { GenerationLogRetention } from './logs/log-retention.js';
import { GENERATION_MIGRATIONS } from './migrations/index.js';
import { DrawsEventsController } from './stats/draws-events.controller.js';
import { StatsCache } from './stats/stats-cache.js';

@Module({})
export class AppModule {
  static forRoot(config: GenerationConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        NatsClientModule.register({ natsUrl: config.NATS_URL, requestTimeoutMs: config.NATS_REQUEST_TIMEOUT_MS, connectionName: 'generation-client' }),
        DatabaseModule.forService({ schema: config.DATABASE_SCHEMA, entities: [GenerationLog], migrations: GENERATION_MIGRATIONS, url: config.DATABASE_URL }),
        ScheduleModule.forRoot(),
        MetricsModule,
        HealthModule.forService({
          service: 'generation',
          natsSubject: SUBJECTS.generationHealth,
          databaseCheck: databaseHealthCheck,
        }),
      ],
      controllers: [GenerateController, GenerationLogsController, DrawsEventsController],
      providers: [GenerateService, StatsCache, GenerationLogWriter, GenerationLogRetention],
    };
  }
}
