import { Injectable } from '@nestjs/common';
import { EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import { MigratedSchema } from '@pickwise/nest-kit';
import type { AttemptOutcome, AttemptRecord } from './reconciliation-plan.js';

const TABLE = 'reconciliation_attempts';
/** A row outlives the week in which draws.verification.pending lists its draw by a day, then goes. */
const KEPT_DAYS = 8;
/** The `message` column's length. */
const MESSAGE_MAX = 500;

/** The key of one draw in the maps this store answers. */
export const drawKey = (game: string, drawDate: string) => `${game}|${drawDate}`;

export interface RecordedAttempt {
  game: string;
  drawDate: string;
  provider: string;
  /** The attempts made so far, this one included. */
  attempts: number;
  outcome: AttemptOutcome;
  message: string;
  at: Date;
  /** When to ask again, were the outcome not `answered`. */
  nextAttemptAt: Date;
}

/**
 * `reconciliation_attempts`: what reconciliation asked of each provider about each draw, so the
 * backoff holds across passes, replicas and restarts (plain SQL on one small table).
 */
@Injectable()
export class ReconciliationAttempts {
  constructor(
    private readonly em: EntityManager,
    // Injected so nothing is read or written before the table exists; its schema qualifies the table.
    private readonly migrated: MigratedSchema,
  ) {}

  private get table(): string {
    return `"${this.migrated.schema}"."${TABLE}"`;
  }

  /** Every draw's attempts, by drawKey and provider. */
  async all(): Promise<Map<string, Map<string, AttemptRecord>>> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ game: string; draw_date: string; provider: string; attempts: number; outcome: AttemptOutcome; next_attempt_at: Date }[]>(
        `select game, to_char(draw_date, 'YYYY-MM-DD') as draw_date, provider, attempts, outcome, next_attempt_at from ${this.table}`,
      );
    const byDraw = new Map<string, Map<string, AttemptRecord>>();
    for (const row of rows) {
      const key = drawKey(row.game, row.draw_date);
      const providers = byDraw.get(key) ?? new Map<string, AttemptRecord>();
      providers.set(row.provider, { attempts: row.attempts, outcome: row.outcome, nextAttemptAt: new Date(row.next_attempt_at) });
      byDraw.set(key, providers);
    }
    return byDraw;
  }

  /** Keeps the newest attempt at (draw, provider). One pass at a time writes (the pass holds its lock), so the count read before is current. */
  async record(attempt: RecordedAttempt): Promise<void> {
    await this.em
      .fork()
      .getConnection()
      .execute(
        `insert into ${this.table} (game, draw_date, provider, attempts, outcome, message, last_attempt_at, next_attempt_at)
         values (?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (game, draw_date, provider) do update
           set attempts = excluded.attempts, outcome = excluded.outcome, message = excluded.message,
               last_attempt_at = excluded.last_attempt_at, next_attempt_at = excluded.next_attempt_at`,
        [attempt.game, attempt.drawDate, attempt.provider, attempt.attempts, attempt.outcome, attempt.message.slice(0, MESSAGE_MAX), attempt.at, attempt.nextAttemptAt],
        'run',
      );
  }

  /** Deletes the rows of draws no longer listed as pending; returns how many went. */
  async deleteOld(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - KEPT_DAYS * 24 * 60 * 60_000);
    return (await this.em.fork().getConnection().execute<QueryResult>(`delete from ${this.table} where last_attempt_at < ?`, [cutoff], 'run')).affectedRows;
  }
}
