import { Controller, Get, Param, Query } from '@nestjs/common';
import { SUBJECTS, drawsListQuerySchema, drawsStatsQuerySchema, parseOrThrow } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';

/** Draw history and statistics live in the draws service; the gateway validates and forwards. */
@Controller('api/draws')
export class DrawsController {
  constructor(private readonly nats: NatsRequester) {}

  @Get()
  async list(@Query() query: Record<string, unknown>) {
    const request = parseOrThrow(drawsListQuerySchema, query);
    return { ok: true as const, data: await this.nats.request(SUBJECTS.drawsList, request) };
  }

  @Get(':game/stats')
  async stats(@Param('game') game: string, @Query() query: Record<string, unknown>) {
    const request = parseOrThrow(drawsStatsQuerySchema, { ...query, game });
    return { ok: true as const, data: await this.nats.request(SUBJECTS.drawsStats, request) };
  }
}
