import { Injectable } from '@nestjs/common';
import { DomainError, POOL_MEMBERS_MAX, POOLS_PER_USER_MAX, type PoolRequest } from '@pickwise/contracts';
import { agreementTextHash } from '@pickwise/lottery';
import { POOL_AGREEMENT_TEMPLATE } from '@pickwise/site/copy';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { TicketsDatabase, type Sql } from '../database/tickets-database.js';
import { PoolAccess, isoTime } from './pool-access.js';

const DEFAULT_INVITATION_HOURS = 24;
const invitationGone = () => new DomainError('NOT_FOUND', 'This invitation has expired, was revoked or does not exist');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const newSalt = () => randomBytes(16).toString('hex');

/**
 * A pool's people and its agreement (issue 36): creating it (the caller its organiser and first
 * member), invitations by link (only the token's hash is kept; it expires and can be revoked),
 * joining (pending until the organiser approves), shares, removal and leaving (both from the next
 * draw on: sealed records keep whoever they hold), and the agreement's versions, each accepted word
 * for word by the hash of its texts. Every change of a pool runs under the pool's lock, as seals do.
 */
@Injectable()
export class PoolMembershipService {
  constructor(
    private readonly database: TicketsDatabase,
    private readonly access: PoolAccess,
  ) {}

  async create({ pool, ...caller }: PoolRequest<'create'>): Promise<string> {
    const { pools, poolMembers } = this.database.tables;
    const agreement = pool.agreement ?? POOL_AGREEMENT_TEMPLATE;
    const textSha256 = await agreementTextHash(agreement);
    return this.database.transaction(async (sql) => {
      await this.database.lockPlayer(sql, caller.userId);
      const { rows } = await sql.query<{ count: number }>(`select count(*)::int as count from ${poolMembers} where user_id = $1 and status in ('pending', 'active')`, [caller.userId]);
      if ((rows[0]?.count ?? 0) >= POOLS_PER_USER_MAX) throw new DomainError('CONFLICT', `You belong to ${POOLS_PER_USER_MAX} pools, the most an account can`);
      const poolId = randomUUID();
      const memberId = randomUUID();
      await sql.query(`insert into ${pools} (id, name, games, share_mode) values ($1, $2, $3::text[], $4)`, [poolId, pool.name, pool.games, pool.shareMode]);
      await sql.query(`insert into ${poolMembers} (id, pool_id, user_id, display_name, name_salt, status, organiser) values ($1, $2, $3, $4, $5, 'active', true)`, [memberId, poolId, caller.userId, pool.displayName, newSalt()]);
      await this.insertAgreement(sql, poolId, 1, agreement, textSha256, memberId);
      return poolId;
    });
  }

  async update({ poolId, update, ...caller }: PoolRequest<'update'>): Promise<void> {
    await this.asOrganiser(poolId, caller.userId, async (sql) => {
      await sql.query(
        `update ${this.database.tables.pools} set name = coalesce($2, name), games = coalesce($3::text[], games), share_mode = coalesce($4, share_mode), updated_at = now() where id = $1`,
        [poolId, update.name ?? null, update.games ?? null, update.shareMode ?? null],
      );
    });
  }

  async createInvitation({ poolId, invitation, ...caller }: PoolRequest<'invitationCreate'>) {
    const token = randomBytes(32).toString('base64url');
    const hours = invitation.hours ?? DEFAULT_INVITATION_HOURS;
    return this.asOrganiser(poolId, caller.userId, async (sql) => {
      const { rows } = await sql.query<{ id: string; expires_at: Date; created_at: Date }>(
        `insert into ${this.database.tables.poolInvitations} (id, pool_id, token_sha256, expires_at) values ($1, $2, $3, now() + make_interval(hours => $4))
         returning id, expires_at, created_at`,
        [randomUUID(), poolId, tokenHash(token), hours],
      );
      const row = rows[0]!;
      return { id: row.id, token, expiresAt: isoTime(row.expires_at), revokedAt: null, createdAt: isoTime(row.created_at) };
    });
  }

  async listInvitations({ poolId, ...caller }: PoolRequest<'invitationList'>) {
    const pool = await this.database.pool();
    await this.access.organiser(pool, poolId, caller.userId);
    const { rows } = await pool.query<{ id: string; expires_at: Date; revoked_at: Date | null; created_at: Date }>(
      `select id, expires_at, revoked_at, created_at from ${this.database.tables.poolInvitations} where pool_id = $1 order by created_at desc`,
      [poolId],
    );
    return { invitations: rows.map((row) => ({ id: row.id, expiresAt: isoTime(row.expires_at), revokedAt: row.revoked_at ? isoTime(row.revoked_at) : null, createdAt: isoTime(row.created_at) })) };
  }

