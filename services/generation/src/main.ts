import 'reflect-metadata';
import { loadConfigOrExit } from '@pickwise/nest-kit';
import { generationConfigSchema } from './config.js';
import { startGeneration } from './generation.js';

// A failed start has been logged (fatal, with the cause); leave with a non-zero code.
await startGeneration(loadConfigOrExit(generationConfigSchema)).catch(() => process.exit(1));
