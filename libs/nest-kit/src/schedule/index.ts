export { CREATE_SCHEDULE_TICKS_SQL, DROP_SCHEDULE_TICKS_SQL, SCHEDULE_JOB_NAME_MAX, SCHEDULE_TICKS_TABLE, ScheduleTicks, tickOf } from './schedule-ticks.js';
export { ScheduleTicksModule } from './schedule-ticks.module.js';
export { RetentionJob, dailyCron, latestDailyFiring, retentionDeletedRows, type DailyFiring, type RetentionSchedule } from './retention-job.js';
