import { loadJackpotsConfig } from './config.js';
import { startJackpots } from './start.js';

await startJackpots(loadJackpotsConfig());
