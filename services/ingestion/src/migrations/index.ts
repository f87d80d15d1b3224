import { Migration20261121220000CreateIngestLogs } from './Migration20261121220000CreateIngestLogs.js';
import { Migration20261123190000CreateProviderUsage } from './Migration20261123190000CreateProviderUsage.js';
import { Migration20261126113000ScheduleTicks } from './Migration20261126113000ScheduleTicks.js';
import { Migration20261203163000ReconciliationAttempts } from './Migration20261203163000ReconciliationAttempts.js';

/** Every migration of the ingestion schema, oldest first. */
export const INGESTION_MIGRATIONS = [Migration20261121220000CreateIngestLogs, Migration20261123190000CreateProviderUsage, Migration20261126113000ScheduleTicks, Migration20261203163000ReconciliationAttempts];
