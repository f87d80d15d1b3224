import type { RetentionSchedule } from '@pickwise/nest-kit';

/** When identity's retention job (`ExpiredAuthRecords`) fires, and its claim's name: apart from the job's class so that docs/operations.md's check (tools/deploy-check/retention-docs.spec.ts) reads it without loading the service. */
export const IDENTITY_RETENTION: RetentionSchedule = { job: 'identity-retention', firing: { hour: 4, minute: 0 } };
