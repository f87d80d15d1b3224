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
import { ApiRoute, BAD_REQUEST, jsonBody, ok } from '../docs/api-route.js';
import { TICKET_BODY_REFUSALS, TICKET_ID, TICKET_NOT_FOUND, myTicketsRoute } from '../docs/route-shapes.js';

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

  @ApiRoute(
    myTicketsRoute(
      'Save a ticket: a game, its lines, the first draw date and how many consecutive draws; checked at once against the draws already in the history. With `clientId` (a device’s ticket moved to the account) the same ticket is answered however often it is sent',
      { '201': ok('The saved ticket with its results (pending for draws not yet in the history)', ticketSchema) },
      jsonBody(ticketCreateSchema),
      TICKET_BODY_REFUSALS,
    ),
  )
  @Post()
  @HttpCode(201)
  async create(@Req() request: SignedIn, @Body() body: unknown): Promise<{ ok: true; data: Ticket }> {
    const ticket = parseOrThrow(ticketCreateSchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsCreate, { ...callerOf(request), ticket }, { schema: ticketSchema }) };
  }

  @ApiRoute(myTicketsRoute('The signed-in user’s tickets: active ones first (next draw soonest), then past ones (newest first)', { '200': ok('The tickets, without their results', ticketListSchema) }))
  @Get()
  async list(@Req() request: SignedIn): Promise<{ ok: true; data: TicketList }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsList, callerOf(request), { schema: ticketListSchema }) };
  }

  // Before ':id', so 'summary' is never read as a ticket id.
  @ApiRoute(
    myTicketsRoute('The spend ledger: spent, won and the expected loss per month and game, and totals per currency (never added up across currencies)', {
      '200': ok('Months newest first, totals per currency', ticketsSummarySchema),
    }),
  )
  @Get('summary')
  async summary(@Req() request: SignedIn): Promise<{ ok: true; data: TicketsSummary }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsSummary, callerOf(request), { schema: ticketsSummarySchema }) };
  }

  @ApiRoute(myTicketsRoute('One ticket with the result of every covered draw per line, newest draw first', { '200': ok('The ticket and its results', ticketSchema) }, TICKET_ID, { '400': BAD_REQUEST, ...TICKET_NOT_FOUND }))
  @Get(':id')
  async get(@Req() request: SignedIn, @Param('id') id: string): Promise<{ ok: true; data: Ticket }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsGet, ticketRef(request, id), { schema: ticketSchema }) };
  }

  @ApiRoute(
    myTicketsRoute('Replace a ticket (its results are checked again)', { '200': ok('The saved ticket and its results', ticketSchema) }, { ...TICKET_ID, ...jsonBody(ticketUpdateSchema) }, { ...TICKET_BODY_REFUSALS, ...TICKET_NOT_FOUND }),
  )
  @Put(':id')
  async update(@Req() request: SignedIn, @Param('id') id: string, @Body() body: unknown): Promise<{ ok: true; data: Ticket }> {
    const ref = ticketRef(request, id);
    const ticket = parseOrThrow(ticketUpdateSchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.ticketsUpdate, { ...ref, ticket }, { schema: ticketSchema }) };
  }

  @ApiRoute(myTicketsRoute('Delete a ticket and its results', { '204': { description: 'Deleted' } }, TICKET_ID, { '400': BAD_REQUEST, ...TICKET_NOT_FOUND }))
  @Delete(':id')
  @HttpCode(204)
  async remove(@Req() request: SignedIn, @Param('id') id: string): Promise<void> {
    await this.nats.request(SUBJECTS.ticketsDelete, ticketRef(request, id), { schema: ticketDeletedSchema });
  }

  /** The owner opened the ticket: its results are no longer unread. */
  @ApiRoute(myTicketsRoute('Mark the ticket’s results read (the owner opened it)', { '204': { description: 'Marked read' } }, TICKET_ID, { '400': BAD_REQUEST, ...TICKET_NOT_FOUND }))
  @Post(':id/read')
  @HttpCode(204)
  async markRead(@Req() request: SignedIn, @Param('id') id: string): Promise<void> {
    await this.nats.request(SUBJECTS.ticketsMarkRead, ticketRef(request, id), { schema: ticketMarkedReadSchema });
  }
}
