import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  DomainError,
  SUBJECTS,
  calendarFeedCreatedSchema,
  calendarFeedRevokedSchema,
  calendarFeedStatusSchema,
  calendarQuerySchema,
  calendarReplySchema,
  calendarTokenSchema,
  parseOrThrow,
} from '@pickwise/contracts';
import { isGameId, unknownGameMessage, GAME_IDS } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiRoute, BAD_REQUEST, SIGNED_IN, failed, ok, pathParameter, queryParameters } from '../docs/api-route.js';
import { SIGNED_OUT, TOO_MANY_FOR_TOKEN, alertsRoute, calendarFeed } from '../docs/route-shapes.js';

type SignedIn = { user: AuthUser };
type Answer<S extends z.ZodType> = { ok: true; data: z.output<S> };

/** `<name>.ics` of a feed's address: the name, or undefined for another file name. */
export const icsName = (file: string) => /^(.+)\.ics$/.exec(file)?.[1];

const NO_USER_FEED = 'No calendar at this address';

/** The feeds' `lang` query parameter, in their OpenAPI entries. */
const feedLanguage = queryParameters(calendarQuerySchema, { descriptions: { lang: 'The feed’s language (en when absent)' } });

/** A feed as calendar apps read it: iCalendar text, opened rather than saved, under the feed's name. */
function sendCalendar(reply: FastifyReply, filename: string, ics: string, cacheControl: string): string {
  void reply.header('Content-Type', 'text/calendar; charset=utf-8').header('Content-Disposition', `inline; filename="${filename}"`).header('Cache-Control', cacheControl);
  return ics;
}

/**
 * The draw calendars (/api/calendars), made by the notifications service. A game's feed is public;
 * a player's is read by calendar apps, which carry no session: its address's token is the authority
 * (unknown, replaced or revoked: 404). The player manages that address signed in at /api/calendars/me.
 */
@Controller('api/calendars')
export class CalendarsController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute(alertsRoute('Whether the player’s own feed exists (its address is shown only when made)', { '200': ok('The feed’s state', calendarFeedStatusSchema) }, SIGNED_IN, { '401': SIGNED_OUT }))
  @Get('me')
  @UseGuards(JwtAuthGuard)
  async feedStatus(@Req() request: SignedIn): Promise<Answer<typeof calendarFeedStatusSchema>> {
    return { ok: true, data: await this.nats.request(SUBJECTS.calendarsFeedStatus, callerOf(request), { schema: calendarFeedStatusSchema }) };
  }

  /** A new address for the player's feed (shown once: only its hash is kept); the one before stops working. */
  @ApiRoute(
    alertsRoute(
      'A new address for the player’s feed; the one before stops working',
      { '201': ok('The token and path of the address (kept only as a hash: shown this once)', calendarFeedCreatedSchema) },
      SIGNED_IN,
      { '401': SIGNED_OUT },
    ),
  )
  @Post('me')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  async createFeed(@Req() request: SignedIn): Promise<Answer<typeof calendarFeedCreatedSchema>> {
    return { ok: true, data: await this.nats.request(SUBJECTS.calendarsFeedCreate, callerOf(request), { schema: calendarFeedCreatedSchema }) };
  }

  @ApiRoute(alertsRoute('Turn the player’s feed off: its address stops working', { '200': ok('`revoked` false when there was none', calendarFeedRevokedSchema) }, SIGNED_IN, { '401': SIGNED_OUT }))
  @Delete('me')
  @UseGuards(JwtAuthGuard)
  async revokeFeed(@Req() request: SignedIn): Promise<Answer<typeof calendarFeedRevokedSchema>> {
    return { ok: true, data: await this.nats.request(SUBJECTS.calendarsFeedRevoke, callerOf(request), { schema: calendarFeedRevokedSchema }) };
  }

  @ApiRoute({
    documentedPath: '/api/calendars/me/{token}.ics',
    ...alertsRoute(
      'The draws of a player’s saved tickets as an iCalendar feed, read by calendar apps without a session: the address’s token is the authority. Cache-Control: private, no-store',
      { '200': calendarFeed('The feed (text/calendar; charset=utf-8)') },
      { parameters: [pathParameter('token', undefined, 'The feed address’s token (POST /api/calendars/me)'), ...feedLanguage] },
      { '400': BAD_REQUEST, '404': failed('No feed has this address (never made, replaced or turned off)'), '429': TOO_MANY_FOR_TOKEN },
    ),
  })
  @Get('me/:file')
  async userFeed(@Param('file') file: string, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { lang } = parseOrThrow(calendarQuerySchema, query);
    const token = calendarTokenSchema.safeParse(icsName(file));
    if (!token.success) throw new DomainError('NOT_FOUND', NO_USER_FEED);
    const { ics } = await this.nats.request(SUBJECTS.calendarsUser, { token: token.data, language: lang ?? 'en' }, { schema: calendarReplySchema });
    // The player's own draws: kept by no cache on the way (the address is the secret).
    return sendCalendar(reply, 'pickwise-my-draws.ics', ics, 'private, no-store');
  }

  @ApiRoute({
    documentedPath: '/api/calendars/{game}.ics',
    ...alertsRoute(
      'A game’s draws (the last 4 weeks and the next 26) as an iCalendar feed: each draw at its local time with its time zone, the next draw’s jackpot estimate, stable UIDs. Cache-Control: public, max-age=3600',
      { '200': calendarFeed('The feed (text/calendar; charset=utf-8)') },
      { parameters: [pathParameter('game', z.enum(GAME_IDS)), ...feedLanguage] },
      { '400': BAD_REQUEST, '404': failed('Unknown game id') },
    ),
  })
  @Get(':file')
  async gameFeed(@Param('file') file: string, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { lang } = parseOrThrow(calendarQuerySchema, query);
    const game = icsName(file);
    if (game === undefined || !isGameId(game)) throw new DomainError('NOT_FOUND', unknownGameMessage(game ?? file));
    const { ics } = await this.nats.request(SUBJECTS.calendarsGame, { game, language: lang ?? 'en' }, { schema: calendarReplySchema });
    // The same for everyone; calendar apps read it every 12 hours, the jackpot moves at most every 10 minutes.
    return sendCalendar(reply, `${game}.ics`, ics, 'public, max-age=3600');
  }
}
