import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MigratedSchema } from '@pickwise/nest-kit';

/** First key of the two-key advisory lock: this service's own lock space, so no other user of the database collides. */
const LOCK_SPACE = 7_705;

export const ALREADY_RUNNING = Symbol('already running');

/**
 * At most one run per game at a time, across every replica: a PostgreSQL session advisory lock on
 * a connection held for the run. If the process dies, its connection closes and PostgreSQL
 * releases the lock, so a crashed run never blocks the next one. The lock is the schema's and the
 * game's: the replicas of one system share a schema, while another system on the same database
 * (a test's throwaway schema beside a running one) runs its games without waiting on this one's.
 */
@Injectable()
export class RunLock {
  private readonly logger = new Logger(RunLock.name);

  constructor(
    private readonly em: EntityManager,
    private readonly migrated: MigratedSchema,
  ) {}

  /** Runs `work` holding the game's lock, or returns ALREADY_RUNNING when another run holds it. */
  async withLock<T>(game: string, work: () => Promise<T>): Promise<T | typeof ALREADY_RUNNING> {
    const pool = await this.em.getConnection().getNativeClient();
    const client = await pool.connect();
    let broken: Error | undefined;
    const key = `${this.migrated.schema}:${game}`;
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [LOCK_SPACE, key]);
      if (!rows[0]?.locked) return ALREADY_RUNNING;
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, key]).catch((error: unknown) => {
          // The connection is gone, and the lock with it; this client must not go back to the pool.
          broken = error instanceof Error ? error : new Error(String(error));
          this.logger.warn(`Unlock of ${game} failed (${broken.message}); the connection is dropped, which releases the lock`);
        });
      }
    } finally {
      client.release(broken);
    }
  }
}
