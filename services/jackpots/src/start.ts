import { startService, type JsonLogger } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, type JackpotsConfig } from './config.js';

/** Starts the jackpots service with a validated configuration (main.ts, and tests with a throwaway schema). */
export const startJackpots = (config: JackpotsConfig, logger?: JsonLogger) => startService(SERVICE_NAME, AppModule.forRoot(config), config, { logger });
