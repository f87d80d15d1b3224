import { Injectable } from '@nestjs/common';
import type { PoolMembershipData, TicketsPersonalDataPage, TicketsPersonalDataPageRequest } from '@pickwise/contracts';
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
    const [page, limits, pools] = await Promise.all([
      this.views.exportPage(await this.database.pool(), caller.userId, cursor),
      this.limits.keptBy(caller),
      // On the first page only: a player's memberships are few, and the gateway reads them from there.
      cursor === null ? this.poolMemberships(caller.userId) : Promise.resolve([]),
    ]);
    return { ...page, limits, pools };
  }

  /** The player's pool memberships: their member row, acceptances, recorded contributions and the seals they stand in. */
  private async poolMemberships(userId: string): Promise<PoolMembershipData[]> {
    const { pools, poolMembers, poolAcceptances, poolContributions, poolSeals, poolSpendShares } = this.database.tables;
    const { rows } = await (await this.database.pool()).query<{
      pool_id: string;
      pool_name: string;
      member_id: string;
      display_name: string | null;
      shares: number;
      status: PoolMembershipData['status'];
      organiser: boolean;
      joined_at: string;
      acceptances: { version: number; accepted_at: string }[];
      contributions: { game: PoolMembershipData['contributions'][number]['game']; draw_date: string; amount_minor: number; recorded_at: string; confirmed_at: string | null }[];
      sealed_in: { game: PoolMembershipData['sealedIn'][number]['game']; draw_date: string; hash: string; amount_minor: number }[];
    }>(
      `select p.id as pool_id, p.name as pool_name, m.id as member_id, m.display_name, m.shares, m.status, m.organiser, m.joined_at,
              coalesce((select json_agg(json_build_object('version', a.version, 'accepted_at', a.accepted_at) order by a.version) from ${poolAcceptances} a where a.member_id = m.id), '[]') as acceptances,
              coalesce((select json_agg(json_build_object('game', c.game, 'draw_date', c.draw_date, 'amount_minor', c.amount_minor, 'recorded_at', c.recorded_at, 'confirmed_at', c.confirmed_at) order by c.draw_date, c.game)
                          from ${poolContributions} c where c.member_id = m.id), '[]') as contributions,
              coalesce((select json_agg(json_build_object('game', s.game, 'draw_date', s.draw_date, 'hash', s.hash, 'amount_minor', x.amount_minor) order by s.sequence)
                          from ${poolSpendShares} x join ${poolSeals} s on s.pool_id = x.pool_id and s.game = x.game and s.draw_date = x.draw_date where x.member_id = m.id), '[]') as sealed_in
         from ${poolMembers} m join ${pools} p on p.id = m.pool_id
        where m.user_id = $1 order by m.joined_at, m.id`,
      [userId],
    );
    const iso = (value: string) => new Date(value).toISOString();
    return rows.map((row) => ({
      poolId: row.pool_id,
      poolName: row.pool_name,
      memberId: row.member_id,
      displayName: row.display_name,
      shares: row.shares,
      status: row.status,
      organiser: row.organiser,
      joinedAt: iso(row.joined_at),
      acceptances: row.acceptances.map((acceptance) => ({ version: acceptance.version, acceptedAt: iso(acceptance.accepted_at) })),
      contributions: row.contributions.map((contribution) => ({
        game: contribution.game,
        drawDate: contribution.draw_date,
        amountMinor: contribution.amount_minor,
        recordedAt: iso(contribution.recorded_at),
        confirmedAt: contribution.confirmed_at === null ? null : iso(contribution.confirmed_at),
      })),
      sealedIn: row.sealed_in.map((seal) => ({ game: seal.game, drawDate: seal.draw_date, sealHash: seal.hash, spendShareMinor: seal.amount_minor })),
    }));
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
    const { tickets, lines, results, budgets, playerLimits, poolMembers, poolSpendShares } = this.database.tables;
    const statements = [
      `delete from ${results} where ticket_id in (select id from ${tickets} where user_id = $1)`,
      `delete from ${lines} where ticket_id in (select id from ${tickets} where user_id = $1)`,
      `delete from ${tickets} where user_id = $1`,
      `delete from ${budgets} where user_id = $1`,
      `delete from ${playerLimits} where user_id = $1`,
      `delete from ${poolSpendShares} where user_id = $1`,
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
