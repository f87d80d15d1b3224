import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS,
  calendarGameRequestSchema,
  calendarUserRequestSchema,
  parseOrThrow,
  signedInCallerSchema,
  type calendarFeedCreatedSchema,
  type calendarFeedRevokedSchema,
  type calendarFeedStatusSchema,
  type calendarReplySchema,
} from '@pickwise/contracts';
import type { z } from 'zod';
import { CalendarFeeds } from './calendar-feeds.service.js';

type Reply<S extends z.ZodType> = { ok: true; data: z.output<S> };

/** `calendars.*`: the iCalendar feeds (a game's, a player's by token) and the player's feed address. */
@Controller()
export class CalendarsHandler {
  constructor(private readonly feeds: CalendarFeeds) {}

  @MessagePattern(SUBJECTS.calendarsGame)
  async game(@Payload() payload: unknown): Promise<Reply<typeof calendarReplySchema>> {
    const { game, language } = parseOrThrow(calendarGameRequestSchema, payload);
    return { ok: true, data: { ics: await this.feeds.gameFeed(game, language) } };
  }

  @MessagePattern(SUBJECTS.calendarsUser)
  async user(@Payload() payload: unknown): Promise<Reply<typeof calendarReplySchema>> {
    const { token, language } = parseOrThrow(calendarUserRequestSchema, payload);
    return { ok: true, data: { ics: await this.feeds.userFeed(token, language) } };
  }

  @MessagePattern(SUBJECTS.calendarsFeedStatus)
  async status(@Payload() payload: unknown): Promise<Reply<typeof calendarFeedStatusSchema>> {
    return { ok: true, data: await this.feeds.status(parseOrThrow(signedInCallerSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.calendarsFeedCreate)
  async create(@Payload() payload: unknown): Promise<Reply<typeof calendarFeedCreatedSchema>> {
    return { ok: true, data: await this.feeds.create(parseOrThrow(signedInCallerSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.calendarsFeedRevoke)
  async revoke(@Payload() payload: unknown): Promise<Reply<typeof calendarFeedRevokedSchema>> {
    return { ok: true, data: await this.feeds.revoke(parseOrThrow(signedInCallerSchema, payload)) };
  }
}
