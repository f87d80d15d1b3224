import { Injectable, Logger } from '@nestjs/common';
import { TICKET_LINE_MAIN_MAX, TICKET_LINE_SPECIAL_MAX, type DrawRecord } from '@pickwise/contracts';
import { findGame, prizeTableOn, tierGrid, type GameId, type PrizeTable } from '@pickwise/lottery';
import { TicketsDatabase } from '../database/tickets-database.js';

/**
 * How many of a line's numbers are in a drawn list, as a sum over the array's positions: an
 * expression per row, several times faster than a subquery over unnest() on a million lines.
 */
const HELD_COUNT = (column: string, drawn: string, most: number) =>
  `(${Array.from({ length: most }, (_, index) => `coalesce(${column}[${index + 1}] = any(${drawn}::int[]), false)::int`).join(' + ')})`;

/** A table's tier grid as the SQL joins it (jsonb_to_recordset), built once per table. */
const gridParameters = new WeakMap<PrizeTable, string>();
function gridParameter(table: PrizeTable): string {
  let json = gridParameters.get(table);
  if (json === undefined) {
    const cells = tierGrid(table).map((cell) => ({
      main: cell.main,
      special: cell.special,
      bonus: cell.bonus,
      bonus_counted: cell.bonusCounted,
      tier: cell.tier,
      kind: cell.prize.kind,
      amount: cell.prize.kind === 'fixed' ? cell.prize.amount : null,
      paid_as: cell.prize.kind === 'fixed' ? (cell.prize.paidAs ?? null) : null,
    }));
    gridParameters.set(table, (json = JSON.stringify(cells)));
  }
  return json;
}

/**
 * A correction to record while checking (issue 39): `key` names the draws.upserted event, and the
 * tickets whose stored results it changes on draws dated `from` or later are kept in
 * result_corrections for their owners to be told (draw-events/results-announcer.ts).
 */
export interface CorrectionToRecord {
  key: string;
  from: string;
}

/**
 * Which tickets a check covers: players' saved tickets (a ticket covers its draw dates from first to
 * last), or pools' tickets (issue 36: one draw each), whose results go to pool_line_results, a table
 * of line_results' columns.
 */
export type CheckedTickets = 'saved' | 'pool';

/**
 * Checks saved lines against drawn draws, set-based in PostgreSQL: one `insert … select` per draw
 * computes every covering line's hits (array intersections), joins them to the prize table's tier
 * grid and upserts one result per (line, draw). A result is written only where it differs, so a
 * replayed draw changes nothing and a corrected one is marked unread again; with `correction`, the
 * same statement records the tickets whose results it changed (updated, not first inserted), so a
 * crash after it loses no owner to tell. A night of two draws (UK Lotto's rounds share a date, and
 * each writes the line's result in turn) records none: its rounds would look like corrections.
 */
@Injectable()
export class DrawChecker {
  private readonly logger = new Logger(DrawChecker.name);

  constructor(private readonly database: TicketsDatabase) {}

