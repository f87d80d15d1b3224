import { JsonLogger, bootstrapService, type StartedService } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, type IngestionConfig } from './config.js';

/** Starts the ingestion service with a validated configuration (main.ts, and tests with a throwaway schema). */
export function startIngestion(config: IngestionConfig, logger: JsonLogger = JsonLogger.create(SERVICE_NAME, config.LOG_LEVEL)): Promise<StartedService> {
  return bootstrapService({
    name: SERVICE_NAME,
    module: AppModule.forRoot(config),
    port: config.PORT,
    host: config.HOST,
    natsUrl: config.NATS_URL,
    logger,
  });
}
