import { z } from 'zod';
import { gameField } from './fields.js';

/**
 * Requests and replies of the ingestion service (`ingestion.run`, `ingestion.backfill`,
 * `ingestion.bootstrap`, `ingestion.logs.list`). Game ids are checked against the game table by
 * the service, which answers NOT_FOUND with the list of supported ids.
 */


export const ingestionRunRequestSchema = z.object({ game: gameField });
export type IngestionRunRequest = z.output<typeof ingestionRunRequestSchema>;

export const BACKFILL_MAX_MONTHS = 24;
export const BACKFILL_DEFAULT_MONTHS = 12;
export const ingestionBackfillRequestSchema = z.object({
  game: gameField,
  months: z.coerce.number().int().min(1).max(BACKFILL_MAX_MONTHS).default(BACKFILL_DEFAULT_MONTHS),
});
export type IngestionBackfillRequest = z.output<typeof ingestionBackfillRequestSchema>;

export const INGEST_LOG_STATUSES = ['running', 'success', 'failed'] as const;
export type IngestLogStatus = (typeof INGEST_LOG_STATUSES)[number];

/**
 * What one run did. `skipped` counts draws already stored unchanged plus rows the provider sent
 * that break the game's rules (`rejected`, also listed with their reasons in the run's log).
 */
export const ingestionRunResultSchema = z.object({
  game: z.string(),
  /** The run's row in `ingest_logs`. */
  logId: z.string(),
  /** Carried by the run's JetStream batches (`<logId>-<uuid>`). */
  runId: z.string(),
  status: z.enum(['success', 'failed']),
  inserted: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
  /** Draws the providers gave that fit the rules (inserted + updated + unchanged). */
  total: z.number().int(),
  executionTimeMs: z.number().int(),
  message: z.string(),
});
export type IngestionRunResult = z.infer<typeof ingestionRunResultSchema>;

/** The specification's Bootstrap result: every game fetched, then its statistics checked. */
export const ingestionBootstrapResultSchema = z.object({
  totalGames: z.number().int(),
  fetchSuccess: z.number().int(),
  statsSuccess: z.number().int(),
  executionTimeMs: z.number().int(),
  results: z.array(
    z.object({
      game: z.string(),
      fetchStatus: z.enum(['success', 'failed']),
      statsStatus: z.enum(['success', 'failed']),
      message: z.string(),
    }),
  ),
});
export type IngestionBootstrapResult = z.infer<typeof ingestionBootstrapResultSchema>;

export const INGEST_LOGS_DEFAULT_LIMIT = 50;
export const INGEST_LOGS_MAX_LIMIT = 200;
export const ingestLogsListRequestSchema = z.object({
  limit: z.coerce.number().int().min(1).max(INGEST_LOGS_MAX_LIMIT).default(INGEST_LOGS_DEFAULT_LIMIT),
  game: gameField.optional(),
});
export type IngestLogsListRequest = z.output<typeof ingestLogsListRequestSchema>;

/** One row of `ingest_logs` as the admin reads it (docs/product-spec.md §3). */
export const ingestLogRowSchema = z.object({
  id: z.string(),
  game: z.string(),
  started_at: z.string(),
  status: z.enum(INGEST_LOG_STATUSES),
  rows_inserted: z.number().int(),
  rows_updated: z.number().int(),
  rows_skipped: z.number().int(),
  execution_time_ms: z.number().int().nullable(),
  message: z.string().nullable(),
  error_details: z.record(z.string(), z.unknown()).nullable(),
});
export type IngestLogRow = z.infer<typeof ingestLogRowSchema>;
export const ingestLogsListResponseSchema = z.object({ logs: z.array(ingestLogRowSchema) });
