import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS,
  parseOrThrow,
  ticketCreateRequestSchema,
  ticketRefRequestSchema,
  ticketUpdateRequestSchema,
  ticketsCallerSchema,
  type Ticket,
  type TicketList,
} from '@pickwise/contracts';
import { TicketsService } from './tickets.service.js';

/** `tickets.*` for one signed-in caller (from a token the gateway verified): their own tickets only. */
@Controller()
export class TicketsHandler {
  constructor(private readonly tickets: TicketsService) {}

  @MessagePattern(SUBJECTS.ticketsCreate)
  async create(@Payload() payload: unknown): Promise<{ ok: true; data: Ticket }> {
    const { ticket, ...caller } = parseOrThrow(ticketCreateRequestSchema, payload);
    return { ok: true, data: await this.tickets.create(caller, ticket) };
  }

  @MessagePattern(SUBJECTS.ticketsList)
  async list(@Payload() payload: unknown): Promise<{ ok: true; data: TicketList }> {
    return { ok: true, data: { tickets: await this.tickets.list(parseOrThrow(ticketsCallerSchema, payload)) } };
  }

  @MessagePattern(SUBJECTS.ticketsGet)
  async get(@Payload() payload: unknown): Promise<{ ok: true; data: Ticket }> {
    const { id, ...caller } = parseOrThrow(ticketRefRequestSchema, payload);
    return { ok: true, data: await this.tickets.get(caller, id) };
  }

  @MessagePattern(SUBJECTS.ticketsUpdate)
  async update(@Payload() payload: unknown): Promise<{ ok: true; data: Ticket }> {
    const { id, ticket, ...caller } = parseOrThrow(ticketUpdateRequestSchema, payload);
    return { ok: true, data: await this.tickets.update(caller, id, ticket) };
  }

  @MessagePattern(SUBJECTS.ticketsDelete)
  async delete(@Payload() payload: unknown): Promise<{ ok: true; data: { id: string } }> {
    const { id, ...caller } = parseOrThrow(ticketRefRequestSchema, payload);
    return { ok: true, data: await this.tickets.delete(caller, id) };
  }

  @MessagePattern(SUBJECTS.ticketsMarkRead)
  async markRead(@Payload() payload: unknown): Promise<{ ok: true; data: { id: string; marked: number } }> {
    const { id, ...caller } = parseOrThrow(ticketRefRequestSchema, payload);
    return { ok: true, data: await this.tickets.markRead(caller, id) };
  }
}
