import { startService, type JsonLogger } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, type TicketsConfig } from './config.js';

/** Starts the tickets service with a validated configuration (main.ts, and tests with a throwaway DATABASE_SCHEMA). */
export const startTickets = (config: TicketsConfig, logger?: JsonLogger) => startService(SERVICE_NAME, AppModule.forRoot(config), config, { logger });
