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
   * and the pause. `checked_draws` holds draws, nobody's. In pools (issue 36) the member stays by
   * their pseudonymous id, as the sealed records hold them, with the account and the display name
   * erased; a pool they organised passes to its longest-standing active member. Erasing an erased
   * user deletes nothing. Resolves to the number of rows deleted or erased.
   */
  async erase(userId: string): Promise<number> {
    const { tickets, lines, results, budgets, playerLimits, poolMembers } = this.database.tables;
    const statements = [
      `delete from ${results} where ticket_id in (select id from ${tickets} where user_id = $1)`,
      `delete from ${lines} where ticket_id in (select id from ${tickets} where user_id = $1)`,
      `delete from ${tickets} where user_id = $1`,
      `delete from ${budgets} where user_id = $1`,
      `delete from ${playerLimits} where user_id = $1`,
      `update ${poolMembers} h set organiser = true
        where h.id in (select distinct on (o.pool_id) n.id from ${poolMembers} o
                         join ${poolMembers} n on n.pool_id = o.pool_id and n.status = 'active' and n.user_id <> $1
                        where o.user_id = $1 and o.organiser and o.status = 'active'
                        order by o.pool_id, n.joined_at, n.id)`,
      `update ${poolMembers} set user_id = null, display_name = null, organiser = false,
              status = case when status in ('pending', 'active') then 'removed' else status end
        where user_id = $1`,
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