  async revokeInvitation({ poolId, invitationId, ...caller }: PoolRequest<'invitationRevoke'>): Promise<void> {
    await this.asOrganiser(poolId, caller.userId, async (sql) => {
      const { rowCount } = await sql.query(`update ${this.database.tables.poolInvitations} set revoked_at = coalesce(revoked_at, now()) where id = $1 and pool_id = $2`, [invitationId, poolId]);
      if (!rowCount) throw new DomainError('NOT_FOUND', 'No such invitation');
    });
  }

  /** What a valid invitation shows: the pool's name, organiser, games, size and agreement; nothing else of the pool. */
  async viewInvitation({ token }: PoolRequest<'invitationView'>) {
    const pool = await this.database.pool();
    const poolId = await this.invitedPool(pool, token);
    const { pools, poolMembers, poolAgreements } = this.database.tables;
    const { rows } = await pool.query<{ name: string; games: string[]; organiser_name: string | null; members: number; expires_at: Date }>(
      `select p.name, p.games,
              (select display_name from ${poolMembers} m where m.pool_id = p.id and m.organiser and m.status = 'active' limit 1) as organiser_name,
              (select count(*)::int from ${poolMembers} m where m.pool_id = p.id and m.status = 'active') as members,
              (select expires_at from ${this.database.tables.poolInvitations} where token_sha256 = $2) as expires_at
         from ${pools} p where p.id = $1`,
      [poolId, tokenHash(token)],
    );
    const { rows: agreements } = await pool.query<AgreementRow>(`select version, text_en, text_es, text_sha256, created_at from ${poolAgreements} where pool_id = $1 order by version desc limit 1`, [poolId]);
    const row = rows[0]!;
    return { poolName: row.name, organiserName: row.organiser_name, games: row.games, members: row.members, agreement: agreementView(agreements[0]!), expiresAt: isoTime(row.expires_at) };
  }

  /** Joins by a valid invitation: pending until the organiser approves; joining again changes nothing. */
  async join({ token, join, ...caller }: PoolRequest<'join'>): Promise<string> {
    const pool = await this.database.pool();
    const poolId = await this.invitedPool(pool, token);
    return this.database.transaction(async (sql) => {
      await this.database.lockPool(sql, poolId);
      const existing = await this.access.membership(sql, poolId, caller.userId);
      if (existing) {
        if (existing.status === 'pending' || existing.status === 'active') return poolId;
        // Back after leaving or removal: a new membership from the next draw on, pending approval again.
        await sql.query(`update ${this.database.tables.poolMembers} set status = 'pending', display_name = $2 where id = $1`, [existing.memberId, join.displayName]);
        return poolId;
      }
      const { rows } = await sql.query<{ count: number }>(`select count(*)::int as count from ${this.database.tables.poolMembers} where pool_id = $1 and status in ('pending', 'active')`, [poolId]);
      if ((rows[0]?.count ?? 0) >= POOL_MEMBERS_MAX) throw new DomainError('CONFLICT', `This pool has ${POOL_MEMBERS_MAX} members, the most a pool can`);
      await sql.query(`insert into ${this.database.tables.poolMembers} (id, pool_id, user_id, display_name, name_salt, status) values ($1, $2, $3, $4, $5, 'pending')`, [
        randomUUID(),
        poolId,
        caller.userId,
        join.displayName,
        newSalt(),
      ]);
      return poolId;
    });
  }

  async approve({ poolId, memberId, ...caller }: PoolRequest<'memberApprove'>): Promise<void> {
    await this.asOrganiser(poolId, caller.userId, async (sql) => {
      const { rowCount } = await sql.query(`update ${this.database.tables.poolMembers} set status = 'active', joined_at = now() where id = $1 and pool_id = $2 and status = 'pending'`, [memberId, poolId]);
      if (!rowCount) throw new DomainError('NOT_FOUND', 'No member waiting for approval with that id');
    });
  }

  async setShares({ poolId, memberId, shares, ...caller }: PoolRequest<'memberShares'>): Promise<void> {
    await this.asOrganiser(poolId, caller.userId, async (sql) => {
      const { rowCount } = await sql.query(`update ${this.database.tables.poolMembers} set shares = $3 where id = $1 and pool_id = $2 and status in ('pending', 'active')`, [memberId, poolId, shares.shares]);
      if (!rowCount) throw new DomainError('NOT_FOUND', 'No such member');
    });
  }

