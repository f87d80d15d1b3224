/**
 * The privacy page's table of retention periods: every kind of RETENTION_DAYS (libs/contracts, the
 * table the retention jobs read), in its order, so a period changed or added there shows here
 * without a text being retyped. Each row's words are `content.privacy.retention.<kind>`.
 */
import { RETENTION_DAYS, type RetentionKind } from '@pickwise/contracts';

export interface RetentionPeriod {
  kind: RetentionKind;
  days: number;
}

export const RETENTION_PERIODS: readonly RetentionPeriod[] = (Object.keys(RETENTION_DAYS) as RetentionKind[]).map((kind) => ({ kind, days: RETENTION_DAYS[kind] }));
