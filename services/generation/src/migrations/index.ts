import { Migration20261121221000CreateGenerationLogs } from './Migration20261121221000CreateGenerationLogs.js';

/** Every migration of the generation schema, oldest first. */
export const GENERATION_MIGRATIONS = [Migration20261121221000CreateGenerationLogs];
