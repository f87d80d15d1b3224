import { loadGatewayConfig } from './config.js';
import { startGateway } from './start.js';

// A failed start has been logged (fatal, with the cause); leave with a non-zero code.
await startGateway(loadGatewayConfig()).catch(() => process.exit(1));
