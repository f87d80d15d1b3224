import type { EntityManager } from '@mikro-orm/postgresql';

/** What the services use of pg (which ships no types here): a query with bound parameters. */
export interface Sql {
  query<Row = unknown>(text: string, values?: readonly unknown[]): Promise<{ rows: Row[]; rowCount: number | null }>;
}

export interface PgPool extends Sql {
  /** One pooled connection, for the statements of a transaction. */
  connect(): Promise<Sql & { release(): void }>;
}

/**
 * A service's schema through the pool MikroORM opened (pg's own): parameters bound, not inlined
 * (MikroORM's execute() inlines them), and transactions on one connection. Services whose work is
 * set-based SQL (tickets, notifications) extend it with their schema-qualified table names.
 */
export abstract class PgDatabase {
  constructor(protected readonly em: EntityManager) {}

  async pool(): Promise<PgPool> {
    return (await this.em.getConnection().getNativeClient()) as unknown as PgPool;
  }

  /** Serialises the transactions that take the same `key` (e.g. one user's changes of one kind) until `sql`'s transaction ends, leaving others alone. */
  async lock(sql: Sql, key: string): Promise<void> {
    await sql.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  }

  /** Runs `work` in one transaction, committed when it resolves and rolled back when it throws. */
  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const client = await (await this.pool()).connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
