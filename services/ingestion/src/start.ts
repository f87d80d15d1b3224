import { startService, type JsonLogger } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, type IngestionConfig } from './config.js';

/** Starts the ingestion service with a validated configuration (main.ts, and tests with a throwaway schema). */
export const startIngestion = (config: IngestionConfig, logger?: JsonLogger) => startService(SERVICE_NAME, AppModule.forRoot(config), config, { logger });
