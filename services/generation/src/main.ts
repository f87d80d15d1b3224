import 'reflect-metadata';
import { loadConfigOrExit } from '@pickwise/nest-kit';
import { generationConfigSchema } from './config.js';
import { startGeneration } from './generation.js';

await startGeneration(loadConfigOrExit(generationConfigSchema));
