import { loadIngestionConfig } from './config.js';
import { startIngestion } from './start.js';

await startIngestion(loadIngestionConfig());
