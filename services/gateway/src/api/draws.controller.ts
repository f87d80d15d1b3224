import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { SUBJECTS, drawsFreshnessRequestSchema, drawsFreshnessSchema, drawsListQuerySchema, drawsListResponseSchema, drawsStatsQuerySchema, gameStatsSchema, parseOrThrow } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import type { FastifyReply } from 'fastify';
import { DrawsReplyCache } from './draws-reply-cache.js';
import { ApiRoute, BAD_REQUEST, UNAVAILABLE, UNKNOWN_GAME, ok, pathParameter, queryParameters } from '../docs/api-route.js';

/**
 * Draw history and statistics live in the draws service (their freshness in the ingestion service); the gateway validates the request,
 * forwards it and validates the reply, then keeps the answer until the game's draws change
 * (DrawsReplyCache), so it sends the same JSON body to every visitor who asks the same.
 */
@Controller('api/draws')
export class DrawsController {
  constructor(
    private readonly nats: NatsRequester,
    private readonly replies: DrawsReplyCache,
  ) {}

  @ApiRoute({
    summary: 'Past draws of a game, newest first',
    parameters: queryParameters(drawsListQuerySchema),
    responses: { '200': ok('A page of draws and the total', drawsListResponseSchema), '400': BAD_REQUEST, '404': UNKNOWN_GAME, '503': UNAVAILABLE },
  })
  @Get()
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const request = parseOrThrow(drawsListQuerySchema, query);
    reply.type(JSON_BODY);
    return this.replies.body(request.game, `list ${JSON.stringify(request)}`, async () => ({
      ok: true,
      data: await this.nats.request(SUBJECTS.drawsList, request, { schema: drawsListResponseSchema }),
    }));
  }

  @ApiRoute({
    summary: "Statistics of a game's draws under its current rules",
    parameters: [pathParameter('game'), ...queryParameters(drawsStatsQuerySchema, { exclude: ['game'] })],
    responses: { '200': ok('Frequencies, hot, cold, overdue, bands, transitions', gameStatsSchema), '400': BAD_REQUEST, '404': UNKNOWN_GAME, '503': UNAVAILABLE },
  })
  @Get(':game/stats')
  stats(@Param('game') game: string, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const request = parseOrThrow(drawsStatsQuerySchema, { ...query, game });
    reply.type(JSON_BODY);
    return this.replies.body(request.game, `stats ${JSON.stringify(request)}`, async () => ({
      ok: true,
      data: await this.nats.request(SUBJECTS.drawsStats, request, { schema: gameStatsSchema }),
    }));
  }

  /**
   * How fresh the game's stored draws are, from the ingestion service (its run log, the newest draw,
   * the schedule). Not kept with the draws: it changes with the clock, not only with the draws.
   */
  @ApiRoute({
    summary: "How fresh a game's stored draws are: the newest stored draw, the last successful check for new draws, and whether a scheduled draw has gone a day without one",
    parameters: [pathParameter('game')],
    responses: { '200': ok('The game’s freshness (stale is computed from its draw schedule)', drawsFreshnessSchema), '400': BAD_REQUEST, '404': UNKNOWN_GAME, '503': UNAVAILABLE },
  })
  @Get(':game/freshness')
  async freshness(@Param('game') game: string) {
    const request = parseOrThrow(drawsFreshnessRequestSchema, { game });
    return { ok: true as const, data: await this.nats.request(SUBJECTS.ingestionFreshness, request, { schema: drawsFreshnessSchema }) };
  }
}

/** A cached body is sent as it is: JSON already. */
const JSON_BODY = 'application/json; charset=utf-8';
