import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, parseOrThrow, ticketsCallerSchema, type TicketsSummary } from '@pickwise/contracts';
import { LedgerService } from './ledger.service.js';

/** `tickets.summary`: the caller's spend ledger. */
@Controller()
export class LedgerHandler {
  constructor(private readonly ledger: LedgerService) {}

  @MessagePattern(SUBJECTS.ticketsSummary)
  async summary(@Payload() payload: unknown): Promise<{ ok: true; data: TicketsSummary }> {
    return { ok: true, data: await this.ledger.summary(parseOrThrow(ticketsCallerSchema, payload)) };
  }
}
