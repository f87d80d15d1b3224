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
 * Checks saved lines against drawn draws, set-based in PostgreSQL: one `insert … select` per draw
 * computes every covering line's hits (array intersections), joins them to the prize table's tier
 * grid and upserts one result per (line, draw). A result is written only where it differs, so a
 * replayed draw changes nothing and a corrected one is marked unread again.
 */
@Injectable()
export class DrawChecker {
  private readonly logger = new Logger(DrawChecker.name);

  constructor(private readonly database: TicketsDatabase) {}

  /** Checks every saved line covering these draws of the game (or only one ticket's lines) and upserts line_results once per (line, draw). */
  async checkDraws(game: GameId, draws: readonly DrawRecord[], options: { ticketId?: string } = {}): Promise<{ linesChecked: number; resultsChanged: number }> {
    const pool = await this.database.pool();
    const { tickets, lines, results, checkedDraws } = this.database.tables;
    const currency = findGame(game)?.currency;
    let linesChecked = 0;
    let resultsChanged = 0;
    for (const draw of draws) {
      const table = prizeTableOn(game, draw.draw_date);
      if (!table) {
        this.logger.warn(`${game} ${draw.draw_date}: no prize table in force, nothing stored`);
        continue;
      }
      const { rows } = await pool.query<{ lines: number; changed: number }>(
        `with hits as (
           select l.id, l.ticket_id, l.main, l.special,
                  ${HELD_COUNT('l.main', '$3', TICKET_LINE_MAIN_MAX)} as main_hits,
                  ${HELD_COUNT('l.special', '$4', TICKET_LINE_SPECIAL_MAX)} as special_hits,
                  l.main::int[] && $5::int[] as bonus_hit
             from ${lines} l
             join ${tickets} t on t.id = l.ticket_id
            where t.game = $1 and t.first_draw_date <= $2::date and t.last_draw_date >= $2::date
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
           returning 1
         )
         select (select count(*) from hits)::int as lines, (select count(*) from upserted)::int as changed`,
        [game, draw.draw_date, draw.main, draw.special, draw.bonus, gridParameter(table), options.ticketId ?? null],
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
    }
    return { linesChecked, resultsChanged };
  }
}
