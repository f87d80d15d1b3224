import { Injectable } from '@nestjs/common';
import { DomainError, TICKETS_PER_USER_MAX, type SignedInCaller, type Ticket, type TicketCreate, type TicketSummary, type TicketUpdate } from '@pickwise/contracts';
import { findGame, prizeTableOn, type Game } from '@pickwise/lottery';
import { randomUUID } from 'node:crypto';
import { CoveredDraws } from '../covered-draws/covered-draws.js';
import { TicketsDatabase, type Sql } from '../database/tickets-database.js';
import { Budgets, roundCents } from '../limits/budgets.js';
import { StoredDrawsCheck, type UncheckedTicket } from './stored-draws-check.js';
import { TicketViews } from './ticket-views.js';

const notFound = () => new DomainError('NOT_FOUND', 'No such ticket');

/** A ticket as it will be stored: the game's price and currency filled in, its covered draws known. */
interface PreparedTicket {
  game: Game;
  ticket: TicketUpdate;
  pricePerLine: number;
  dates: string[];
}

/** Saving, changing and removing a player's tickets; every query is limited to the caller's own. */
@Injectable()
export class TicketsService {
  constructor(
    private readonly database: TicketsDatabase,
    private readonly views: TicketViews,
    private readonly covered: CoveredDraws,
    private readonly budgets: Budgets,
    private readonly storedDraws: StoredDrawsCheck,
  ) {}

  async list(caller: SignedInCaller): Promise<TicketSummary[]> {
    return this.views.list(await this.database.pool(), caller.userId);
  }

  async get(caller: SignedInCaller, id: string): Promise<Ticket> {
    return (await this.views.ticket(await this.database.pool(), caller.userId, id)) ?? Promise.reject(notFound());
  }

  async create(caller: SignedInCaller, input: TicketCreate): Promise<Ticket> {
    const { clientId, ...fields } = input;
    if (clientId !== undefined) {
      const moved = await this.byClientId(await this.database.pool(), caller.userId, clientId);
      if (moved) return moved;
    }
    const prepared = await this.prepare(fields);
    const saved = await this.database.transaction(async (sql) => {
      await this.database.lockPlayer(sql, caller.userId);
      // Checked again under the lock: the same device ticket sent twice at once is stored once.
      if (clientId !== undefined) {
        const moved = await this.byClientId(sql, caller.userId, clientId);
        if (moved) return moved;
      }
      const { rows } = await sql.query<{ count: number }>(`select count(*)::int as count from ${this.database.tables.tickets} where user_id = $1`, [caller.userId]);
      if ((rows[0]?.count ?? 0) >= TICKETS_PER_USER_MAX) throw new DomainError('CONFLICT', `You keep ${TICKETS_PER_USER_MAX} tickets, the most an account can: delete past ones to save more`);
      await this.assertWithinBudget(sql, caller.userId, prepared);
      const ticketId = randomUUID();
      const { rows: inserted } = await sql.query<{ updated_at: string }>(
        `insert into ${this.database.tables.tickets} (id, user_id, client_id, game, label, first_draw_date, last_draw_date, draw_dates, draws, price_per_line, currency)
         values ($1, $2, $3, $4, $5, $6::date, $7::date, $8::date[], $9, $10, $11)
         returning updated_at::text`,
        [ticketId, caller.userId, clientId ?? null, ...this.ticketColumns(prepared)],
      );
      await this.insertLines(sql, ticketId, prepared.ticket.lines);
      return { ticketId, updatedAt: inserted[0]!.updated_at };
    });
    if (!('ticketId' in saved)) return saved;
    await this.storedDraws.runOrLeaveToSweep(this.unchecked(saved.ticketId, saved.updatedAt, prepared));
    return this.get(caller, saved.ticketId);
  }

