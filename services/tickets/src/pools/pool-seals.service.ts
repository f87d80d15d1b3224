import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DomainError, type PoolRequest } from '@pickwise/contracts';
import { SEAL_RECORD_FORMAT, canonicalSealRecord, findGame, memberNameHash, salesCutoffAt, scheduledDrawDates, sha256Hex, splitPrize, type GameId, type SealRecord } from '@pickwise/lottery';
import { TicketsDatabase, type Sql } from '../database/tickets-database.js';
import { PoolAccess, isoTime } from './pool-access.js';
import { PoolNotices } from './pool-notices.js';
import { PoolSeats } from './pool-seats.js';

/** How often each replica looks for draws whose sales have closed with a record still open. */
export const SEAL_SWEEP_INTERVAL_MS = 20_000;
/** Open records looked for this far back: a service down over a cutoff seals them when it is back. */
const SWEEP_DAYS_BACK = 7;
/** Pools sealed at once by one replica's sweep. */
const SWEEP_CONCURRENCY = 4;

export interface SealSummary {
  hash: string;
  sequence: number;
  sealedAt: string;
  sealedBy: SealRecord['sealedBy'];
}

/**
 * Seals a pool's record of a draw (issue 36): at the game's sales cutoff (libs/lottery
 * SALES_CUTOFFS), or earlier when the organiser asks. The record holds the members who count (active
 * and agreeing to the agreement in force), their shares, every ticket line with its photo's hash,
 * the contributions and the previous seal's hash, in canonical form, hashed with SHA-256. A pool's
 * seals are made under its lock, so the chain has one order, and one seal per pool and draw (the
 * primary key): two replicas sweeping at once seal each draw exactly once.
 */
@Injectable()
export class PoolSealsService {
  private readonly logger = new Logger(PoolSealsService.name);
  private sweeping = false;

  constructor(
    private readonly database: TicketsDatabase,
    private readonly access: PoolAccess,
    private readonly notices: PoolNotices,
    private readonly seats: PoolSeats,
  ) {}

  /** The organiser seals a draw's record before its cutoff; sealing a sealed draw answers its seal. */
  async sealByOrganiser({ poolId, game, date, ...caller }: PoolRequest<'seal'>, now = new Date()): Promise<SealSummary> {
    const seal = await this.database.transaction(async (sql) => {
      await this.database.lockPool(sql, poolId);
      await this.access.organiser(sql, poolId, caller.userId);
      const { rows } = await sql.query<{ playing: boolean }>(`select $2 = any(games) as playing from ${this.database.tables.pools} where id = $1`, [poolId, game]);
      if (!rows[0]?.playing) throw new DomainError('VALIDATION', `This pool does not play ${findGame(game)!.name}`);
      if (scheduledDrawDates(findGame(game)!, date, date).length === 0) throw new DomainError('VALIDATION', `${findGame(game)!.name} does not draw on ${date}`);
      return this.sealLocked(sql, poolId, game, date, 'organiser', now);
    });
    // The members hear the hash now; if this fails, the next sweep tells them.
    await this.notices.announceSeals(now).catch((error: unknown) => this.logger.warn(`Seal notices left to the sweep: ${String(error)}`));
    return seal;
  }

