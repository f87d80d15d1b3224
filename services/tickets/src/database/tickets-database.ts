import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PgDatabase, qualifiedTableName, type Sql } from '@pickwise/nest-kit';
import {
  BudgetTable,
  CheckedDrawTable,
  LineResultTable,
  PlayerLimitsTable,
  PoolAcceptanceTable,
  PoolAgreementTable,
  PoolContributionTable,
  PoolInvitationTable,
  PoolLineResultTable,
  PoolMemberTable,
  PoolPrizeAmountTable,
  PoolSealTable,
  PoolSpendShareTable,
  PoolTable,
  PoolTicketLineTable,
  PoolTicketTable,
  ResultCorrectionTable,
  TicketLineTable,
  TicketTable,
} from './tables.js';

// The query type the service's modules take (a pool, or a transaction's connection).
export type { Sql } from '@pickwise/nest-kit';

/** The tickets schema over pg (nest-kit's PgDatabase), with its schema-qualified table names. */
@Injectable()
export class TicketsDatabase extends PgDatabase {
  readonly tables;
  /**
   * Every covered draw of every ticket with the ticket's lines and what they cost on that draw (lines
   * × price), as a subquery to select from and filter (by `user_id`, `currency`, `draw_date`): what
   * the ledger and the budgets both count.
   */
  readonly drawCosts: string;

  constructor(em: EntityManager) {
    super(em);
    const name = (entity: Parameters<typeof qualifiedTableName>[1]) => qualifiedTableName(em, entity);
    this.tables = {
      tickets: name(TicketTable),
      lines: name(TicketLineTable),
      results: name(LineResultTable),
      checkedDraws: name(CheckedDrawTable),
      corrections: name(ResultCorrectionTable),
      playerLimits: name(PlayerLimitsTable),
      budgets: name(BudgetTable),
      pools: name(PoolTable),
      poolMembers: name(PoolMemberTable),
      poolInvitations: name(PoolInvitationTable),
      poolAgreements: name(PoolAgreementTable),
      poolAcceptances: name(PoolAcceptanceTable),
      poolTickets: name(PoolTicketTable),
      poolLines: name(PoolTicketLineTable),
      poolResults: name(PoolLineResultTable),
      poolPrizeAmounts: name(PoolPrizeAmountTable),
      poolContributions: name(PoolContributionTable),
      poolSeals: name(PoolSealTable),
      poolSpendShares: name(PoolSpendShareTable),
    };
    this.drawCosts = `(select t.id as ticket_id, t.user_id, t.game, t.currency, d as draw_date, n.lines, t.price_per_line * n.lines as cost
         from ${this.tables.tickets} t
         cross join lateral (select count(*)::int as lines from ${this.tables.lines} l where l.ticket_id = t.id) n
         cross join unnest(t.draw_dates) d)`;
  }

  /** Serialises one pool's changes and seals (the chain's order), leaving other pools alone. */
  async lockPool(sql: Sql, poolId: string): Promise<void> {
    await this.lock(sql, `pool:${poolId}`);
  }

  /** Serialises one player's changes (the ticket count and budget checks) within a transaction, leaving other players' alone. */
  async lockPlayer(sql: Sql, userId: string): Promise<void> {
    await this.lock(sql, `tickets:${userId}`);
  }
}
