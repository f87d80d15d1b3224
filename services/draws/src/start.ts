import { JsonLogger, bootstrapService, type StartedService } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, type DrawsConfig } from './config.js';

/** Starts the draws service with a validated configuration (main.ts, and tests with a throwaway schema). */
export function startDraws(config: DrawsConfig, logger: JsonLogger = JsonLogger.create(SERVICE_NAME, config.LOG_LEVEL)): Promise<StartedService> {
  return bootstrapService({
    name: SERVICE_NAME,
    module: AppModule.forRoot(config),
    port: config.PORT,
    host: config.HOST,
    natsUrl: config.NATS_URL,
    logger,
  });
}