  @Interval(SEAL_SWEEP_INTERVAL_MS)
  async sweepOnTimer(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const now = new Date();
      const sealed = await this.sealDue(now);
      if (sealed > 0) this.logger.log(`${sealed} pool records sealed at their sales cutoff`);
      await this.notices.announceSeals(now);
    } catch (error) {
      this.logger.error(`Sealing or announcing seals failed; the next sweep tries again: ${String(error)}`);
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * Seals every open record whose sales cutoff has passed at `now`: a pool with tickets or
   * contributions for the draw and no seal. A pool another replica is sealing is left to it (a
   * try-lock), so replicas share the work; what is left is found by the next sweep. Resolves to the
   * number of seals this call made.
   */
  async sealDue(now: Date): Promise<number> {
    const { poolTickets, poolContributions, poolSeals } = this.database.tables;
    const pool = await this.database.pool();
    const { rows } = await pool.query<{ pool_id: string; game: GameId; draw_date: string }>(
      `select distinct o.pool_id, o.game, o.draw_date::text from (
         select pool_id, game, draw_date from ${poolTickets} where draw_date between ($1::date - $2::int) and ($1::date + 1)
         union select pool_id, game, draw_date from ${poolContributions} where draw_date between ($1::date - $2::int) and ($1::date + 1)
       ) o
       where not exists (select 1 from ${poolSeals} s where s.pool_id = o.pool_id and s.game = o.game and s.draw_date = o.draw_date)
       order by 3, 2, 1`,
      [now.toISOString().slice(0, 10), SWEEP_DAYS_BACK],
    );
    const cutoffs = new Map<string, number>();
    const due = rows.filter((row) => {
      const key = `${row.game} ${row.draw_date}`;
      if (!cutoffs.has(key)) cutoffs.set(key, salesCutoffAt(row.game, row.draw_date).getTime());
      return cutoffs.get(key)! <= now.getTime();
    });
    let sealed = 0;
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const row = due[next++]!;
        if (await this.sealIfFree(row.pool_id, row.game, row.draw_date, now)) sealed++;
      }
    };
    await Promise.all(Array.from({ length: SWEEP_CONCURRENCY }, worker));
    return sealed;
  }

  private async sealIfFree(poolId: string, game: GameId, date: string, now: Date): Promise<boolean> {
    return this.database.transaction(async (sql) => {
      const { rows } = await sql.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as locked', [`pool:${poolId}`]);
      if (!rows[0]?.locked) return false;
      if (await this.existing(sql, poolId, game, date)) return false;
      await this.storeSeal(sql, poolId, game, date, 'sales-cutoff', now);
      return true;
    });
  }

  private async existing(sql: Sql, poolId: string, game: GameId, date: string): Promise<SealSummary | undefined> {
    const { rows } = await sql.query<{ hash: string; sequence: number; sealed_at: Date | string; sealed_by: SealRecord['sealedBy'] }>(
      `select hash, sequence, sealed_at, sealed_by from ${this.database.tables.poolSeals} where pool_id = $1 and game = $2 and draw_date = $3::date`,
      [poolId, game, date],
    );
    const row = rows[0];
    return row && { hash: row.hash, sequence: row.sequence, sealedAt: isoTime(row.sealed_at), sealedBy: row.sealed_by };
  }

  /** Seals the draw unless it is sealed; the caller holds the pool's lock. A sealed draw answers its seal unchanged. */
  private async sealLocked(sql: Sql, poolId: string, game: GameId, date: string, sealedBy: SealRecord['sealedBy'], now: Date): Promise<SealSummary> {
    return (await this.existing(sql, poolId, game, date)) ?? this.storeSeal(sql, poolId, game, date, sealedBy, now);
  }

  /** Builds, hashes and stores the record of a draw found unsealed; the caller holds the pool's lock. */
  private async storeSeal(sql: Sql, poolId: string, game: GameId, date: string, sealedBy: SealRecord['sealedBy'], now: Date): Promise<SealSummary> {
    const { record, shares } = await this.record(sql, poolId, game, date, sealedBy, now);
    // The stored text is the hashed text, canonicalised once.
    const text = canonicalSealRecord(record);
    const hash = await sha256Hex(text);
    await sql.query(
      `insert into ${this.database.tables.poolSeals} (pool_id, game, draw_date, sequence, hash, record, sealed_at, sealed_by) values ($1, $2, $3::date, $4, $5, $6, $7, $8)`,
      [poolId, game, date, record.sequence, hash, text, record.sealedAt, sealedBy],
    );
    await sql.query(
      `insert into ${this.database.tables.poolSpendShares} (pool_id, game, draw_date, member_id, user_id, currency, amount_minor)
       select $1, $2, $3::date, s.member_id, s.user_id, $4, s.amount from jsonb_to_recordset($5::jsonb) as s(member_id uuid, user_id uuid, amount int)`,
      [poolId, game, date, record.currency, JSON.stringify(shares.map((share) => ({ member_id: share.memberId, user_id: share.userId, amount: share.amount })))],
    );
    return { hash, sequence: record.sequence, sealedAt: record.sealedAt, sealedBy };
  }

  /** The record to seal, and each counted member's share of the draw's spend (what their budgets count). */
  private async record(sql: Sql, poolId: string, game: GameId, date: string, sealedBy: SealRecord['sealedBy'], now: Date): Promise<{ record: SealRecord; shares: { memberId: string; userId: string; amount: number }[] }> {
    const { pools, poolMembers, poolAgreements, poolAcceptances, poolTickets, poolLines, poolContributions, poolSeals } = this.database.tables;
    const gameData = findGame(game)!;
    // The pool, its agreement in force and its latest seal (the chain's link) in one round trip.
    const { rows: poolRows } = await sql.query<{ name: string; share_mode: 'equal' | 'shares'; version: number; text_sha256: string; previous_hash: string | null; previous_sequence: number | null }>(
      `select p.name, p.share_mode, a.version, a.text_sha256, s.hash as previous_hash, s.sequence as previous_sequence from ${pools} p
         join lateral (select version, text_sha256 from ${poolAgreements} where pool_id = p.id order by version desc limit 1) a on true
         left join lateral (select hash, sequence from ${poolSeals} where pool_id = p.id order by sequence desc limit 1) s on true
        where p.id = $1`,
      [poolId],
    );
    const pool = poolRows[0]!;
    const { rows: members } = await sql.query<{ id: string; user_id: string; name_salt: string; display_name: string; shares: number; organiser: boolean; accepted_at: Date | string }>(
      `select m.id, m.user_id, m.name_salt, m.display_name, m.shares, m.organiser, a.accepted_at from ${poolMembers} m
         join ${poolAcceptances} a on a.member_id = m.id and a.version = $2
        where m.pool_id = $1 and m.status = 'active' and m.user_id is not null order by m.joined_at, m.id`,
      [poolId, pool.version],
    );
    const { rows: tickets } = await sql.query<{ id: string; line_price_minor: number; photo_sha256: string | null; lines: { main: number[]; special: number[] }[] }>(
      `select t.id, t.line_price_minor, t.photo_sha256,
              (select json_agg(json_build_object('main', l.main, 'special', l.special) order by l.line_index) from ${poolLines} l where l.ticket_id = t.id) as lines
         from ${poolTickets} t where t.pool_id = $1 and t.game = $2 and t.draw_date = $3::date order by t.added_at, t.id`,
      [poolId, game, date],
    );
    const { rows: contributions } = await sql.query<{ member_id: string; amount_minor: number; recorded_at: Date | string; confirmed_at: Date | string | null }>(
      `select member_id, amount_minor, recorded_at, confirmed_at from ${poolContributions} where pool_id = $1 and game = $2 and draw_date = $3::date order by recorded_at, member_id`,
      [poolId, game, date],
    );
    const spendMinor = tickets.reduce((sum, ticket) => sum + ticket.lines.length * ticket.line_price_minor, 0);
    const seats = members.map((member) => ({ memberId: member.id, userId: member.user_id, shares: pool.share_mode === 'equal' ? 1 : member.shares }));
    const { counted } = await this.seats.seated(sql, seats, gameData.currency, date, spendMinor, now);
    const countedIds = new Set(counted.map((seat) => seat.memberId));
    const record: SealRecord = {
      format: SEAL_RECORD_FORMAT,
      pool: { id: poolId, name: pool.name },
      draw: { game, date, salesCutoffAt: salesCutoffAt(game, date).toISOString() },
      currency: gameData.currency,
      sequence: (pool.previous_sequence ?? 0) + 1,
      sealedAt: now.toISOString(),
      sealedBy,
      previousSealHash: pool.previous_hash,
      agreement: { version: pool.version, textSha256: pool.text_sha256 },
      members: await Promise.all(
        members
          .filter((member) => countedIds.has(member.id))
          .map(async (member) => ({
          memberId: member.id,
          nameSalt: member.name_salt,
          nameHash: await memberNameHash(member.name_salt, member.display_name),
          shares: pool.share_mode === 'equal' ? 1 : member.shares,
          acceptedVersion: pool.version,
          acceptedAt: isoTime(member.accepted_at),
          organiser: member.organiser,
        })),
      ),
      tickets: tickets.map((ticket) => ({ ticketId: ticket.id, lines: ticket.lines.map((line) => ({ main: line.main, special: line.special })), linePrice: ticket.line_price_minor, photoSha256: ticket.photo_sha256 })),
      contributions: contributions.map((row) => ({ memberId: row.member_id, amount: row.amount_minor, recordedAt: isoTime(row.recorded_at), confirmedAt: row.confirmed_at ? isoTime(row.confirmed_at) : null })),
    };
    return { record, shares: counted.length > 0 ? splitPrize(spendMinor, counted).map((part, index) => ({ ...part, userId: counted[index]!.userId })) : [] };
  }
}
