import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MigratedSchema } from '../database/database.module.js';

/** The table of claimed firings, in the schema of every service whose jobs claim theirs. */
export const SCHEDULE_TICKS_TABLE = 'schedule_ticks';
/** A job's name is its claim's key: at most this long (the table's `job` column). */
export const SCHEDULE_JOB_NAME_MAX = 32;

/**
 * The table's DDL, run by a migration of each service that claims firings (unqualified: the
 * migrator sets `search_path`). Shared so every schema's table is the same; ingestion's
 * `Migration20261126113000ScheduleTicks` first created it with exactly this statement.
 */
export const CREATE_SCHEDULE_TICKS_SQL = `create table "${SCHEDULE_TICKS_TABLE}" (
      "job" varchar(${SCHEDULE_JOB_NAME_MAX}) not null,
      "tick_at" timestamptz not null,
      "claimed_at" timestamptz not null default now(),
      primary key ("job", "tick_at")
    )`;
export const DROP_SCHEDULE_TICKS_SQL = `drop table if exists "${SCHEDULE_TICKS_TABLE}"`;

/** Ticks older than this are deleted as new ones are claimed: they only need to outlive the replicas' clock skew and a day's catch-up. */
const KEPT_DAYS = 7;

/** The minute a schedule fired for (the cron expressions fire on whole minutes). */
export const tickOf = (firedAt: Date): Date => new Date(Math.floor(firedAt.getTime() / 60_000) * 60_000);

/**
 * One replica per firing of a scheduled job: every replica's timer fires, and the first to insert
 * the (job, minute) row runs it; the others see the row and skip. PostgreSQL's primary key decides.
 * Needs `schedule_ticks` in the service's schema (a migration running CREATE_SCHEDULE_TICKS_SQL).
 */
@Injectable()
export class ScheduleTicks {
  constructor(
    private readonly em: EntityManager,
    // Injected so no claim is tried before the table exists; its schema qualifies the table.
    private readonly migrated: MigratedSchema,
  ) {}

  /** True for the one replica that claimed this firing of `job`. */
  async claim(job: string, firedAt: Date): Promise<boolean> {
    if (job.length === 0 || job.length > SCHEDULE_JOB_NAME_MAX) throw new Error(`A scheduled job's name has 1 to ${SCHEDULE_JOB_NAME_MAX} characters: "${job}"`);
    const table = `"${this.migrated.schema}"."${SCHEDULE_TICKS_TABLE}"`;
    const pool = await this.em.getConnection().getNativeClient();
    const { rowCount } = await pool.query(`insert into ${table} (job, tick_at) values ($1, $2) on conflict do nothing`, [job, tickOf(firedAt)]);
    await pool.query(`delete from ${table} where tick_at < now() - make_interval(days => $1)`, [KEPT_DAYS]);
    return rowCount === 1;
  }
}
