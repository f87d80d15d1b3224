import { JsonLogger, bootstrapService, type StartedService } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import type { GenerationConfig } from './config.js';

/** Starts the generation service with a validated configuration (main.ts, and tests with a throwaway DATABASE_SCHEMA). */
export function startGeneration(config: GenerationConfig, logger = JsonLogger.create('generation', config.LOG_LEVEL)): Promise<StartedService> {
  return bootstrapService({
    name: 'generation',
    module: AppModule.forRoot(config),
    port: config.PORT,
    host: config.HOST,
    natsUrl: config.NATS_URL,
    logger,
  });
}
