import { startService, type JsonLogger } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, type DrawsConfig } from './config.js';

/** Starts the draws service with a validated configuration (main.ts, and tests with a throwaway schema). */
export const startDraws = (config: DrawsConfig, logger?: JsonLogger) => startService(SERVICE_NAME, AppModule.forRoot(config), config, { logger });
