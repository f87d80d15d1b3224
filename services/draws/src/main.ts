import { loadDrawsConfig } from './config.js';
import { startDraws } from './start.js';

// A failed start has been logged (fatal, with the cause); leave with a non-zero code.
await startDraws(loadDrawsConfig()).catch(() => process.exit(1));
