import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { SUBJECTS, drawCorrectionsRequestSchema, drawCorrectionsResponseSchema, parseOrThrow } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import type { FastifyReply } from 'fastify';
import { DrawsReplyCache } from './draws-reply-cache.js';
import { ApiRoute, BAD_REQUEST, UNAVAILABLE, UNKNOWN_GAME, ok, pathParameter, queryParameters } from '../docs/api-route.js';

/**
 * GET /api/draws/:game/corrections: the game's corrections, newest first, public (issue 39: kept in
 * the open). A correction is written with the change of a stored draw, which the draws service
 * announces as `draws.upserted.<game>`, so the answer is kept in DrawsReplyCache with the game's
 * other draws replies and dropped with them.
 */
@Controller('api/draws')
export class DrawCorrectionsController {
  constructor(
    private readonly nats: NatsRequester,
    private readonly replies: DrawsReplyCache,
  ) {}

  @ApiRoute({
    summary: "A game's corrections, newest first: the draw's date, its numbers and jackpot before and after, the source and the time",
    parameters: [pathParameter('game'), ...queryParameters(drawCorrectionsRequestSchema, { exclude: ['game'] })],
    responses: { '200': ok('A page of corrections and their total', drawCorrectionsResponseSchema), '400': BAD_REQUEST, '404': UNKNOWN_GAME, '503': UNAVAILABLE },
  })
  @Get(':game/corrections')
  corrections(@Param('game') game: string, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const request = parseOrThrow(drawCorrectionsRequestSchema, { ...query, game });
    reply.type('application/json; charset=utf-8');
    return this.replies.body(request.game, `corrections ${JSON.stringify(request)}`, async () => ({
      ok: true,
      data: await this.nats.request(SUBJECTS.drawsCorrections, request, { schema: drawCorrectionsResponseSchema }),
    }));
  }
}
