import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { qualifiedTableName } from '@pickwise/nest-kit';
import { CalendarTokenTable, NotificationRuleTable, OutboxTable, PushSubscriptionTable } from './tables.js';

/** What the service uses of pg (which ships no types here): a query with bound parameters. */
export interface Sql {
  query<Row = unknown>(text: string, values?: readonly unknown[]): Promise<{ rows: Row[]; rowCount: number | null }>;
}

interface Pool extends Sql {
  /** One pooled connection, for the statements of a transaction. */
  connect(): Promise<Sql & { release(): void }>;
}

/**
 * The notifications schema through pg's own pool: parameters bound, not inlined (MikroORM's
 * execute() inlines them), and transactions on one connection. Table names are schema-qualified.
 */
@Injectable()
export class NotificationsDatabase {
  readonly tables;

  constructor(private readonly em: EntityManager) {
    const name = (entity: Parameters<typeof qualifiedTableName>[1]) => qualifiedTableName(em, entity);
    this.tables = {
      pushSubscriptions: name(PushSubscriptionTable),
      rules: name(NotificationRuleTable),
      calendarTokens: name(CalendarTokenTable),
      outbox: name(OutboxTable),
    };
  }

  async pool(): Promise<Pool> {
    return (await this.em.getConnection().getNativeClient()) as Pool;
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
