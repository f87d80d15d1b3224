import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { SUBJECTS, parseOrThrow, ticketCheckBodySchema, ticketCheckResponseSchema, type TicketCheckRequest, type TicketCheckResponse } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';

/** POST /api/draws/:game/check: the ticket checker, answered by the draws service over the whole history. */
@Controller('api/draws')
export class TicketCheckController {
  constructor(private readonly nats: NatsRequester) {}

  @Post(':game/check')
  @HttpCode(200)
  async check(@Param('game') game: string, @Body() body: unknown): Promise<{ ok: true; data: TicketCheckResponse }> {
    // The body is parsed once, alone (strict: no other keys); the game of the path is looked up by the draws service.
    const request: TicketCheckRequest = { ...parseOrThrow(ticketCheckBodySchema, body ?? {}), game };
    return { ok: true, data: await this.nats.request(SUBJECTS.drawsCheck, request, { schema: ticketCheckResponseSchema }) };
  }
}
