import { Injectable } from '@nestjs/common';
import { type Pool, type PoolDraw, type PoolList, type PoolRequest } from '@pickwise/contracts';
import { CLAIM_THRESHOLDS, EVIDENCE_PACK_FORMAT, findGame, salesCutoffAt, splitPrize, toMinorUnits, type GameId, type SealRecord, type ShareHolder } from '@pickwise/lottery';
import { TicketsDatabase, type Sql } from '../database/tickets-database.js';
import { PoolAccess, isoTime, poolNotFound } from './pool-access.js';
import { agreementView, type AgreementRow } from './pool-membership.service.js';
import { PoolSeats, type Seat } from './pool-seats.js';

/** The newest draws a pool's page shows. */
const DRAWS_SHOWN = 104;

interface MemberRow {
  id: string;
  user_id: string | null;
  display_name: string | null;
  shares: number;
  status: Pool['members'][number]['status'];
  organiser: boolean;
  joined_at: Date | string;
  accepted_version: number | null;
}

interface TicketRow {
  id: string;
  game: GameId;
  draw_date: string;
  line_price_minor: number;
  origin: Pool['draws'][number]['tickets'][number]['origin'];
  photo_sha256: string | null;
  photo_media_type: 'image/jpeg' | 'image/png' | 'image/webp' | null;
  added_at: Date | string;
  lines: { main: number[]; special: number[] }[];
}

interface ResultRow {
  ticket_id: string;
  line_index: number;
  tier: string;
  prize_kind: 'fixed' | 'jackpot' | 'pari-mutuel';
  prize_amount: string | null;
  recorded_minor: string | null;
}

const drawKey = (game: string, date: string) => `${game} ${date}`;

/**
 * What a pool's members see (issue 36): the pool with its members, agreement and draws, each draw's
 * tickets, seal, contributions, results and every member's statement (their share of the spend and
 * of the winnings, split by the stated rule of libs/lottery splitPrize over the sealed shares); the
 * list of the caller's pools; and the evidence pack's records.
 */
@Injectable()
export class PoolViews {
  constructor(
    private readonly database: TicketsDatabase,
    private readonly access: PoolAccess,
    private readonly seats: PoolSeats,
  ) {}

  async list({ userId }: PoolRequest<'list'>): Promise<PoolList> {
    const { pools, poolMembers, poolSeals } = this.database.tables;
    const { rows } = await (await this.database.pool()).query<{ id: string; name: string; games: GameId[]; organiser: boolean; status: Pool['me']['status']; members: number; seal_game: GameId | null; seal_date: string | null; seal_hash: string | null }>(
      `select p.id, p.name, p.games, m.organiser, m.status,
              (select count(*)::int from ${poolMembers} x where x.pool_id = p.id and x.status = 'active') as members,
              s.game as seal_game, s.draw_date::text as seal_date, s.hash as seal_hash
         from ${poolMembers} m join ${pools} p on p.id = m.pool_id
         left join lateral (select game, draw_date, hash from ${poolSeals} where pool_id = p.id order by sequence desc limit 1) s on true
        where m.user_id = $1 and m.status <> 'pending'
        order by p.created_at desc`,
      [userId],
    );
    return {
      pools: rows.map((row) => ({
        id: row.id,
        name: row.name,
        games: row.games,
        organiser: row.organiser,
        status: row.status,
        members: row.members,
        lastSeal: row.seal_hash ? { game: row.seal_game!, date: row.seal_date!, hash: row.seal_hash } : null,
      })),
    };
  }

