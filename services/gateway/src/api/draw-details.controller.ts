import { Controller, Get, Param, Query, Req, UseGuards } from '@nestjs/common';
import { DomainError, SUBJECTS, drawDetailsQuerySchema, drawDetailsResponseSchema, meSchema, parseOrThrow, type DrawDetailsResponse } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiRoute, BAD_REQUEST, SIGNED_IN, UNAVAILABLE, failed, ok, pathParameter, queryParameters } from '../docs/api-route.js';

/** docs/product-spec.md §8: the text the site shows for an incomplete profile, then what is missing. */
export const incompleteProfileMessage = (missing: readonly string[]) => `Please complete your profile. Missing: ${missing.join(', ')}`;

/**
 * GET /api/draws/:game/details: one draw's details, for signed-in users whose profile has a name,
 * an e-mail and a country (docs/product-spec.md §6). The profile is asked of identity on every
 * request, so a profile completed a moment ago counts at once.
 */
@Controller('api/draws')
@UseGuards(JwtAuthGuard)
export class DrawDetailsController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute({
    summary: 'One draw in detail: the rules and prize table of that day, how often its numbers were drawn since (signed in, complete profile)',
    ...SIGNED_IN,
    parameters: [pathParameter('game'), ...queryParameters(drawDetailsQuerySchema, { exclude: ['game'] })],
    responses: {
      '200': ok('Every draw of the game on that date', drawDetailsResponseSchema),
      '400': BAD_REQUEST,
      '401': failed('Missing, invalid or expired access token'),
      '403': failed('Please complete your profile. Missing: <items>'),
      '404': failed('Unknown game id, or no draw on that date'),
      '503': UNAVAILABLE,
    },
  })
  @Get(':game/details')
  async details(@Param('game') game: string, @Query() query: Record<string, unknown>, @Req() request: { user: AuthUser }): Promise<{ ok: true; data: DrawDetailsResponse }> {
    const detailsQuery = parseOrThrow(drawDetailsQuerySchema, { ...query, game });
    const me = await this.nats.request(SUBJECTS.identityMe, callerOf(request), { schema: meSchema });
    if (!me.profileComplete) throw new DomainError('FORBIDDEN', incompleteProfileMessage(me.missing));
    return { ok: true, data: await this.nats.request(SUBJECTS.drawsDetails, detailsQuery, { schema: drawDetailsResponseSchema }) };
  }
}
