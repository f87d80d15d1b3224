import { Injectable } from '@nestjs/common';
import type { TicketsPersonalDataPage, TicketsPersonalDataPageRequest } from '@pickwise/contracts';
import { TicketsDatabase } from '../database/tickets-database.js';
import { LimitsService } from '../limits/limits.service.js';
import { TicketViews } from '../tickets/ticket-views.js';

/** A player's rows in the tickets schema: all of them as the export gives them, and their erasure. */
@Injectable()
export class PersonalDataService {
  constructor(
    private readonly database: TicketsDatabase,
    private readonly views: TicketViews,
    private readonly limits: LimitsService,
  ) {}

  /** A page of the caller's tickets with every result (as `tickets.get` answers each, see TicketViews.exportPage), with the budgets they kept and the pause (as `tickets.limits.get` shows them). */
  async exportPage({ cursor, ...caller }: TicketsPersonalDataPageRequest): Promise<TicketsPersonalDataPage> {
    const [page, limits] = await Promise.all([this.views.exportPage(await this.database.pool(), caller.userId, cursor), this.limits.keptBy(caller)]);
    return { ...page, limits };
  }

  /**
   * Deletes every row keyed by the user, in one transaction: the tickets' results and lines (which
   * the tickets' keys would cascade to, deleted here so they are counted), the tickets, the budgets
   * and the pause. `checked_draws` holds draws, nobody's. Erasing an erased user deletes nothing.
   * Resolves to the number of rows deleted.
   */
  async erase(userId: string): Promise<number> {
    const { tickets, lines, results, budgets, playerLimits } = this.database.tables;
    const statements = [
      `delete from ${results} where ticket_id in (select id from ${tickets} where user_id = $1)`,
      `delete from ${lines} where ticket_id in (select id from ${tickets} where user_id = $1)`,
      `delete from ${tickets} where user_id = $1`,
      `delete from ${budgets} where user_id = $1`,
      `delete from ${playerLimits} where user_id = $1`,
    ];
    return this.database.transaction(async (sql) => {
      // The player's lock, which every save and budget change takes: one in flight is finished and erased, not half seen.
      await this.database.lockPlayer(sql, userId);
      let deleted = 0;
      for (const statement of statements) deleted += (await sql.query(statement, [userId])).rowCount ?? 0;
      return deleted;
    });
  }
}
