import { loadJackpotsConfig } from './config.js';
import { startJackpots } from './start.js';

// A failed start has been logged (fatal, with the cause); leave with a non-zero code.
await startJackpots(loadJackpotsConfig()).catch(() => process.exit(1));
