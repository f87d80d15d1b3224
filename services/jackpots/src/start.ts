import { JsonLogger, bootstrapService, type StartedService } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, type JackpotsConfig } from './config.js';

/** Starts the jackpots service with a validated configuration (main.ts, and tests with a throwaway schema). */
export function startJackpots(config: JackpotsConfig, logger: JsonLogger = JsonLogger.create(SERVICE_NAME, config.LOG_LEVEL)): Promise<StartedService> {
  return bootstrapService({
    name: SERVICE_NAME,
    module: AppModule.forRoot(config),
    port: config.PORT,
    host: config.HOST,
    natsUrl: config.NATS_URL,
    logger,
  });
}
