import { Migration20261123190000CreateProviderUsage } from '@pickwise/nest-kit';
import { Migration20261121220000CreateIngestLogs } from './Migration20261121220000CreateIngestLogs.js';

/** Every migration of the ingestion schema, oldest first. */
export const INGESTION_MIGRATIONS = [Migration20261121220000CreateIngestLogs, Migration20261123190000CreateProviderUsage];
