import 'reflect-metadata';
import { loadConfigOrExit } from '@pickwise/nest-kit';
import { gatewayConfigSchema } from './config.js';
import { startGateway } from './gateway.js';

// A failed start has been logged (fatal, with the cause); leave with a non-zero code.
await startGateway(loadConfigOrExit(gatewayConfigSchema)).catch(() => process.exit(1));