  /** Checks every saved line covering these draws of the game (or only one ticket's lines) and upserts line_results once per (line, draw). */
  async checkDraws(
    game: GameId,
    draws: readonly DrawRecord[],
    options: { ticketId?: string; correction?: CorrectionToRecord; tickets?: CheckedTickets } = {},
  ): Promise<{ linesChecked: number; resultsChanged: number; ticketsCorrected: number }> {
    const pool = await this.database.pool();
    const { checkedDraws, corrections } = this.database.tables;
    const pools = options.tickets === 'pool';
    const { tickets, lines, results } = pools
      ? { tickets: this.database.tables.poolTickets, lines: this.database.tables.poolLines, results: this.database.tables.poolResults }
      : this.database.tables;
    const covers = pools ? 't.draw_date = $2::date' : 't.first_draw_date <= $2::date and t.last_draw_date >= $2::date';
    const currency = findGame(game)?.currency;
    const drawsOnDate = new Map<string, number>();
    for (const draw of draws) drawsOnDate.set(draw.draw_date, (drawsOnDate.get(draw.draw_date) ?? 0) + 1);
    let linesChecked = 0;
    let resultsChanged = 0;
    let ticketsCorrected = 0;
    for (const draw of draws) {
      const { correction } = options;
      const correctionKey = correction && !pools && draw.draw_date >= correction.from && drawsOnDate.get(draw.draw_date) === 1 ? correction.key : null;
      const table = prizeTableOn(game, draw.draw_date);
      if (!table) {
        this.logger.warn(`${game} ${draw.draw_date}: no prize table in force, nothing stored`);
        continue;
      }
      const { rows } = await pool.query<{ lines: number; changed: number; corrected: number }>(
        `with hits as (
           select l.id, l.ticket_id, l.main, l.special,
                  ${HELD_COUNT('l.main', '$3', TICKET_LINE_MAIN_MAX)} as main_hits,
                  ${HELD_COUNT('l.special', '$4', TICKET_LINE_SPECIAL_MAX)} as special_hits,
                  l.main::int[] && $5::int[] as bonus_hit
             from ${lines} l
             join ${tickets} t on t.id = l.ticket_id
            where t.game = $1 and ${covers}
              and ($7::uuid is null or t.id = $7::uuid)
         ),
         grid as (
           select * from jsonb_to_recordset($6::jsonb)
             as g(main int, special int, bonus boolean, bonus_counted boolean, tier text, kind text, amount numeric, paid_as text)
         ),
         upserted as (
           insert into ${results} as r (line_id, draw_date, ticket_id, main_hits, special_hits, bonus_hit, tier, prize_kind, prize_amount, prize_paid_as)
           select h.id, $2::date, h.ticket_id,
                  case when h.main_hits = 0 and not coalesce(g.bonus_counted, false) then '{}'
                       else array(select n from unnest(h.main) n
                                   where n = any($3::int[]) or (coalesce(g.bonus_counted, false) and n = any($5::int[])) order by n)::smallint[] end,
                  case when h.special_hits = 0 then '{}' else array(select n from unnest(h.special) n where n = any($4::int[]) order by n)::smallint[] end,
                  h.bonus_hit, g.tier, g.kind, g.amount, g.paid_as
             from hits h
             left join grid g on g.main = h.main_hits and g.special = h.special_hits and g.bonus = h.bonus_hit
           on conflict (line_id, draw_date) do update
              set main_hits = excluded.main_hits, special_hits = excluded.special_hits, bonus_hit = excluded.bonus_hit,
                  tier = excluded.tier, prize_kind = excluded.prize_kind, prize_amount = excluded.prize_amount,
                  prize_paid_as = excluded.prize_paid_as, checked_at = now(), read_at = null
            where (r.main_hits, r.special_hits, r.bonus_hit, r.tier, r.prize_kind, r.prize_amount, r.prize_paid_as)
                  is distinct from (excluded.main_hits, excluded.special_hits, excluded.bonus_hit, excluded.tier,
                                    excluded.prize_kind, excluded.prize_amount, excluded.prize_paid_as)
           -- xmax is 0 on a row this statement inserted, the updating transaction's id on one it changed.
           returning r.ticket_id, r.xmax::text <> '0' as updated
         ),
         corrected as (
           insert into ${corrections} (game, draw_date, correction_key, ticket_id)
           select distinct $1, $2::date, $8::text, u.ticket_id from upserted u where u.updated and $8::text is not null
           on conflict do nothing
           returning 1
         )
         select (select count(*) from hits)::int as lines, (select count(*) from upserted)::int as changed, (select count(*) from corrected)::int as corrected`,
        [game, draw.draw_date, draw.main, draw.special, draw.bonus, gridParameter(table), options.ticketId ?? null, correctionKey],
      );
      // The draw's jackpot, for the ledger's expected value: only in the game's own currency.
      const jackpot = draw.jackpot !== null && draw.jackpot_currency === currency ? draw.jackpot : null;
      await pool.query(
        `insert into ${checkedDraws} as c (game, draw_date, jackpot) values ($1, $2::date, $3)
         on conflict (game, draw_date) do update set jackpot = excluded.jackpot, checked_at = now()
          where c.jackpot is distinct from excluded.jackpot`,
        [game, draw.draw_date, jackpot],
      );
      linesChecked += rows[0]?.lines ?? 0;
      resultsChanged += rows[0]?.changed ?? 0;
      ticketsCorrected += rows[0]?.corrected ?? 0;
    }
    return { linesChecked, resultsChanged, ticketsCorrected };
  }
}
