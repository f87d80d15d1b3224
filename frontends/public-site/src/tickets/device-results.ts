/**
 * A device ticket's results worked out in the browser by the rules the tickets service uses for a
 * saved one (libs/lottery `coveredDrawDates`, `lineResult` with the prize table in force on each
 * draw's date): a covered date whose draw is stored is checked, every other one is pending.
 */
import type { DrawListEntry, DrawRecord, LineResult, Ticket } from '@pickwise/contracts';
import { coveredDrawDates, findGame, lineResult, prizeTableOn } from '@pickwise/lottery';
import type { DeviceTicket } from './device-tickets.js';

/** A stored draw as /api/draws lists it, its status (issue 39) there when the draws service gives it. */
type StoredDraw = DrawRecord & Partial<Pick<DrawListEntry, 'status'>>;

/** The device ticket shown as the account's tickets are: its summary and its results, newest draw first. `stored`: the game's stored draws reaching back to the first draw date, any order. */
export function deviceTicketView(ticket: DeviceTicket, stored: readonly StoredDraw[]): Ticket {
  const game = findGame(ticket.game)!;
  const byDate = new Map<string, StoredDraw>();
  for (const draw of stored) if (!byDate.has(draw.draw_date)) byDate.set(draw.draw_date, draw);
  const newest = [...byDate.keys()].sort().at(-1) ?? null;
  const dates = coveredDrawDates(game, ticket.firstDrawDate, ticket.draws, [...byDate.keys()], newest);
  const results: LineResult[] = dates
    .flatMap((date) => {
      const draw = byDate.get(date);
      const table = prizeTableOn(game.id, date);
      return ticket.lines.map((line, index): LineResult => {
        if (!draw || !table) return { draw: date, line: index, status: 'pending', main: [], special: [], bonus: false, tier: null, prize: null, unread: false };
        return { draw: date, line: index, status: 'checked', ...lineResult(table, draw, line), unread: false, ...(draw.status ? { drawStatus: draw.status } : {}) };
      });
    })
    .reverse();
  const checked = results.filter((result) => result.status === 'checked');
  const won = checked.reduce((sum, result) => sum + (result.prize?.kind === 'fixed' ? result.prize.amount : 0), 0);
  const nextDrawDate = dates.find((date) => !byDate.has(date)) ?? null;
  return {
    id: ticket.clientId,
    game: game.id,
    label: ticket.label,
    lines: ticket.lines,
    firstDrawDate: ticket.firstDrawDate,
    lastDrawDate: dates.at(-1) ?? ticket.firstDrawDate,
    draws: ticket.draws,
    pricePerLine: ticket.pricePerLine,
    currency: game.currency,
    cost: Math.round(ticket.lines.length * ticket.draws * ticket.pricePerLine * 100) / 100,
    won: Math.round(won * 100) / 100,
    winsWithoutAmount: checked.filter((result) => result.prize !== null && result.prize.kind !== 'fixed').length,
    status: nextDrawDate ? 'active' : 'past',
    nextDrawDate,
    drawsChecked: dates.filter((date) => byDate.has(date)).length,
    drawsUnverified: dates.filter((date) => byDate.get(date)?.status === 'provisional' || byDate.get(date)?.status === 'disputed').length,
    unread: 0,
    createdAt: ticket.createdAt,
    updatedAt: ticket.createdAt,
    results,
  };
}
