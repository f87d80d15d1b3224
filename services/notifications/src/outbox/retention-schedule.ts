import type { RetentionSchedule } from '@pickwise/nest-kit';

/** When notifications' retention job (`OutboxRetention`) fires, and its claim's name: apart from the job's class so that docs/operations.md's check (tools/deploy-check/retention-docs.spec.ts) reads it without loading the service. */
export const OUTBOX_RETENTION: RetentionSchedule = { job: 'notifications-outbox-retention', firing: { hour: 4, minute: 30 } };
