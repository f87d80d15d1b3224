import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError, type IngestionRunResult } from '@pickwise/contracts';
import { scheduledDrawDates, type Game } from '@pickwise/lottery';
import type { FetchWindow, RejectedRow } from '@pickwise/providers';
import { APP_CONFIG } from '@pickwise/nest-kit';
import { formatISO, subMonths } from 'date-fns';
import type { IngestionConfig } from '../config.js';
import { IngestLogRepository, type RunOutcome } from '../ingest-log/ingest-log.repository.js';
import { BatchConfirmations, type ConfirmedCounts } from './batch-confirmations.js';
import { DrawsPublisher, toBatches } from './draws-publisher.js';
import { IngestionMetrics, type RunMetricStatus } from './ingestion-metrics.js';
import { NoProviderAnswered, ProviderFetch, type FetchedDraws } from './provider-fetch.js';
import { ALREADY_RUNNING, RunLock } from './run-lock.js';

/** A run fetches the providers' latest draws; a backfill asks for every draw of the last `months`. */
export type RunRequest = { kind: 'run' } | { kind: 'backfill'; months: number };

/** Rejected rows kept in one log row; the count says how many there were in all. */
const MAX_LOGGED_REJECTIONS = 200;

const isoDate = (date: Date) => formatISO(date, { representation: 'date' });

function fetchWindow(game: Game, request: RunRequest, now: Date): FetchWindow {
  const today = isoDate(now);
  if (request.kind === 'run') return { kind: 'latest', today };
  const since = isoDate(subMonths(now, request.months));
  return { kind: 'range', since, until: today, drawDates: scheduledDrawDates(game, since, today) };
}

const loggedRejections = (rejected: readonly RejectedRow[]) => ({ rejectedCount: rejected.length, rejected: rejected.slice(0, MAX_LOGGED_REJECTIONS) });

function describeCounts(fetched: FetchedDraws, counts: ConfirmedCounts): string {
  return `via ${fetched.provider}: ${counts.inserted} inserted, ${counts.updated} updated, ${counts.skipped} unchanged, ${fetched.rejected.length} rejected`;
}

/**
 * One ingest run of one game, start to end: take the game's lock (one run per game across
 * replicas), log it `running`, fetch from the providers, publish the draws on JetStream, wait for
 * the draws service to confirm each batch, and finish the log row with the counts it reported.
 */
@Injectable()
export class IngestRunner {
  private readonly logger = new Logger(IngestRunner.name);

  constructor(
    private readonly lock: RunLock,
    private readonly logs: IngestLogRepository,
    private readonly providers: ProviderFetch,
    private readonly publisher: DrawsPublisher,
    private readonly confirmations: BatchConfirmations,
    private readonly metrics: IngestionMetrics,
    @Inject(APP_CONFIG) private readonly config: IngestionConfig,
  ) {}

  /** Runs now, or refuses with CONFLICT when a run of the game is in progress anywhere. */
  async run(game: Game, request: RunRequest): Promise<IngestionRunResult> {
    const result = await this.lock.withLock(game.id, () => this.runLocked(game, request));
    if (result === ALREADY_RUNNING) throw new DomainError('CONFLICT', `${game.id}: an ingest run is already in progress`);
    return result;
  }

