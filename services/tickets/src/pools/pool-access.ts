import { Injectable } from '@nestjs/common';
import { DomainError } from '@pickwise/contracts';
import { TicketsDatabase, type Sql } from '../database/tickets-database.js';

/** A pool unknown, or not the caller's: the same answer for both, so an id tells an outsider nothing. */
export const poolNotFound = () => new DomainError('NOT_FOUND', 'No such pool');

export interface PoolMembership {
  poolId: string;
  memberId: string;
  status: 'pending' | 'active' | 'left' | 'removed';
  organiser: boolean;
}

/**
 * Who may do what in a pool (issue 36): its members see it (those who left or were removed still see
 * the records of the draws they were in); only an active organiser changes it; a pending member, an
 * outsider and an unknown id all get the same NOT_FOUND.
 */
@Injectable()
export class PoolAccess {
  constructor(private readonly database: TicketsDatabase) {}

  async membership(sql: Sql, poolId: string, userId: string): Promise<PoolMembership | undefined> {
    const { rows } = await sql.query<{ id: string; status: PoolMembership['status']; organiser: boolean }>(
      `select id, status, organiser from ${this.database.tables.poolMembers} where pool_id = $1 and user_id = $2`,
      [poolId, userId],
    );
    const row = rows[0];
    return row && { poolId, memberId: row.id, status: row.status, organiser: row.organiser };
  }

  /** The caller may read the pool: any member but a pending one. */
  async reader(sql: Sql, poolId: string, userId: string): Promise<PoolMembership> {
    const membership = await this.membership(sql, poolId, userId);
    if (!membership || membership.status === 'pending') throw poolNotFound();
    return membership;
  }

  /** The caller is an active member. */
  async member(sql: Sql, poolId: string, userId: string): Promise<PoolMembership> {
    const membership = await this.reader(sql, poolId, userId);
    if (membership.status !== 'active') throw new DomainError('FORBIDDEN', 'You are no longer a member of this pool; its records stay readable');
    return membership;
  }

  /** The caller is the pool's active organiser. */
  async organiser(sql: Sql, poolId: string, userId: string): Promise<PoolMembership> {
    const membership = await this.member(sql, poolId, userId);
    if (!membership.organiser) throw new DomainError('FORBIDDEN', 'Only the pool’s organiser can change it');
    return membership;
  }
}

/** A timestamp column as ISO 8601 (the pool's pg pool answers timestamptz as text). */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();
