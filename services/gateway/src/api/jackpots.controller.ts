import { Controller, Get, Query, Res } from '@nestjs/common';
import { jackpotsQuerySchema, parseOrThrow, type JackpotsResponse, jackpotsResponseSchema } from '@pickwise/contracts';
import type { FastifyReply } from 'fastify';
import { LastGoodJackpots } from './last-good-jackpots.js';
import { ApiRoute, BAD_REQUEST, UNAVAILABLE, UNKNOWN_GAME, ok, queryParameters } from '../docs/api-route.js';

/** Jackpots for the game cards, one call for all of them; the jackpots service answers from memory. */
@Controller('api')
export class JackpotsController {
  constructor(private readonly lastGoodJackpots: LastGoodJackpots) {}

  @ApiRoute({
    summary: 'Jackpot of each game: a provider’s advertised next jackpot (live), the latest draw’s (fallback) or the static estimate',
    parameters: queryParameters(jackpotsQuerySchema, { descriptions: { games: 'Comma-separated game ids (at most 12); all games when absent' } }),
    responses: {
      '200': ok('Keyed by game id; drawDate is the next draw. Cache-Control: public, max-age=60', jackpotsResponseSchema),
      '400': BAD_REQUEST,
      '404': UNKNOWN_GAME,
      '503': UNAVAILABLE,
    },
  })
  @Get('jackpots')
  async jackpots(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ ok: true; data: JackpotsResponse }> {
    const request = parseOrThrow(jackpotsQuerySchema, query);
    const { data, stale } = await this.lastGoodJackpots.read(request.games);
    // The service refreshes every 10 minutes; a minute in browsers and proxies spares it repeated
    // asks. The last figures kept while it is away are not cached, so the next read gets fresh ones.
    void reply.header('Cache-Control', stale ? 'no-store' : 'public, max-age=60');
    return { ok: true, data };
  }
}
