import { randomUUID } from 'node:crypto';
import { TICKET_MAX_DRAWS, TICKET_MAX_LINES } from '@pickwise/contracts';
import type { TicketsDatabase } from '../../services/tickets/src/database/tickets-database.js';

/**
 * Writes the largest ticket there can be straight into the tickets schema: a EuroMillions ticket of
 * TICKET_MAX_LINES lines over TICKET_MAX_DRAWS weekly draws (about 480 KB as the export writes it),
 * its first `checked` draws checked (a 2+1 on every line). Resolves to its id.
 */
export async function insertLargestTicket(database: TicketsDatabase, userId: string, checked: number): Promise<string> {
  const { tickets, lines, results } = database.tables;
  const pool = await database.pool();
  const id = randomUUID();
  await pool.query(
    `insert into ${tickets} (id, user_id, game, label, first_draw_date, last_draw_date, draw_dates, draws, price_per_line, currency, stored_draws_checked_at)
     select $1, $2, 'euromillions', 'every week, every line', min(d), max(d), array_agg(d order by d), $3, 2.5, 'EUR', now()
       from (select (date '2024-01-02' + 7 * n)::date as d from generate_series(0, $3::int - 1) as n) as dates`,
    [id, userId, TICKET_MAX_DRAWS],
  );
  await pool.query(`insert into ${lines} (ticket_id, line_index, main, special) select $1, n, '{3,14,25,36,47}', '{2,11}' from generate_series(0, $2::int - 1) as n`, [id, TICKET_MAX_LINES]);
  await pool.query(
    `insert into ${results} (line_id, draw_date, ticket_id, main_hits, special_hits, bonus_hit, tier, prize_kind, prize_amount)
     select l.id, d, $1, '{3,14}', '{2}', false, '2+1', 'fixed', 8.5
       from ${lines} l, unnest((select draw_dates[1:$2::int] from ${tickets} where id = $1)) as d
      where l.ticket_id = $1`,
    [id, checked],
  );
  return id;
}
