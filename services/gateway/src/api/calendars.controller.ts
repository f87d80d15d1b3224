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
import { isGameId, unknownGameMessage } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';

type SignedIn = { user: AuthUser };
type Answer<S extends z.ZodType> = { ok: true; data: z.output<S> };

/** `<name>.ics` of a feed's address: the name, or undefined for another file name. */
export const icsName = (file: string) => /^(.+)\.ics$/.exec(file)?.[1];

const NO_USER_FEED = 'No calendar at this address';

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

  @Get('me')
  @UseGuards(JwtAuthGuard)
  async feedStatus(@Req() request: SignedIn): Promise<Answer<typeof calendarFeedStatusSchema>> {
    return { ok: true, data: await this.nats.request(SUBJECTS.calendarsFeedStatus, callerOf(request), { schema: calendarFeedStatusSchema }) };
  }

  /** A new address for the player's feed (shown once: only its hash is kept); the one before stops working. */
  @Post('me')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  async createFeed(@Req() request: SignedIn): Promise<Answer<typeof calendarFeedCreatedSchema>> {
    return { ok: true, data: await this.nats.request(SUBJECTS.calendarsFeedCreate, callerOf(request), { schema: calendarFeedCreatedSchema }) };
  }

  @Delete('me')
  @UseGuards(JwtAuthGuard)
  async revokeFeed(@Req() request: SignedIn): Promise<Answer<typeof calendarFeedRevokedSchema>> {
    return { ok: true, data: await this.nats.request(SUBJECTS.calendarsFeedRevoke, callerOf(request), { schema: calendarFeedRevokedSchema }) };
  }

  @Get('me/:file')
  async userFeed(@Param('file') file: string, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { lang } = parseOrThrow(calendarQuerySchema, query);
    const token = calendarTokenSchema.safeParse(icsName(file));
    if (!token.success) throw new DomainError('NOT_FOUND', NO_USER_FEED);
    const { ics } = await this.nats.request(SUBJECTS.calendarsUser, { token: token.data, language: lang ?? 'en' }, { schema: calendarReplySchema });
    // The player's own draws: kept by no cache on the way (the address is the secret).
    return sendCalendar(reply, 'pickwise-my-draws.ics', ics, 'private, no-store');
  }

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
