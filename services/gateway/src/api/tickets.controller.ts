import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  SUBJECTS,
  parseOrThrow,
  ticketCreateSchema,
  ticketDeletedSchema,
  ticketListSchema,
  ticketMarkedReadSchema,
  ticketRefRequestSchema,
  ticketSchema,
  ticketUpdateSchema,
  ticketsSummarySchema,
  type Ticket,
  type TicketList,
  type TicketRefRequest,
  type TicketsSummary,
} from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';

type SignedIn = { user: AuthUser };

/** The caller and the ticket the path names; a malformed id is a 400 naming `id`, never a lookup. */
const ticketRef = (request: SignedIn, id: string): TicketRefRequest => parseOrThrow(ticketRefRequestSchema, { ...callerOf(request), id });

/**
 * My tickets (/api/tickets), answered by the tickets service for the signed-in caller only: another
 * user's ticket is NOT_FOUND there, as a missing one is. An over-budget save is its CONFLICT (409).
 * Answers are private: no Cache-Control of their own, so the API's `no-store` applies.
 */
@Controller('api/tickets')
@UseGuards(JwtAuthGuard)
export class TicketsController {
  constructor(private readonly nats: NatsRequester) {}

  @Post()
  @HttpCode(201)
  async create(@Req() request: SignedIn, @Body() body: unknown): Promise<{ ok: true; data: Ticket }> {
    const ticket = parseOrThrow(ticketCreateSchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsCreate, { ...callerOf(request), ticket }, { schema: ticketSchema }) };
  }

  @Get()
  async list(@Req() request: SignedIn): Promise<{ ok: true; data: TicketList }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsList, callerOf(request), { schema: ticketListSchema }) };
  }

  // Before ':id', so 'summary' is never read as a ticket id.
  @Get('summary')
  async summary(@Req() request: SignedIn): Promise<{ ok: true; data: TicketsSummary }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsSummary, callerOf(request), { schema: ticketsSummarySchema }) };
  }

  @Get(':id')
  async get(@Req() request: SignedIn, @Param('id') id: string): Promise<{ ok: true; data: Ticket }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsGet, ticketRef(request, id), { schema: ticketSchema }) };
  }

  @Put(':id')
  async update(@Req() request: SignedIn, @Param('id') id: string, @Body() body: unknown): Promise<{ ok: true; data: Ticket }> {
    const ref = ticketRef(request, id);
    const ticket = parseOrThrow(ticketUpdateSchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsUpdate, { ...ref, ticket }, { schema: ticketSchema }) };
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Req() request: SignedIn, @Param('id') id: string): Promise<void> {
    await this.nats.request(SUBJECTS.ticketsDelete, ticketRef(request, id), { schema: ticketDeletedSchema });
  }

  /** The owner opened the ticket: its results are no longer unread. */
  @Post(':id/read')
  @HttpCode(204)
  async markRead(@Req() request: SignedIn, @Param('id') id: string): Promise<void> {
    await this.nats.request(SUBJECTS.ticketsMarkRead, ticketRef(request, id), { schema: ticketMarkedReadSchema });
  }
}