  async get({ poolId, userId }: { poolId: string; userId: string }): Promise<Pool> {
    const sql = await this.database.pool();
    const me = await this.access.reader(sql, poolId, userId);
    const { pools, poolMembers, poolAcceptances, poolAgreements, poolContributions, poolSeals } = this.database.tables;
    const { rows: poolRows } = await sql.query<{ id: string; name: string; games: GameId[]; share_mode: 'equal' | 'shares'; created_at: Date }>(`select id, name, games, share_mode, created_at from ${pools} where id = $1`, [poolId]);
    const pool = poolRows[0];
    if (!pool) throw poolNotFound();
    const { rows: agreements } = await sql.query<AgreementRow>(`select version, text_en, text_es, text_sha256, created_at from ${poolAgreements} where pool_id = $1 order by version desc limit 1`, [poolId]);
    const agreement = agreements[0]!;
    const { rows: members } = await sql.query<MemberRow>(
      `select m.id, m.user_id, m.display_name, m.shares, m.status, m.organiser, m.joined_at, (select max(version) from ${poolAcceptances} a where a.member_id = m.id) as accepted_version
         from ${poolMembers} m where m.pool_id = $1 and ($2 or m.status <> 'pending') order by m.joined_at, m.id`,
      [poolId, me.organiser],
    );
    const { rows: seals } = await sql.query<{ game: GameId; draw_date: string; hash: string; sequence: number; sealed_at: Date | string; sealed_by: SealRecord['sealedBy']; record: string }>(
      `select game, draw_date::text, hash, sequence, sealed_at, sealed_by, record from ${poolSeals} where pool_id = $1`,
      [poolId],
    );
    const tickets = await this.tickets(sql, poolId);
    const results = await this.results(sql, poolId);
    const { rows: contributions } = await sql.query<{ game: GameId; draw_date: string; member_id: string; amount_minor: number; recorded_at: Date | string; confirmed_at: Date | string | null }>(
      `select game, draw_date::text, member_id, amount_minor, recorded_at, confirmed_at from ${poolContributions} where pool_id = $1 order by recorded_at, member_id`,
      [poolId],
    );
    const checked = await this.checkedDraws(sql, poolId);

    const keys = new Map<string, { game: GameId; date: string }>();
    for (const row of [...tickets, ...contributions, ...seals]) keys.set(drawKey(row.game, row.draw_date), { game: row.game, date: row.draw_date });
    const ordered = [...keys.values()].sort((a, b) => b.date.localeCompare(a.date) || a.game.localeCompare(b.game)).slice(0, DRAWS_SHOWN);
    // Who an open draw's record would hold now: active members agreeing to the version in force, less those who sit it out.
    const openSeats: Seat[] = members
      .filter((member) => member.status === 'active' && member.accepted_version === agreement.version && member.user_id !== null)
      .map((member) => ({ memberId: member.id, userId: member.user_id!, shares: pool.share_mode === 'equal' ? 1 : member.shares }));
    const now = new Date();

    const draws = await Promise.all(ordered.map(async ({ game, date }): Promise<PoolDraw> => {
      const key = drawKey(game, date);
      const seal = seals.find((row) => row.game === game && row.draw_date === date);
      const record = seal ? (JSON.parse(seal.record) as SealRecord) : undefined;
      const drawTickets = tickets.filter((ticket) => ticket.game === game && ticket.draw_date === date);
      const spendMinor = drawTickets.reduce((sum, ticket) => sum + ticket.lines.length * ticket.line_price_minor, 0);
      const currency = findGame(game)!.currency;
      const open = record ? undefined : await this.seats.seated(sql, openSeats, currency, date, spendMinor, now);
      const holders: ShareHolder[] = record ? record.members.map((member) => ({ memberId: member.memberId, shares: member.shares })) : open!.counted;
      const drawResults = checked.has(key) ? results.filter((row) => drawTickets.some((ticket) => ticket.id === row.ticket_id)) : undefined;
      const prizes = (drawResults ?? []).map((row) => ({
        ticketId: row.ticket_id,
        line: row.line_index,
        tier: row.tier,
        kind: row.prize_kind,
        amountMinor: row.prize_kind === 'fixed' ? toMinorUnits(Number(row.prize_amount ?? 0), currency) : row.recorded_minor === null ? null : Number(row.recorded_minor),
      }));
      const wonMinor = prizes.reduce((sum, prize) => sum + (prize.amountMinor ?? 0), 0);
      const spendParts = holders.length > 0 ? splitPrize(spendMinor, holders) : [];
      const winningParts = holders.length > 0 ? splitPrize(wonMinor, holders) : [];
      return {
        game,
        date,
        currency,
        salesCutoffAt: salesCutoffAt(game, date).toISOString(),
        status: seal ? 'sealed' : 'open',
        seal: seal ? { hash: seal.hash, sequence: seal.sequence, sealedAt: isoTime(seal.sealed_at), sealedBy: seal.sealed_by, memberIds: record!.members.map((member) => member.memberId) } : null,
        tickets: drawTickets.map((ticket) => ({
          id: ticket.id,
          lines: ticket.lines,
          linePriceMinor: ticket.line_price_minor,
          origin: ticket.origin,
          photo: ticket.photo_sha256 && ticket.photo_media_type ? { sha256: ticket.photo_sha256, mediaType: ticket.photo_media_type } : null,
          addedAt: isoTime(ticket.added_at),
        })),
        spendMinor,
        contributions: contributions
          .filter((row) => row.game === game && row.draw_date === date)
          .map((row) => ({ memberId: row.member_id, amountMinor: row.amount_minor, recordedAt: isoTime(row.recorded_at), confirmedAt: row.confirmed_at ? isoTime(row.confirmed_at) : null })),
        results: drawResults
          ? {
              prizes,
              wonMinor,
              amountsPending: prizes.filter((prize) => prize.amountMinor === null).length,
              claimNeeded: prizes.some((prize) => prize.kind === 'jackpot' || (prize.amountMinor ?? 0) > CLAIM_THRESHOLDS[game].amount),
            }
          : null,
        statement: holders.map((holder, index) => ({ memberId: holder.memberId, spendMinor: spendParts[index]!.amount, winningsMinor: drawResults ? winningParts[index]!.amount : 0 })),
        sittingOut: open?.sittingOut ?? [],
      };
    }));

    return {
      id: pool.id,
      name: pool.name,
      games: pool.games,
      shareMode: pool.share_mode,
      me: { memberId: me.memberId, organiser: me.organiser, status: me.status },
      members: members.map((member) => ({
        memberId: member.id,
        displayName: member.display_name,
        shares: pool.share_mode === 'equal' ? 1 : member.shares,
        status: member.status,
        organiser: member.organiser,
        acceptedVersion: member.accepted_version,
        joinedAt: isoTime(member.joined_at),
      })),
      agreement: agreementView(agreement),
      draws,
      createdAt: isoTime(pool.created_at),
    };
  }

