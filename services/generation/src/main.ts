import { loadGenerationConfig } from './config.js';
import { startGeneration } from './start.js';

// A failed start has been logged (fatal, with the cause); leave with a non-zero code.
await startGeneration(loadGenerationConfig()).catch(() => process.exit(1));
