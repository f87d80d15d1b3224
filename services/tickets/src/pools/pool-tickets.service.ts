import { Injectable } from '@nestjs/common';
import { DomainError, POOL_PHOTO_MAX_BYTES, POOL_TICKETS_PER_DRAW_MAX, ticketLinesProblems, type PoolRequest } from '@pickwise/contracts';
import { prizeTableOn, toMinorUnits } from '@pickwise/lottery';
import { createHash, randomUUID } from 'node:crypto';
import { TicketsDatabase, type Sql } from '../database/tickets-database.js';
import { PoolAccess } from './pool-access.js';
import { assertDrawOpen } from './pool-draws.js';

const ticketNotFound = () => new DomainError('NOT_FOUND', 'No such ticket in this pool');

/**
 * What a pool plays and pays for a draw (issue 36): its tickets (with a photo of the paper ticket,
 * whose SHA-256 is recorded), each member's contribution as the organiser records it and the member
 * confirms it, all while the draw is open; and, after the results, the amount a jackpot or
 * pari-mutuel win paid, once the organiser knows it.
 */
@Injectable()
export class PoolTicketsService {
  constructor(
    private readonly database: TicketsDatabase,
    private readonly access: PoolAccess,
  ) {}

  async create({ poolId, ticket, ...caller }: PoolRequest<'ticketCreate'>, now = new Date()): Promise<string> {
    const { poolTickets, poolLines } = this.database.tables;
    return this.database.transaction(async (sql) => {
      await this.database.lockPool(sql, poolId);
      await this.access.organiser(sql, poolId, caller.userId);
      const game = await assertDrawOpen(sql, this.database.tables, poolId, ticket.game, ticket.drawDate, now);
      const price = ticket.linePriceMinor ?? toMinorUnits(prizeTableOn(game.id, ticket.drawDate)?.ticketPrice ?? Number.NaN, game.currency);
      if (!Number.isSafeInteger(price)) throw new DomainError('VALIDATION', `linePriceMinor: ${game.name}'s price on ${ticket.drawDate} is not known; send what a line cost`);
      const { rows } = await sql.query<{ count: number }>(`select count(*)::int as count from ${poolTickets} where pool_id = $1 and game = $2 and draw_date = $3::date`, [poolId, game.id, ticket.drawDate]);
      if ((rows[0]?.count ?? 0) >= POOL_TICKETS_PER_DRAW_MAX) throw new DomainError('CONFLICT', `A pool plays at most ${POOL_TICKETS_PER_DRAW_MAX} tickets a draw`);
      const lines = ticket.fromTicketId ? await this.movedLines(sql, caller.userId, ticket.fromTicketId, game.id, ticket.drawDate) : ticket.lines!;
      const ticketId = randomUUID();
      await sql.query(`insert into ${poolTickets} (id, pool_id, game, draw_date, line_price_minor, currency, origin) values ($1, $2, $3, $4::date, $5, $6, $7)`, [
        ticketId,
        poolId,
        game.id,
        ticket.drawDate,
        price,
        game.currency,
        ticket.fromTicketId ? 'my-tickets' : ticket.origin,
      ]);
      await sql.query(
        `insert into ${poolLines} (ticket_id, line_index, main, special)
         select $1, l.index - 1, array(select jsonb_array_elements_text(l.line -> 'main')::smallint), array(select jsonb_array_elements_text(l.line -> 'special')::smallint)
           from jsonb_array_elements($2::jsonb) with ordinality as l(line, index)`,
        [ticketId, JSON.stringify(lines)],
      );
      // Moved, not copied: in the same transaction the ticket leaves My tickets (its results with it).
      if (ticket.fromTicketId) await sql.query(`delete from ${this.database.tables.tickets} where id = $1 and user_id = $2`, [ticket.fromTicketId, caller.userId]);
      return ticketId;
    });
  }