  /** The evidence pack without the photos' bytes: every seal in order, every agreement version, the photos the seals name. */
  async evidence({ poolId, userId }: PoolRequest<'evidence'>) {
    const sql = await this.database.pool();
    await this.access.reader(sql, poolId, userId);
    const { pools, poolSeals, poolAgreements, poolTickets } = this.database.tables;
    const { rows: poolRows } = await sql.query<{ name: string }>(`select name from ${pools} where id = $1`, [poolId]);
    const { rows: seals } = await sql.query<{ hash: string; record: string }>(`select hash, record from ${poolSeals} where pool_id = $1 order by sequence`, [poolId]);
    const { rows: agreements } = await sql.query<AgreementRow>(`select version, text_en, text_es, text_sha256, created_at from ${poolAgreements} where pool_id = $1 order by version`, [poolId]);
    const records = seals.map((seal) => ({ hash: seal.hash, record: JSON.parse(seal.record) as SealRecord }));
    const sealedPhotos = new Set(records.flatMap(({ record }) => record.tickets.flatMap((ticket) => (ticket.photoSha256 ? [ticket.photoSha256] : []))));
    const { rows: photos } = await sql.query<{ id: string; photo_sha256: string }>(
      `select distinct on (photo_sha256) id, photo_sha256 from ${poolTickets} where pool_id = $1 and photo_sha256 = any($2::text[]) order by photo_sha256, added_at`,
      [poolId, [...sealedPhotos]],
    );
    return {
      format: EVIDENCE_PACK_FORMAT,
      pool: { id: poolId, name: poolRows[0]!.name },
      exportedAt: new Date().toISOString(),
      seals: records,
      agreements: agreements.map((row) => ({ version: row.version, en: row.text_en, es: row.text_es, textSha256: row.text_sha256 })),
      photos: photos.map((row) => ({ ticketId: row.id, sha256: row.photo_sha256 })),
    };
  }

  private async tickets(sql: Sql, poolId: string): Promise<TicketRow[]> {
    const { poolTickets, poolLines } = this.database.tables;
    const { rows } = await sql.query<TicketRow>(
      `select t.id, t.game, t.draw_date::text, t.line_price_minor, t.origin, t.photo_sha256, t.photo_media_type, t.added_at,
              coalesce((select json_agg(json_build_object('main', l.main, 'special', l.special) order by l.line_index) from ${poolLines} l where l.ticket_id = t.id), '[]') as lines
         from ${poolTickets} t where t.pool_id = $1 order by t.added_at, t.id`,
      [poolId],
    );
    return rows;
  }

  /** Every winning line of the pool's checked tickets, with the amount recorded for a jackpot or pari-mutuel prize. */
  private async results(sql: Sql, poolId: string): Promise<ResultRow[]> {
    const { poolTickets, poolLines, poolResults, poolPrizeAmounts } = this.database.tables;
    const { rows } = await sql.query<ResultRow>(
      `select r.ticket_id, l.line_index, r.tier, r.prize_kind, r.prize_amount::text, a.amount_minor::text as recorded_minor
         from ${poolResults} r
         join ${poolLines} l on l.id = r.line_id
         join ${poolTickets} t on t.id = r.ticket_id
         left join ${poolPrizeAmounts} a on a.ticket_id = r.ticket_id and a.line_index = l.line_index
        where t.pool_id = $1 and r.tier is not null
        order by r.ticket_id, l.line_index`,
      [poolId],
    );
    return rows;
  }

  /** The pool's draws whose results are checked (the draw is stored and its lines were checked). */
  private async checkedDraws(sql: Sql, poolId: string): Promise<Set<string>> {
    const { rows } = await sql.query<{ game: string; draw_date: string }>(
      `select distinct t.game, t.draw_date::text from ${this.database.tables.poolTickets} t
        where t.pool_id = $1 and exists (select 1 from ${this.database.tables.checkedDraws} c where c.game = t.game and c.draw_date = t.draw_date)`,
      [poolId],
    );
    return new Set(rows.map((row) => drawKey(row.game, row.draw_date)));
  }
}
