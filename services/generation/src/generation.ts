import { JsonLogger, bootstrapService, type StartedService } from '@pickwise/nest-kit';
import { AppModule, GENERATION_SCHEMA } from './app.module.js';
import type { GenerationConfig } from './config.js';

/** Starts the generation service with a validated configuration (main.ts, and tests in a throwaway schema). */
export function startGeneration(
  config: GenerationConfig,
  options: { schema?: string; logger?: JsonLogger } = {},
): Promise<StartedService> {
  return bootstrapService({
    name: 'generation',
    module: AppModule.forRoot(config, options.schema ?? GENERATION_SCHEMA),
    port: config.PORT,
    host: config.HOST,
    natsUrl: config.NATS_URL,
    logger: options.logger ?? JsonLogger.create('generation', config.LOG_LEVEL),
  });
}
