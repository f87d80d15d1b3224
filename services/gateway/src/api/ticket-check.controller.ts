import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { SUBJECTS, parseOrThrow, ticketCheckBodySchema, ticketCheckResponseSchema, type TicketCheckRequest, type TicketCheckResponse } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { ApiRoute, BAD_REQUEST, NOT_JSON, UNAVAILABLE, UNKNOWN_GAME, failed, jsonBody, ok, pathParameter } from '../docs/api-route.js';

/** POST /api/draws/:game/check: the ticket checker, answered by the draws service over the whole history. */
@Controller('api/draws')
export class TicketCheckController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute({
    summary: 'The ticket checker: past draws where the line would have won, by the prize tier in force on each draw’s date',
    parameters: [pathParameter('game')],
    ...jsonBody(ticketCheckBodySchema),
    responses: {
      '200': ok('Winning draws, newest first, and how many draws were checked', ticketCheckResponseSchema),
      '400': BAD_REQUEST,
      '404': UNKNOWN_GAME,
      '413': failed('Body too large'),
      '415': NOT_JSON,
      '503': UNAVAILABLE,
    },
  })
  @Post(':game/check')
  @HttpCode(200)
  async check(@Param('game') game: string, @Body() body: unknown): Promise<{ ok: true; data: TicketCheckResponse }> {
    // The body is parsed once, alone (strict: no other keys); the game of the path is looked up by the draws service.
    const request: TicketCheckRequest = { ...parseOrThrow(ticketCheckBodySchema, body ?? {}), game };
    return { ok: true, data: await this.nats.request(SUBJECTS.drawsCheck, request, { schema: ticketCheckResponseSchema }) };
  }
}
