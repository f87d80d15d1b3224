import { startService, type JsonLogger } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, type NotificationsConfig } from './config.js';

/** Starts the notifications service with a validated configuration (main.ts, and tests with a throwaway DATABASE_SCHEMA). */
export const startNotifications = (config: NotificationsConfig, logger?: JsonLogger) => startService(SERVICE_NAME, AppModule.forRoot(config), config, { logger });
