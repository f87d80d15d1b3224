import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The specification's ingest log statuses. */
export const INGEST_STATUSES = ['running', 'success', 'failed'] as const;

/** One ingest run of one game (docs/product-spec.md §3, table ingest_logs). */
export const IngestLog = defineEntity({
  name: 'IngestLog',
  tableName: 'ingest_logs',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    game: p.string().length(64),
    startedAt: p.datetime().fieldName('started_at').defaultRaw('now()'),
    status: p.enum(INGEST_STATUSES).columnType('varchar(16)'),
    rowsInserted: p.integer().fieldName('rows_inserted').default(0),
    rowsUpdated: p.integer().fieldName('rows_updated').default(0),
    rowsSkipped: p.integer().fieldName('rows_skipped').default(0),
    executionTimeMs: p.integer().fieldName('execution_time_ms').nullable(),
    message: p.text().nullable(),
    errorDetails: p.json<Record<string, unknown>>().fieldName('error_details').nullable(),
  },
});

export type IngestLogEntry = InferEntity<typeof IngestLog>;
