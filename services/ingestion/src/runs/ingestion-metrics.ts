import { Injectable } from '@nestjs/common';
import { metricsRegistry, promClient } from '@pickwise/nest-kit';

export type RunMetricStatus = 'success' | 'failed' | 'skipped';
export type RowOutcome = 'inserted' | 'updated' | 'skipped' | 'rejected';

const RUN_DURATION_BUCKETS = [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

function metric<T>(name: string, create: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? create();
}

/**
 * The ingestion metrics of issue 7 (alert rules and dashboard panels in deploy/ read them):
 * runs by game and status, rows by outcome, run duration, and the last successful run per game.
 * Breaker state and provider latency come from nest-kit's ProviderHttpClient.
 */
@Injectable()
export class IngestionMetrics {
  private readonly runs = metric(
    'ingestion_runs_total',
    () => new promClient.Counter({ name: 'ingestion_runs_total', help: 'Ingest runs by game and status (success, failed, skipped: no provider could be called)', labelNames: ['game', 'status'] as const, registers: [metricsRegistry] }),
  );
  private readonly rows = metric(
    'ingestion_rows_total',
    () => new promClient.Counter({ name: 'ingestion_rows_total', help: 'Draw rows handled by ingest runs, by game and outcome', labelNames: ['game', 'outcome'] as const, registers: [metricsRegistry] }),
  );
  private readonly duration = metric(
    'ingestion_run_duration_seconds',
    () => new promClient.Histogram({ name: 'ingestion_run_duration_seconds', help: 'Duration of ingest runs by game', labelNames: ['game'] as const, buckets: RUN_DURATION_BUCKETS, registers: [metricsRegistry] }),
  );
  private readonly lastSuccess = metric(
    'ingestion_last_success_timestamp_seconds',
    () => new promClient.Gauge({ name: 'ingestion_last_success_timestamp_seconds', help: 'Unix time of the last successful ingest run per game', labelNames: ['game'] as const, registers: [metricsRegistry] }),
  );

  recordRun(game: string, status: RunMetricStatus, seconds: number, rows: Record<RowOutcome, number>): void {
    this.runs.inc({ game, status });
    this.duration.observe({ game }, seconds);
    for (const [outcome, count] of Object.entries(rows)) if (count > 0) this.rows.inc({ game, outcome }, count);
    if (status === 'success') this.lastSuccess.set({ game }, Date.now() / 1_000);
  }

  /** Restores the last-success times from the ingest log after a restart. */
  restoreLastSuccess(byGame: ReadonlyMap<string, Date>): void {
    for (const [game, at] of byGame) this.lastSuccess.set({ game }, at.getTime() / 1_000);
  }
}