  async update(caller: SignedInCaller, id: string, input: TicketUpdate): Promise<Ticket> {
    await this.assertOwned(await this.database.pool(), caller.userId, id);
    const prepared = await this.prepare(input);
    const updatedAt = await this.database.transaction(async (sql) => {
      await this.database.lockPlayer(sql, caller.userId);
      await this.assertOwned(sql, caller.userId, id);
      await this.assertWithinBudget(sql, caller.userId, prepared, id);
      const { rows } = await sql.query<{ updated_at: string }>(
        `update ${this.database.tables.tickets}
            set game = $2, label = $3, first_draw_date = $4::date, last_draw_date = $5::date, draw_dates = $6::date[], draws = $7,
                price_per_line = $8, currency = $9, updated_at = now(), stored_draws_checked_at = null
          where id = $1
          returning updated_at::text`,
        [id, ...this.ticketColumns(prepared)],
      );
      // New lines, so every result is checked again.
      await sql.query(`delete from ${this.database.tables.results} where ticket_id = $1`, [id]);
      await sql.query(`delete from ${this.database.tables.lines} where ticket_id = $1`, [id]);
      await this.insertLines(sql, id, prepared.ticket.lines);
      return rows[0]!.updated_at;
    });
    await this.storedDraws.runOrLeaveToSweep(this.unchecked(id, updatedAt, prepared));
    return this.get(caller, id);
  }

  async delete(caller: SignedInCaller, id: string): Promise<{ id: string }> {
    const pool = await this.database.pool();
    const { rowCount } = await pool.query(`delete from ${this.database.tables.tickets} where id = $1 and user_id = $2`, [id, caller.userId]);
    if (!rowCount) throw notFound();
    return { id };
  }

  /** The owner opened the ticket: its results are read. */
  async markRead(caller: SignedInCaller, id: string): Promise<{ id: string; marked: number }> {
    const pool = await this.database.pool();
    await this.assertOwned(pool, caller.userId, id);
    const { rowCount } = await pool.query(`update ${this.database.tables.results} set read_at = now() where ticket_id = $1 and read_at is null`, [id]);
    return { id, marked: rowCount ?? 0 };
  }

  private async prepare(ticket: TicketUpdate): Promise<PreparedTicket> {
    const game = findGame(ticket.game);
    if (!game) throw new DomainError('VALIDATION', `Unknown game: ${ticket.game}`);
    const pricePerLine = ticket.pricePerLine ?? prizeTableOn(game.id, ticket.firstDrawDate)?.ticketPrice;
    if (pricePerLine === undefined) throw new DomainError('VALIDATION', `pricePerLine: ${game.name}'s price on ${ticket.firstDrawDate} is not known; send what a line cost`);
    const dates = await this.covered.dates(game, ticket.firstDrawDate, ticket.draws);
    return { game, ticket, pricePerLine, dates };
  }

  private ticketColumns({ game, ticket, pricePerLine, dates }: PreparedTicket) {
    return [game.id, ticket.label || null, ticket.firstDrawDate, dates.at(-1), dates, ticket.draws, pricePerLine, game.currency];
  }

  private async insertLines(sql: Sql, ticketId: string, lines: TicketUpdate['lines']): Promise<void> {
    await sql.query(
      `insert into ${this.database.tables.lines} (ticket_id, line_index, main, special)
       select $1, l.index - 1, array(select jsonb_array_elements_text(l.line -> 'main')::smallint), array(select jsonb_array_elements_text(l.line -> 'special')::smallint)
         from jsonb_array_elements($2::jsonb) with ordinality as l(line, index)`,
      [ticketId, JSON.stringify(lines)],
    );
  }

  private async assertWithinBudget(sql: Sql, userId: string, { game, ticket, pricePerLine, dates }: PreparedTicket, excludeTicketId?: string): Promise<void> {
    const costPerDraw = roundCents(ticket.lines.length * pricePerLine);
    const over = await this.budgets.overBudget(sql, userId, game.currency, dates, costPerDraw, new Date(), excludeTicketId);
    if (over) throw new DomainError('CONFLICT', over);
  }

  private async assertOwned(sql: Sql, userId: string, id: string): Promise<void> {
    const { rowCount } = await sql.query(`select 1 from ${this.database.tables.tickets} where id = $1 and user_id = $2`, [id, userId]);
    if (!rowCount) throw notFound();
  }

  private async byClientId(sql: Sql, userId: string, clientId: string): Promise<Ticket | undefined> {
    const { rows } = await sql.query<{ id: string }>(`select id from ${this.database.tables.tickets} where user_id = $1 and client_id = $2`, [userId, clientId]);
    return rows[0] && this.views.ticket(sql, userId, rows[0].id);
  }

  /** The saved ticket as StoredDrawsCheck takes it: its stored draws are checked after the save's transaction. */
  private unchecked(id: string, updatedAt: string, { game, ticket, dates }: PreparedTicket): UncheckedTicket {
    return { id, game: game.id, firstDrawDate: ticket.firstDrawDate, lastDrawDate: dates.at(-1)!, draws: ticket.draws, updatedAt };
  }
}
