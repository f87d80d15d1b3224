import type { RetentionSchedule } from '@pickwise/nest-kit';

/** When generation's retention job (`GenerationLogRetention`) fires, and its claim's name: apart from the job's class so that docs/operations.md's check (tools/deploy-check/retention-docs.spec.ts) reads it without loading the service. */
export const GENERATION_LOG_RETENTION: RetentionSchedule = { job: 'generation-log-retention', firing: { hour: 3, minute: 0 } };