  /**
   * The lines of the organiser's saved ticket to move into the pool: theirs, of the same game, for one
   * draw (a ticket of several draws stays in My tickets), valid under the rules of the pool's draw.
   */
  private async movedLines(sql: Sql, userId: string, ticketId: string, game: string, drawDate: string): Promise<{ main: number[]; special: number[] }[]> {
    const { rows } = await sql.query<{ game: string; draws: number; lines: { main: number[]; special: number[] }[] }>(
      `select t.game, t.draws,
              (select json_agg(json_build_object('main', l.main, 'special', l.special) order by l.line_index) from ${this.database.tables.lines} l where l.ticket_id = t.id) as lines
         from ${this.database.tables.tickets} t where t.id = $1 and t.user_id = $2 for update`,
      [ticketId, userId],
    );
    const saved = rows[0];
    if (!saved) throw new DomainError('NOT_FOUND', 'No such ticket in My tickets');
    if (saved.game !== game) throw new DomainError('VALIDATION', 'fromTicketId: that ticket is of another game');
    if (saved.draws !== 1) throw new DomainError('CONFLICT', `That ticket plays ${saved.draws} draws, so it stays in My tickets: add its lines to the pool for each draw instead`);
    const problems = ticketLinesProblems(game, saved.lines, drawDate);
    if (problems) throw new DomainError('VALIDATION', `fromTicketId: ${problems}`);
    return saved.lines;
  }

  async delete({ poolId, ticketId, ...caller }: PoolRequest<'ticketDelete'>, now = new Date()): Promise<void> {
    await this.onOpenTicket(poolId, ticketId, caller.userId, now, async (sql) => {
      await sql.query(`delete from ${this.database.tables.poolTickets} where id = $1`, [ticketId]);
    });
  }

  /** Attaches (or replaces, while the draw is open) the paper ticket's photo; its SHA-256 is what the seal will hold. */
  async putPhoto({ poolId, ticketId, photo, ...caller }: PoolRequest<'photoPut'>, now = new Date()): Promise<string> {
    const bytes = Buffer.from(photo.base64, 'base64');
    if (bytes.length === 0 || bytes.length > POOL_PHOTO_MAX_BYTES) throw new DomainError('VALIDATION', `photo: 1 to ${POOL_PHOTO_MAX_BYTES} bytes`);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await this.onOpenTicket(poolId, ticketId, caller.userId, now, async (sql) => {
      await sql.query(`update ${this.database.tables.poolTickets} set photo = $2, photo_sha256 = $3, photo_media_type = $4 where id = $1`, [ticketId, bytes, sha256, photo.mediaType]);
    });
    return sha256;
  }

  async photo({ poolId, ticketId, ...caller }: PoolRequest<'photoGet'>) {
    const pool = await this.database.pool();
    await this.access.reader(pool, poolId, caller.userId);
    const { rows } = await pool.query<{ photo: Buffer | null; photo_sha256: string | null; photo_media_type: string | null }>(
      `select photo, photo_sha256, photo_media_type from ${this.database.tables.poolTickets} where id = $1 and pool_id = $2`,
      [ticketId, poolId],
    );
    const row = rows[0];
    if (!row?.photo || !row.photo_sha256 || !row.photo_media_type) throw new DomainError('NOT_FOUND', 'This ticket has no photo');
    return { sha256: row.photo_sha256, mediaType: row.photo_media_type, base64: row.photo.toString('base64') };
  }

  /** The organiser records what a member paid for an open draw; a changed amount needs the member's confirmation again. */
  async putContribution({ poolId, game, date, memberId, contribution, ...caller }: PoolRequest<'contributionPut'>, now = new Date()): Promise<void> {
    const { poolContributions, poolMembers } = this.database.tables;
    await this.database.transaction(async (sql) => {
      await this.database.lockPool(sql, poolId);
      await this.access.organiser(sql, poolId, caller.userId);
      await assertDrawOpen(sql, this.database.tables, poolId, game, date, now);
      const { rowCount } = await sql.query(`select 1 from ${poolMembers} where id = $1 and pool_id = $2 and status = 'active'`, [memberId, poolId]);
      if (!rowCount) throw new DomainError('NOT_FOUND', 'No such member');
      await sql.query(
        `insert into ${poolContributions} as c (pool_id, game, draw_date, member_id, amount_minor) values ($1, $2, $3::date, $4, $5)
         on conflict (pool_id, game, draw_date, member_id) do update
            set amount_minor = excluded.amount_minor, recorded_at = now(), confirmed_at = null
          where c.amount_minor is distinct from excluded.amount_minor`,
        [poolId, game, date, memberId, contribution.amountMinor],
      );
    });
  }

