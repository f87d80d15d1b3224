import type { Ticket } from '@pickwise/contracts';

/**
 * One CSV field as RFC 4180 writes it: quoted when it holds a comma, a double quote, a line break
 * or surrounding space (which spreadsheets would trim), its quotes doubled.
 */
export function csvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records end with CRLF (RFC 4180), the last one too. */
export const csvRecords = (rows: readonly (readonly (string | number | boolean | null)[])[]) => rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');

export const TICKETS_CSV_HEADER = [
  'ticket_id',
  'game',
  'label',
  'first_draw_date',
  'last_draw_date',
  'draws',
  'price_per_line',
  'currency',
  'ticket_created_at',
  'line',
  'line_main',
  'line_special',
  'draw_date',
  'result_status',
  'matched_main',
  'matched_special',
  'bonus_matched',
  'tier',
  'prize_kind',
  'prize_amount',
  'prize_paid_as',
] as const;

const numbers = (list: readonly number[]) => list.join(' ');

/**
 * tickets.csv of the export: a header row, then one row per ticket line and draw result (newest draw
 * first, as the ticket holds them); a line without results yet has one row with empty result
 * columns. Lines are numbered from 1, as the site shows them.
 */
export function ticketsCsv(tickets: readonly Ticket[]): string {
  const rows: (string | number | boolean | null)[][] = [[...TICKETS_CSV_HEADER]];
  for (const ticket of tickets) {
    const ticketColumns = [ticket.id, ticket.game, ticket.label, ticket.firstDrawDate, ticket.lastDrawDate, ticket.draws, ticket.pricePerLine, ticket.currency, ticket.createdAt];
    ticket.lines.forEach((line, index) => {
      const lineColumns = [...ticketColumns, index + 1, numbers(line.main), numbers(line.special)];
      const results = ticket.results.filter((result) => result.line === index);
      if (results.length === 0) rows.push([...lineColumns, null, null, null, null, null, null, null, null, null]);
      for (const result of results) {
        const checked = result.status === 'checked';
        rows.push([
          ...lineColumns,
          result.draw,
          result.status,
          checked ? numbers(result.main) : null,
          checked ? numbers(result.special) : null,
          checked ? result.bonus : null,
          result.tier,
          result.prize?.kind ?? null,
          result.prize?.kind === 'fixed' ? result.prize.amount : null,
          result.prize?.kind === 'fixed' ? (result.prize.paidAs ?? null) : null,
        ]);
      }
    });
  }
  return csvRecords(rows);
}
