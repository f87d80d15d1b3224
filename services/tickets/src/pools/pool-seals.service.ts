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
/**
 * Records sealed in one transaction by a sweep (read in one query, stored in one statement, one
 * commit): at a busy cutoff a replica seals thousands, and one transaction each spent most of
 * its time on round trips and commits.
 */
const SEAL_BATCH = 50;
/** Batches one replica's sweep seals at once. */
const SWEEP_CONCURRENCY = 2;

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
      const existing = await this.existing(sql, poolId, game, date);
      if (existing) return existing;
      const [stored] = await this.storeSeals(sql, await this.records(sql, [{ poolId, game, date }], 'organiser', now));
      return stored!;
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
   * contributions for the draw and no seal. Records are sealed SEAL_BATCH to a transaction; a pool
   * another replica is sealing is left to it (a try-lock), so replicas share the work, and what is
   * left is found by the next sweep. A pool with several draws due (a service down over cutoffs)
   * has them sealed in date order, one round after another, so its chain follows the draws.
   * Resolves to the number of seals this call made.
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
    // Round k holds each pool's k-th due draw (rows come in date order).
    const rounds: DrawKey[][] = [];
    const duePerPool = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.game} ${row.draw_date}`;
      if (!cutoffs.has(key)) cutoffs.set(key, salesCutoffAt(row.game, row.draw_date).getTime());
      if (cutoffs.get(key)! > now.getTime()) continue;
      const round = duePerPool.get(row.pool_id) ?? 0;
      duePerPool.set(row.pool_id, round + 1);
      (rounds[round] ??= []).push({ poolId: row.pool_id, game: row.game, date: row.draw_date });
    }
    let sealed = 0;
    for (const due of rounds) {
      const batches = Array.from({ length: Math.ceil(due.length / SEAL_BATCH) }, (_, index) => due.slice(index * SEAL_BATCH, (index + 1) * SEAL_BATCH));
      let next = 0;
      const worker = async () => {
        while (next < batches.length) {
          const stored = await this.sealBatchIfFree(batches[next++]!, now);
          sealed += stored;
        }
      };
      await Promise.all(Array.from({ length: SWEEP_CONCURRENCY }, worker));
    }
    return sealed;
  }

  /** Seals the batch's records whose pools no one else holds (a try-lock each); resolves to how many it stored. */
  private async sealBatchIfFree(batch: readonly DrawKey[], now: Date): Promise<number> {
    return this.database.transaction(async (sql) => {
      const { rows } = await sql.query<{ index: number }>(
        `select k.index::int from unnest($1::text[]) with ordinality as k(lock, index) where pg_try_advisory_xact_lock(hashtextextended(k.lock, 0))`,
        [batch.map((key) => `pool:${key.poolId}`)],
      );
      const free = rows.map((row) => batch[row.index - 1]!);
      if (free.length === 0) return 0;
      // A replica that sealed one and let its lock go meanwhile is answered by the primary key: that insert stores nothing.
      return (await this.storeSeals(sql, await this.records(sql, free, 'sales-cutoff', now))).length;
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

  /**
   * Hashes and stores the records, with each counted member's spend share, in one statement; the
   * caller holds their pools' locks. Resolves to the seals stored: a draw sealed meanwhile stores
   * nothing and is left out.
   */
  private async storeSeals(sql: Sql, built: readonly BuiltRecord[]): Promise<SealSummary[]> {
    const seals = await Promise.all(
      built.map(async ({ record }) => {
        // The stored text is the hashed text, canonicalised once.
        const text = canonicalSealRecord(record);
        return { pool_id: record.pool.id, game: record.draw.game, draw_date: record.draw.date, sequence: record.sequence, hash: await sha256Hex(text), record: text, sealed_at: record.sealedAt, sealed_by: record.sealedBy };
      }),
    );
    const shares = built.flatMap(({ record, shares }) =>
      shares.map((share) => ({ pool_id: record.pool.id, game: record.draw.game, draw_date: record.draw.date, member_id: share.memberId, user_id: share.userId, currency: record.currency, amount: share.amount })),
    );
    const { poolSeals, poolSpendShares } = this.database.tables;
    const { rows } = await sql.query<{ pool_id: string; game: GameId; draw_date: string }>(
      `with seal as (
         insert into ${poolSeals} (pool_id, game, draw_date, sequence, hash, record, sealed_at, sealed_by)
         select r.pool_id, r.game, r.draw_date, r.sequence, r.hash, r.record, r.sealed_at, r.sealed_by
           from jsonb_to_recordset($1::jsonb) as r(pool_id uuid, game text, draw_date date, sequence int, hash text, record text, sealed_at timestamptz, sealed_by text)
         on conflict do nothing returning pool_id, game, draw_date
       ), shares as (
         insert into ${poolSpendShares} (pool_id, game, draw_date, member_id, user_id, currency, amount_minor)
         select s.pool_id, s.game, s.draw_date, s.member_id, s.user_id, s.currency, s.amount
           from jsonb_to_recordset($2::jsonb) as s(pool_id uuid, game text, draw_date date, member_id uuid, user_id uuid, currency text, amount int)
           join seal on seal.pool_id = s.pool_id and seal.game = s.game and seal.draw_date = s.draw_date
       )
       select pool_id::text, game, draw_date::text from seal`,
      [JSON.stringify(seals), JSON.stringify(shares)],
    );
    const stored = new Set(rows.map((row) => `${row.pool_id} ${row.game} ${row.draw_date}`));
    return seals
      .filter((seal) => stored.has(`${seal.pool_id} ${seal.game} ${seal.draw_date}`))
      .map((seal) => ({ hash: seal.hash, sequence: seal.sequence, sealedAt: seal.sealed_at, sealedBy: seal.sealed_by }));
  }

  /**
   * The records to seal of draws found unsealed, read in one round trip (the pools, their agreements
   * in force and latest seals, the members who accepted that version with their accounts' standing,
   * the draws' tickets with their lines, the contributions), and each counted member's share of the
   * draw's spend (what their budgets count).
   */
  private async records(sql: Sql, keys: readonly DrawKey[], sealedBy: SealRecord['sealedBy'], now: Date): Promise<BuiltRecord[]> {
    const { pools, poolMembers, poolAgreements, poolAcceptances, poolTickets, poolLines, poolContributions, poolSeals } = this.database.tables;
    const { rows } = await sql.query<{
      pool_id: string;
      name: string;
      share_mode: 'equal' | 'shares';
      version: number;
      text_sha256: string;
      previous_hash: string | null;
      previous_sequence: number | null;
      members: { id: string; user_id: string; name_salt: string; display_name: string; shares: number; organiser: boolean; accepted_at: string; paused: boolean; budgeted: boolean }[];
      tickets: { id: string; line_price_minor: number; photo_sha256: string | null; lines: { main: number[]; special: number[] }[] }[];
      contributions: { member_id: string; amount_minor: number; recorded_at: string; confirmed_at: string | null }[];
    }>(
      `select k.index::int, p.name, p.share_mode, a.version, a.text_sha256, s.hash as previous_hash, s.sequence as previous_sequence,
              coalesce((select json_agg(m order by m.joined_at, m.id) from (
                 select m.id, m.user_id, m.name_salt, m.display_name, m.shares, m.organiser, m.joined_at, acc.accepted_at, ${this.seats.standingColumns('m.user_id', 'k.currency')}
                   from ${poolMembers} m join ${poolAcceptances} acc on acc.member_id = m.id and acc.version = a.version
                  where m.pool_id = p.id and m.status = 'active' and m.user_id is not null) m), '[]') as members,
              coalesce((select json_agg(json_build_object('id', t.id, 'line_price_minor', t.line_price_minor, 'photo_sha256', t.photo_sha256,
                         'lines', (select json_agg(json_build_object('main', l.main, 'special', l.special) order by l.line_index) from ${poolLines} l where l.ticket_id = t.id))
                       order by t.added_at, t.id)
                  from ${poolTickets} t where t.pool_id = p.id and t.game = k.game and t.draw_date = k.draw_date), '[]') as tickets,
              coalesce((select json_agg(json_build_object('member_id', c.member_id, 'amount_minor', c.amount_minor, 'recorded_at', c.recorded_at, 'confirmed_at', c.confirmed_at)
                       order by c.recorded_at, c.member_id)
                  from ${poolContributions} c where c.pool_id = p.id and c.game = k.game and c.draw_date = k.draw_date), '[]') as contributions
         from unnest($1::uuid[], $2::text[], $3::date[], $4::text[]) with ordinality as k(pool_id, game, draw_date, currency, index)
         join ${pools} p on p.id = k.pool_id
         join lateral (select version, text_sha256 from ${poolAgreements} where pool_id = p.id order by version desc limit 1) a on true
         left join lateral (select hash, sequence from ${poolSeals} where pool_id = p.id order by sequence desc limit 1) s on true
        order by k.index`,
      [keys.map((key) => key.poolId), keys.map((key) => key.game), keys.map((key) => key.date), keys.map((key) => findGame(key.game)!.currency)],
    );
    const built: BuiltRecord[] = [];
    // One pool after another: a member in two of the batch's pools has the first's share counted in
    // the second's budget check (by currency and date, the draws a sweep seals together).
    const unstoredSpend = new Map<string, Map<string, number>>();
    for (const { index, members, tickets, contributions, ...pool } of rows as (typeof rows[number] & { index: number })[]) {
      const { poolId, game, date } = keys[index - 1]!;
      const currency = findGame(game)!.currency;
      const spendMinor = tickets.reduce((sum, ticket) => sum + ticket.lines.length * ticket.line_price_minor, 0);
      const seats = members.map((member) => ({ memberId: member.id, userId: member.user_id, shares: pool.share_mode === 'equal' ? 1 : member.shares }));
      const standing = members.map((member) => ({ userId: member.user_id, paused: member.paused, budgeted: member.budgeted }));
      const drawSpend = unstoredSpend.get(`${currency} ${date}`) ?? new Map<string, number>();
      unstoredSpend.set(`${currency} ${date}`, drawSpend);
      const { counted } = await this.seats.seated(sql, seats, currency, date, spendMinor, now, { standing, unstoredSpend: drawSpend });
      const countedIds = new Set(counted.map((seat) => seat.memberId));
      const record: SealRecord = {
        format: SEAL_RECORD_FORMAT,
        pool: { id: poolId, name: pool.name },
        draw: { game, date, salesCutoffAt: salesCutoffAt(game, date).toISOString() },
        currency,
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
      const shares = counted.length > 0 ? splitPrize(spendMinor, counted).map((part, index) => ({ ...part, userId: counted[index]!.userId })) : [];
      for (const share of shares) drawSpend.set(share.userId, (drawSpend.get(share.userId) ?? 0) + share.amount);
      built.push({ record, shares });
    }
    return built;
  }
}

/** A draw of a pool: what a seal is keyed by. */
interface DrawKey {
  poolId: string;
  game: GameId;
  date: string;
}

/** A record ready to hash, and each counted member's share of the draw's spend. */
interface BuiltRecord {
  record: SealRecord;
  shares: { memberId: string; userId: string; amount: number }[];
}