  /** The organiser removes a member (or turns down a pending one) from the next draw on; the organiser cannot remove themself. */
  async remove({ poolId, memberId, ...caller }: PoolRequest<'memberRemove'>): Promise<void> {
    await this.asOrganiser(poolId, caller.userId, async (sql, organiser) => {
      if (memberId === organiser.memberId) throw new DomainError('CONFLICT', 'The organiser cannot be removed');
      const { rowCount } = await sql.query(`update ${this.database.tables.poolMembers} set status = 'removed' where id = $1 and pool_id = $2 and status in ('pending', 'active')`, [memberId, poolId]);
      if (!rowCount) throw new DomainError('NOT_FOUND', 'No such member');
    });
  }

  /** A member leaves from the next draw on; the organiser hands the pool over first (another member made organiser is not yet offered). */
  async leave({ poolId, ...caller }: PoolRequest<'leave'>): Promise<void> {
    await this.database.transaction(async (sql) => {
      await this.database.lockPool(sql, poolId);
      const member = await this.access.member(sql, poolId, caller.userId);
      if (member.organiser) throw new DomainError('CONFLICT', 'The organiser cannot leave the pool they run');
      await sql.query(`update ${this.database.tables.poolMembers} set status = 'left' where id = $1`, [member.memberId]);
    });
  }

  /** A new agreement version: every member (the organiser, who wrote it, aside) accepts it again before counting in a draw. */
  async createAgreement({ poolId, agreement, ...caller }: PoolRequest<'agreementCreate'>): Promise<number> {
    const textSha256 = await agreementTextHash(agreement);
    return this.asOrganiser(poolId, caller.userId, async (sql, organiser) => {
      const { rows } = await sql.query<{ version: number }>(`select coalesce(max(version), 0)::int + 1 as version from ${this.database.tables.poolAgreements} where pool_id = $1`, [poolId]);
      const version = rows[0]!.version;
      await this.insertAgreement(sql, poolId, version, agreement, textSha256, organiser.memberId);
      return version;
    });
  }

  /** Accepts the current version word for word: the hash of the texts the member read must be the version's. */
  async accept({ poolId, accept, ...caller }: PoolRequest<'agreementAccept'>): Promise<void> {
    await this.database.transaction(async (sql) => {
      await this.database.lockPool(sql, poolId);
      const member = await this.access.member(sql, poolId, caller.userId);
      const { rows } = await sql.query<{ version: number; text_sha256: string }>(`select version, text_sha256 from ${this.database.tables.poolAgreements} where pool_id = $1 order by version desc limit 1`, [poolId]);
      const current = rows[0]!;
      if (accept.version !== current.version) throw new DomainError('CONFLICT', `Version ${accept.version} is not the agreement in force (version ${current.version}): read it again`);
      if (accept.textSha256 !== current.text_sha256) throw new DomainError('CONFLICT', 'The text you accepted is not the agreement’s: read it again');
      await sql.query(`insert into ${this.database.tables.poolAcceptances} (member_id, version) values ($1, $2) on conflict do nothing`, [member.memberId, current.version]);
    });
  }

  private async insertAgreement(sql: Sql, poolId: string, version: number, texts: { en: string; es: string }, textSha256: string, authorMemberId: string): Promise<void> {
    await sql.query(`insert into ${this.database.tables.poolAgreements} (pool_id, version, text_en, text_es, text_sha256) values ($1, $2, $3, $4, $5)`, [poolId, version, texts.en, texts.es, textSha256]);
    // The organiser wrote the version: theirs is an acceptance of it.
    await sql.query(`insert into ${this.database.tables.poolAcceptances} (member_id, version) values ($1, $2)`, [authorMemberId, version]);
  }

  /** The pool a valid invitation names; expired, revoked and unknown tokens alike are NOT_FOUND. */
  private async invitedPool(sql: Sql, token: string): Promise<string> {
    const { rows } = await sql.query<{ pool_id: string }>(
      `select pool_id from ${this.database.tables.poolInvitations} where token_sha256 = $1 and revoked_at is null and expires_at > now()`,
      [tokenHash(token)],
    );
    if (!rows[0]) throw invitationGone();
    return rows[0].pool_id;
  }

  private async asOrganiser<T>(poolId: string, userId: string, work: (sql: Sql, organiser: { memberId: string }) => Promise<T>): Promise<T> {
    return this.database.transaction(async (sql) => {
      await this.database.lockPool(sql, poolId);
      const organiser = await this.access.organiser(sql, poolId, userId);
      return work(sql, organiser);
    });
  }
}

export interface AgreementRow {
  version: number;
  text_en: string;
  text_es: string;
  text_sha256: string;
  created_at: Date | string;
}

export const agreementView = (row: AgreementRow) => ({ version: row.version, en: row.text_en, es: row.text_es, textSha256: row.text_sha256, createdAt: isoTime(row.created_at) });

