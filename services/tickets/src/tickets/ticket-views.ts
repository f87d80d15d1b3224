import { Injectable } from '@nestjs/common';
import { ticketListOrder, type DrawVerificationStatus, type LineResult, type Ticket, type TicketPrize, type TicketSummary } from '@pickwise/contracts';
import type { CurrencyCode, GameId } from '@pickwise/lottery';
import { TicketsDatabase, type Sql } from '../database/tickets-database.js';
import { roundCents } from '../limits/budgets.js';

interface SummaryRow {
  id: string;
  game: GameId;
  label: string | null;
  lines: { main: number[]; special: number[] }[];
  first_draw_date: string;
  last_draw_date: string;
  draw_dates: string[];
  draws: number;
  price_per_line: number;
  currency: CurrencyCode;
  /** Timestamps as the pool's type parsers give them (text); read with `new Date`. */
  created_at: string | Date;
  updated_at: string | Date;
  won: number;
  wins_without_amount: number;
  checked_dates: string[];
  unverified_draws: number;
  unread: number;
}

interface ResultRow {
  line: number;
  draw: string;
  main: number[];
  special: number[];
  bonus: boolean;
  tier: string | null;
  prize_kind: TicketPrize['kind'] | null;
  prize_amount: number | null;
  prize_paid_as: 'free-ticket' | 'refund' | null;
  unread: boolean;
  /** The checked draw's status; null until the draws service was asked. */
  draw_status: DrawVerificationStatus | null;
}

function prizeOf(row: ResultRow): TicketPrize | null {
  if (row.prize_kind === 'fixed') return { kind: 'fixed', amount: row.prize_amount ?? 0, ...(row.prize_paid_as ? { paidAs: row.prize_paid_as } : {}) };
  return row.prize_kind ? { kind: row.prize_kind } : null;
}

