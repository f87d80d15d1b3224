import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { ServiceModule } from '@pickwise/nest-kit';
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
        ServiceModule.forService({
          service: SERVICE_NAME,
          config,
          healthSubject: SUBJECTS.generationHealth,
          database: { entities: [GenerationLog], migrations: GENERATION_MIGRATIONS },
          natsClient: { connectionName: 'generation-client' },
          schedule: true,
        }),
      ],
      controllers: [GenerateHandler, GenerationLogsHandler, DrawsEventsHandler],
      providers: [GenerateService, StatsCache, GenerationLogWriter, GenerationLogRetention],
    };
  }
}
