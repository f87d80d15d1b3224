import { Controller, Get, Param, Query } from '@nestjs/common';
import { SUBJECTS, drawsListQuerySchema, drawsListResponseSchema, drawsStatsQuerySchema, gameStatsSchema, parseOrThrow } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';

/** Draw history and statistics live in the draws service; the gateway validates the request, forwards it and validates the reply. */
@Controller('api/draws')
export class DrawsController {
  constructor(private readonly nats: NatsRequester) {}

  @Get()
  async list(@Query() query: Record<string, unknown>) {
    const request = parseOrThrow(drawsListQuerySchema, query);
    return { ok: true as const, data: await this.nats.request(SUBJECTS.drawsList, request, { schema: drawsListResponseSchema }) };
  }

  @Get(':game/stats')
  async stats(@Param('game') game: string, @Query() query: Record<string, unknown>) {
    const request = parseOrThrow(drawsStatsQuerySchema, { ...query, game });
    return { ok: true as const, data: await this.nats.request(SUBJECTS.drawsStats, request, { schema: gameStatsSchema }) };
  }
}
