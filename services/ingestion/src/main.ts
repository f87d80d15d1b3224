import { loadIngestionConfig } from './config.js';
import { startIngestion } from './start.js';

// A failed start has been logged (fatal, with the cause); leave with a non-zero code.
await startIngestion(loadIngestionConfig()).catch(() => process.exit(1));
