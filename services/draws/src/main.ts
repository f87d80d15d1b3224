import { loadDrawsConfig } from './config.js';
import { startDraws } from './start.js';

await startDraws(loadDrawsConfig());