function summaryOf(row: SummaryRow): TicketSummary {
  const checked = new Set(row.checked_dates);
  const nextDrawDate = row.draw_dates.find((date) => !checked.has(date)) ?? null;
  return {
    id: row.id,
    game: row.game,
    label: row.label,
    lines: row.lines,
    firstDrawDate: row.first_draw_date,
    lastDrawDate: row.last_draw_date,
    draws: row.draws,
    pricePerLine: row.price_per_line,
    currency: row.currency,
    cost: roundCents(row.lines.length * row.draws * row.price_per_line),
    won: roundCents(row.won),
    winsWithoutAmount: row.wins_without_amount,
    status: nextDrawDate === null ? 'past' : 'active',
    nextDrawDate,
    drawsChecked: checked.size,
    drawsUnverified: row.unverified_draws,
    unread: row.unread,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * What one page of the export holds at most beyond its first ticket, which always goes: a NATS reply
 * holds 1 MB, and the largest ticket (TICKET_MAX_LINES × TICKET_MAX_DRAWS results) is about 490 KB.
 */
export const EXPORT_PAGE = { tickets: 500, results: 4_000, bytes: 512 * 1024 } as const;

/** A ticket with its results per covered draw and line, newest draw first: stored results as checked, the other covered draws pending. */
function ticketOf(row: SummaryRow, rows: readonly ResultRow[]): Ticket {
  const checked = new Map<string, ResultRow>(rows.map((result) => [`${result.draw}|${result.line}`, result]));
  const dates = [...new Set([...row.draw_dates, ...rows.map((result) => result.draw)])].sort().reverse();
  const lineResults = dates.flatMap((draw) =>
    row.lines.map((_line, line): LineResult => {
      const result = checked.get(`${draw}|${line}`);
      if (!result) return { draw, line, status: 'pending', main: [], special: [], bonus: false, tier: null, prize: null, unread: false };
      return {
        draw,
        line,
        status: 'checked',
        main: result.main,
        special: result.special,
        bonus: result.bonus,
        tier: result.tier,
        prize: prizeOf(result),
        unread: result.unread,
        ...(result.draw_status ? { drawStatus: result.draw_status } : {}),
      };
    }),
  );
  return { ...summaryOf(row), results: lineResults };
}

/** Saved tickets as the owner sees them: what the list shows, one ticket with every result, and all of them so (the export). */
@Injectable()
export class TicketViews {
  constructor(private readonly database: TicketsDatabase) {}

  /** The user's tickets (one: `ticketId`; a page: those after `after` in the order of their ids, at most `limit`). */
  private async summaryRows(sql: Sql, userId: string, { ticketId, after, limit }: { ticketId?: string; after?: string | null; limit?: number } = {}): Promise<SummaryRow[]> {
    const { tickets, lines, results, checkedDraws } = this.database.tables;
    const { rows } = await sql.query<SummaryRow>(
      `select t.id, t.game, t.label, t.first_draw_date::text, t.last_draw_date::text, t.draw_dates::text[], t.draws,
              t.price_per_line::float8, t.currency, t.created_at, t.updated_at,
              (select json_agg(json_build_object('main', l.main, 'special', l.special) order by l.line_index) from ${lines} l where l.ticket_id = t.id) as lines,
              coalesce(a.won, 0)::float8 as won, coalesce(a.wins_without_amount, 0)::int as wins_without_amount,
              coalesce(a.checked_dates, '{}') as checked_dates, coalesce(a.unread, 0)::int as unread,
              (select count(*) from ${checkedDraws} c
                where c.game = t.game and c.draw_date = any(coalesce(a.checked_dates, '{}')::date[]) and c.draw_status in ('provisional', 'disputed'))::int as unverified_draws
         from ${tickets} t
         left join lateral (
           select sum(r.prize_amount) filter (where r.prize_kind = 'fixed') as won,
                  count(*) filter (where r.prize_kind in ('jackpot', 'pari-mutuel')) as wins_without_amount,
                  array_agg(distinct r.draw_date::text) as checked_dates,
                  count(distinct r.draw_date) filter (where r.read_at is null) as unread
             from ${results} r where r.ticket_id = t.id
         ) a on true
        where t.user_id = $1 and ($2::uuid is null or t.id = $2::uuid) and ($3::uuid is null or t.id > $3::uuid)
        order by t.id
        limit $4`,
      [userId, ticketId ?? null, after ?? null, limit ?? null],
    );
    return rows;
  }

  async list(sql: Sql, userId: string): Promise<TicketSummary[]> {
    return (await this.summaryRows(sql, userId)).map(summaryOf).sort(ticketListOrder);
  }

  /** The caller's ticket with its results per covered draw and line, newest draw first; undefined when the caller has no such ticket. */
  async ticket(sql: Sql, userId: string, ticketId: string): Promise<Ticket | undefined> {
    const [ticket] = await this.withResults(sql, await this.summaryRows(sql, userId, { ticketId }));
    return ticket;
  }

  /**
   * A page of the export: the user's tickets after `after` in the order of their ids, each as
   * `ticket` answers it, whole, while they fit EXPORT_PAGE (at least one); `nextCursor` is the last
   * one's id while more follow, else null. The results budget is counted before they are read (a
   * ticket's lines × covered draws), the bytes as they will be sent.
   */
  async exportPage(sql: Sql, userId: string, after: string | null): Promise<{ tickets: Ticket[]; nextCursor: string | null }> {
    // One more than a page can hold tells whether any follow.
    const rows = await this.summaryRows(sql, userId, { after, limit: EXPORT_PAGE.tickets + 1 });
    let results = 0;
    let chosen = 0;
    while (chosen < Math.min(rows.length, EXPORT_PAGE.tickets)) {
      const row = rows[chosen]!;
      results += row.lines.length * row.draw_dates.length;
      if (chosen > 0 && results > EXPORT_PAGE.results) break;
      chosen++;
    }
    const tickets: Ticket[] = [];
    let bytes = 0;
    for (const ticket of await this.withResults(sql, rows.slice(0, chosen))) {
      bytes += Buffer.byteLength(JSON.stringify(ticket));
      if (tickets.length > 0 && bytes > EXPORT_PAGE.bytes) break;
      tickets.push(ticket);
    }
    return { tickets, nextCursor: rows.length > tickets.length ? tickets.at(-1)!.id : null };
  }

  /** The tickets' stored results, one query for all of them, with every covered draw not yet checked as pending. */
  private async withResults(sql: Sql, rows: readonly SummaryRow[]): Promise<Ticket[]> {
    if (rows.length === 0) return [];
    const { tickets, lines, results, checkedDraws } = this.database.tables;
    const { rows: resultRows } = await sql.query<ResultRow & { ticket_id: string }>(
      `select r.ticket_id, l.line_index as line, r.draw_date::text as draw, r.main_hits::int[] as main, r.special_hits::int[] as special,
              r.bonus_hit as bonus, r.tier, r.prize_kind, r.prize_amount::float8, r.prize_paid_as, r.read_at is null as unread, c.draw_status
         from ${results} r join ${lines} l on l.id = r.line_id
         join ${tickets} t on t.id = r.ticket_id
         left join ${checkedDraws} c on c.game = t.game and c.draw_date = r.draw_date
        where r.ticket_id = any($1::uuid[])`,
      [rows.map((row) => row.id)],
    );
    const byTicket = new Map<string, ResultRow[]>();
    for (const result of resultRows) {
      const ofTicket = byTicket.get(result.ticket_id);
      if (ofTicket) ofTicket.push(result);
      else byTicket.set(result.ticket_id, [result]);
    }
    return rows.map((row) => ticketOf(row, byTicket.get(row.id) ?? []));
  }
}