  private async runLocked(game: Game, request: RunRequest): Promise<IngestionRunResult> {
    const interrupted = await this.logs.failInterrupted(game.id);
    if (interrupted > 0) this.logger.warn(`${game.id}: ${interrupted} run(s) left 'running' by a stopped process marked failed`);
    const startedAt = performance.now();
    const label = request.kind === 'backfill' ? `Backfill of ${request.months} months` : 'Run';
    const logId = await this.logs.start(game.id, `${label} in progress`);
    // Unique beyond this database: batch message ids (game:run:batch) must never repeat within
    // JetStream's duplicate window, even after the log table starts again from 1 (a new database).
    const runId = `${logId}-${randomUUID()}`;
    const elapsedMs = () => Math.round(performance.now() - startedAt);

    let fetched: FetchedDraws;
    try {
      fetched = await this.providers.fetch(game, fetchWindow(game, request, new Date()));
    } catch (error) {
      if (error instanceof NoProviderAnswered && error.onlySkipped) {
        return this.finish(game, { logId, runId }, 'skipped', elapsedMs(), { status: 'success', inserted: 0, updated: 0, skipped: 0, rejected: 0, total: 0, message: `${label} skipped: no provider available (${error.message})`, errorDetails: { providers: error.attempts } });
      }
      const attempts = error instanceof NoProviderAnswered ? error.attempts : [];
      return this.finish(game, { logId, runId }, 'failed', elapsedMs(), { status: 'failed', inserted: 0, updated: 0, skipped: 0, rejected: 0, total: 0, message: `${label} failed: ${error instanceof Error ? error.message : String(error)}`, errorDetails: { providers: attempts } });
    }

    const batches = toBatches(fetched.draws);
    this.confirmations.track(runId, batches.length);
    const details = { runId, provider: fetched.provider, providers: fetched.attempts, batches: batches.length, ...loggedRejections(fetched.rejected) };
    try {
      await this.publisher.publish(game.id, runId, batches, { provider: fetched.provider, fetchedAt: fetched.fetchedAt, payloadSha256: fetched.payloadSha256 });
    } catch (error) {
      this.confirmations.forget(runId);
      const message = `${label} failed: publishing to JetStream failed: ${error instanceof Error ? error.message : String(error)}`;
      return this.finish(game, { logId, runId }, 'failed', elapsedMs(), { status: 'failed', inserted: 0, updated: 0, skipped: fetched.rejected.length, rejected: fetched.rejected.length, total: fetched.draws.length, message, errorDetails: details });
    }

    const counts = await this.confirmations.settle(runId, this.config.INGESTION_CONFIRM_TIMEOUT_MS, (late) => {
      // Every batch was stored after all: the log row tells the whole story after the fact.
      const message = `${label} ${describeCounts(fetched, late)} (the last batches were confirmed after the run had ended)`;
      const outcome = { status: 'success' as const, inserted: late.inserted, updated: late.updated, skipped: late.skipped + fetched.rejected.length, executionTimeMs: elapsedMs(), message, errorDetails: details };
      this.logs.finish(logId, outcome).then(
        () => this.logger.log(`${game.id} run ${runId}: ${message}`),
        (error: unknown) => this.logger.warn(`${game.id} run ${runId}: late confirmation not logged: ${String(error)}`),
      );
    });
    const summary = describeCounts(fetched, counts);
    const complete = counts.confirmed >= counts.expected;
    const message = complete
      ? `${label} ${summary}`
      : `${label} not confirmed: ${counts.expected - counts.confirmed} of ${counts.expected} batches were not confirmed by the draws service within ${this.config.INGESTION_CONFIRM_TIMEOUT_MS} ms (they stay in JetStream and are stored when it is back; this log is updated if that happens within the hour); so far ${summary}`;
    return this.finish(game, { logId, runId }, complete ? 'success' : 'failed', elapsedMs(), {
      status: complete ? 'success' : 'failed',
      inserted: counts.inserted,
      updated: counts.updated,
      skipped: counts.skipped + fetched.rejected.length,
      rejected: fetched.rejected.length,
      total: fetched.draws.length,
      message,
      errorDetails: details,
    });
  }

  private async finish(
    game: Game,
    { logId, runId }: { logId: string; runId: string },
    metricStatus: RunMetricStatus,
    executionTimeMs: number,
    outcome: Omit<RunOutcome, 'executionTimeMs'> & Pick<IngestionRunResult, 'rejected' | 'total'>,
  ): Promise<IngestionRunResult> {
    await this.logs.finish(logId, { ...outcome, executionTimeMs });
    this.metrics.recordRun(game.id, metricStatus, executionTimeMs / 1_000, {
      inserted: outcome.inserted,
      updated: outcome.updated,
      skipped: outcome.skipped - outcome.rejected,
      rejected: outcome.rejected,
    });
    const log = outcome.status === 'success' ? this.logger.log.bind(this.logger) : this.logger.warn.bind(this.logger);
    log(`${game.id} run ${runId}: ${outcome.message}`);
    return {
      game: game.id,
      logId,
      runId,
      status: outcome.status,
      inserted: outcome.inserted,
      updated: outcome.updated,
      skipped: outcome.skipped,
      rejected: outcome.rejected,
      total: outcome.total,
      executionTimeMs,
      message: outcome.message,
    };
  }
}
