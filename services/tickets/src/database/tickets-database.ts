import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { qualifiedTableName } from '@pickwise/nest-kit';
import { BudgetTable, CheckedDrawTable, LineResultTable, PlayerLimitsTable, TicketLineTable, TicketTable } from './tables.js';

/** What the service uses of pg (which ships no types here): a query with bound parameters. */
export interface Sql {
  query<Row = unknown>(text: string, values?: readonly unknown[]): Promise<{ rows: Row[]; rowCount: number | null }>;
}

interface Pool extends Sql {
  /** One pooled connection, for the statements of a transaction. */
  connect(): Promise<Sql & { release(): void }>;
}

/**
 * The tickets schema through pg's own pool: parameters bound, not inlined (MikroORM's execute()
 * inlines them), and transactions on one connection. Table names are schema-qualified.
 */
@Injectable()
export class TicketsDatabase {
  readonly tables;
  /**
   * Every covered draw of every ticket with the ticket's lines and what they cost on that draw (lines
   * × price), as a subquery to select from and filter (by `user_id`, `currency`, `draw_date`): what
   * the ledger and the budgets both count.
   */
  readonly drawCosts: string;

  constructor(private readonly em: EntityManager) {
    const name = (entity: Parameters<typeof qualifiedTableName>[1]) => qualifiedTableName(em, entity);
    this.tables = {
      tickets: name(TicketTable),
      lines: name(TicketLineTable),
      results: name(LineResultTable),
      checkedDraws: name(CheckedDrawTable),
      playerLimits: name(PlayerLimitsTable),
      budgets: name(BudgetTable),
    };
    this.drawCosts = `(select t.id as ticket_id, t.user_id, t.game, t.currency, d as draw_date, n.lines, t.price_per_line * n.lines as cost
         from ${this.tables.tickets} t
         cross join lateral (select count(*)::int as lines from ${this.tables.lines} l where l.ticket_id = t.id) n
         cross join unnest(t.draw_dates) d)`;
  }

  async pool(): Promise<Pool> {
    return (await this.em.getConnection().getNativeClient()) as Pool;
  }

  /** Serialises one player's changes (the ticket count and budget checks) within a transaction, leaving other players' alone. */
  async lockPlayer(sql: Sql, userId: string): Promise<void> {
    await sql.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`tickets:${userId}`]);
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
