import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { IngestLogRow } from '@pickwise/contracts';
import { MigratedSchema, qualifiedTableName } from '@pickwise/nest-kit';
import { IngestLog, type IngestLogEntry } from './ingest-log.entity.js';

/** How a finished run is written back to its log row. */
export interface RunOutcome {
  status: 'success' | 'failed';
  inserted: number;
  updated: number;
  skipped: number;
  executionTimeMs: number;
  message: string;
  errorDetails: Record<string, unknown> | null;
}

const toRow = (entry: IngestLogEntry): IngestLogRow => ({
  id: String(entry.id),
  game: entry.game,
  started_at: entry.startedAt.toISOString(),
  status: entry.status,
  rows_inserted: entry.rowsInserted,
  rows_updated: entry.rowsUpdated,
  rows_skipped: entry.rowsSkipped,
  execution_time_ms: entry.executionTimeMs ?? null,
  message: entry.message ?? null,
  error_details: entry.errorDetails ?? null,
});

/** What the admin's health card needs of one game's log. */
export interface GameLogSummary {
  newest?: { status: IngestLogRow['status']; startedAt: Date; rowsInserted: number };
  newestFailure?: { message: string; startedAt: Date };
  /** Rows inserted by the newest successful runs, newest first (at most `successes` of them). */
  recentSuccessInserts: number[];
}

/** `ingest_logs`: a row per run, written `running` at the start and finished once with its outcome. */
@Injectable()
export class IngestLogRepository {
  constructor(
    private readonly em: EntityManager,
    // Injected so nothing is read or written before the table exists.
    readonly migrated: MigratedSchema,
  ) {}

  /** The new run's row; returns its id. */
  async start(game: string, message: string): Promise<string> {
    const em = this.em.fork();
    const entry = em.create(IngestLog, { game, status: 'running', startedAt: new Date(), message });
    await em.flush();
    return String(entry.id);
  }

  async finish(logId: string, outcome: RunOutcome): Promise<void> {
    await this.em.fork().nativeUpdate(
      IngestLog,
      { id: Number(logId) },
      {
        status: outcome.status,
        rowsInserted: outcome.inserted,
        rowsUpdated: outcome.updated,
        rowsSkipped: outcome.skipped,
        executionTimeMs: outcome.executionTimeMs,
        message: outcome.message,
        errorDetails: outcome.errorDetails,
      },
    );
  }

  /**
   * Marks the game's `running` rows failed. Called by the holder of the game's run lock, so any such
   * row belongs to a run whose process stopped before finishing it.
   */
  async failInterrupted(game: string): Promise<number> {
    return this.em.fork().nativeUpdate(
      IngestLog,
      { game, status: 'running' },
      { status: 'failed', message: 'Interrupted: the ingestion service stopped before this run finished' },
    );
  }

  /** Newest first; `game` limits it to one game. */
  async list(limit: number, game?: string): Promise<IngestLogRow[]> {
    const entries = await this.em.fork().find(IngestLog, game ? { game } : {}, { orderBy: { startedAt: 'desc', id: 'desc' }, limit });
    return entries.map(toRow);
  }

  /**
   * Per game: the newest run, the newest failed run and the rows inserted by the newest
   * `successes` successful runs. Three index scans on (game, started_at desc), not the whole log.
   */
  async summaryByGame(successes: number): Promise<Map<string, GameLogSummary>> {
    const table = qualifiedTableName(this.em, IngestLog);
    const connection = this.em.fork().getConnection();
    const [newest, failures, inserts] = await Promise.all([
      connection.execute<{ game: string; status: IngestLogRow['status']; started_at: Date; rows_inserted: number }[]>(
        `select distinct on (game) game, status, started_at, rows_inserted from ${table} order by game, started_at desc, id desc`,
      ),
      connection.execute<{ game: string; message: string | null; started_at: Date }[]>(
        `select distinct on (game) game, message, started_at from ${table} where status = 'failed' order by game, started_at desc, id desc`,
      ),
      connection.execute<{ game: string; rows_inserted: number }[]>(
        `select game, rows_inserted from (
           select game, rows_inserted, started_at, id, row_number() over (partition by game order by started_at desc, id desc) as position
             from ${table} where status = 'success'
         ) ranked where position <= ? order by game, started_at desc, id desc`,
        [successes],
      ),
    ]);
    const summaries = new Map<string, GameLogSummary>();
    const summaryOf = (game: string) => {
      let summary = summaries.get(game);
      if (!summary) summaries.set(game, (summary = { recentSuccessInserts: [] }));
      return summary;
    };
    for (const row of newest) summaryOf(row.game).newest = { status: row.status, startedAt: new Date(row.started_at), rowsInserted: row.rows_inserted };
    for (const row of failures) summaryOf(row.game).newestFailure = { message: row.message ?? 'failed', startedAt: new Date(row.started_at) };
    for (const row of inserts) summaryOf(row.game).recentSuccessInserts.push(row.rows_inserted);
    return summaries;
  }

  /**
   * When the game's newest successful run that heard from a provider started (null: none): a run
   * skipped for want of a provider (magayo without a key) is logged as a success of 0 rows, yet
   * checked nothing. Every run that read draws names its provider in `error_details`.
   */
  async lastSuccessfulCheck(game: string): Promise<Date | null> {
    const [newest] = await this.em
      .fork()
      .getConnection()
      .execute<{ started_at: Date }[]>(
        `select started_at from ${qualifiedTableName(this.em, IngestLog)}
          where game = ? and status = 'success' and error_details ->> 'provider' is not null
          order by started_at desc, id desc limit 1`,
        [game],
      );
    return newest ? new Date(newest.started_at) : null;
  }

  /** When each game last had a successful run (for the metrics after a restart). */
  async lastSuccessByGame(): Promise<Map<string, Date>> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ game: string; last: Date }[]>(`select game, max(started_at) as last from ${qualifiedTableName(this.em, IngestLog)} where status = 'success' group by game`);
    return new Map(rows.map((row) => [row.game, new Date(row.last)]));
  }
}
