import type { RetentionSchedule } from '@pickwise/nest-kit';

/** When ingestion's retention job (`IngestLogRetention`) fires, and its claim's name: apart from the job's class so that docs/operations.md's check (tools/deploy-check/retention-docs.spec.ts) reads it without loading the service. */
export const INGEST_LOG_RETENTION: RetentionSchedule = { job: 'ingestion-log-retention', firing: { hour: 5, minute: 0 } };
