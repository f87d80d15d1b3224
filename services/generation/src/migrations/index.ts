import { Migration20261121221000CreateGenerationLogs } from './Migration20261121221000CreateGenerationLogs.js';
import { Migration20261126110000GenerationLogDelivery } from './Migration20261126110000GenerationLogDelivery.js';
import { Migration20261203170000ScheduleTicks } from './Migration20261203170000ScheduleTicks.js';

/** Every migration of the generation schema, oldest first. */
export const GENERATION_MIGRATIONS = [Migration20261121221000CreateGenerationLogs, Migration20261126110000GenerationLogDelivery, Migration20261203170000ScheduleTicks];
