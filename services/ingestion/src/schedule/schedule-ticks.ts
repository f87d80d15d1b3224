import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MigratedSchema } from '@pickwise/nest-kit';

/** Ticks older than this are deleted as new ones are claimed: they only need to outlive the replicas' clock skew. */
const KEPT_DAYS = 7;

/** The minute a schedule fired for (the cron expressions fire on whole minutes). */
export const tickOf = (firedAt: Date): Date => new Date(Math.floor(firedAt.getTime() / 60_000) * 60_000);

/**
 * One replica per firing of the schedule: every replica's timer fires, and the first to insert the
 * (job, minute) row runs it; the others see the row and skip. PostgreSQL's primary key decides.
 */
@Injectable()
export class ScheduleTicks {
  constructor(
    private readonly em: EntityManager,
    private readonly migrated: MigratedSchema,
  ) {}

  /** True for the one replica that claimed this firing. */
  async claim(job: string, firedAt: Date): Promise<boolean> {
    const table = `"${this.migrated.schema}"."schedule_ticks"`;
    const pool = await this.em.getConnection().getNativeClient();
    const { rowCount } = await pool.query(`insert into ${table} (job, tick_at) values ($1, $2) on conflict do nothing`, [job, tickOf(firedAt)]);
    await pool.query(`delete from ${table} where tick_at < now() - make_interval(days => $1)`, [KEPT_DAYS]);
    return rowCount === 1;
  }
}