  /** The member confirms the contribution the organiser recorded for them. */
  async confirmContribution({ poolId, game, date, ...caller }: PoolRequest<'contributionConfirm'>, now = new Date()): Promise<void> {
    await this.database.transaction(async (sql) => {
      await this.database.lockPool(sql, poolId);
      const member = await this.access.member(sql, poolId, caller.userId);
      await assertDrawOpen(sql, this.database.tables, poolId, game, date, now);
      const { rowCount } = await sql.query(
        `update ${this.database.tables.poolContributions} set confirmed_at = coalesce(confirmed_at, now()) where pool_id = $1 and game = $2 and draw_date = $3::date and member_id = $4`,
        [poolId, game, date, member.memberId],
      );
      if (!rowCount) throw new DomainError('NOT_FOUND', 'No contribution of yours is recorded for this draw');
    });
  }

  /** The amount a jackpot or pari-mutuel win of a checked pool line paid, as the organiser learns it; a fixed prize's amount is the table's. */
  async putPrizeAmount({ poolId, game, date, prize, ...caller }: PoolRequest<'prizeAmountPut'>): Promise<void> {
    const { poolTickets, poolLines, poolResults, poolPrizeAmounts } = this.database.tables;
    await this.database.transaction(async (sql) => {
      await this.database.lockPool(sql, poolId);
      await this.access.organiser(sql, poolId, caller.userId);
      const { rows } = await sql.query<{ prize_kind: string | null }>(
        `select r.prize_kind from ${poolTickets} t join ${poolLines} l on l.ticket_id = t.id join ${poolResults} r on r.line_id = l.id and r.draw_date = t.draw_date
          where t.id = $1 and t.pool_id = $2 and t.game = $3 and t.draw_date = $4::date and l.line_index = $5`,
        [prize.ticketId, poolId, game, date, prize.line],
      );
      const kind = rows[0]?.prize_kind;
      if (kind === undefined) throw new DomainError('NOT_FOUND', 'No checked line of this pool’s tickets for that draw');
      if (kind !== 'jackpot' && kind !== 'pari-mutuel') throw new DomainError('CONFLICT', 'Only a jackpot or pari-mutuel prize’s amount is recorded; a fixed prize’s is the game’s');
      await sql.query(
        `insert into ${poolPrizeAmounts} (ticket_id, line_index, amount_minor) values ($1, $2, $3)
         on conflict (ticket_id, line_index) do update set amount_minor = excluded.amount_minor, recorded_at = now()`,
        [prize.ticketId, prize.line, prize.amountMinor],
      );
    });
  }

  /** Runs `work` on a ticket of the pool whose draw is still open, as its organiser. */
  private async onOpenTicket(poolId: string, ticketId: string, userId: string, now: Date, work: (sql: Sql) => Promise<void>): Promise<void> {
    await this.database.transaction(async (sql) => {
      await this.database.lockPool(sql, poolId);
      await this.access.organiser(sql, poolId, userId);
      const { rows } = await sql.query<{ game: string; draw_date: string }>(`select game, draw_date::text from ${this.database.tables.poolTickets} where id = $1 and pool_id = $2`, [ticketId, poolId]);
      if (!rows[0]) throw ticketNotFound();
      await assertDrawOpen(sql, this.database.tables, poolId, rows[0].game as Parameters<typeof assertDrawOpen>[3], rows[0].draw_date, now);
      await work(sql);
    });
  }
}
