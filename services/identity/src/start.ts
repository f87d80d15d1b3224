import { startService, type JsonLogger } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, type IdentityConfig } from './config.js';

/** Starts the identity service with a validated configuration (main.ts, and tests with a throwaway schema). */
export const startIdentity = (config: IdentityConfig, logger?: JsonLogger) => startService(SERVICE_NAME, AppModule.forRoot(config), config, { logger });
