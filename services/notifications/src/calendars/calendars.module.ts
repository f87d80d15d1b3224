import { Module } from '@nestjs/common';
import { CalendarFeeds } from './calendar-feeds.service.js';
import { CalendarsHandler } from './calendars.handler.js';

/** The draw calendars (iCalendar feeds of a game and of a player) and the tokens of players' feed addresses. */
@Module({ controllers: [CalendarsHandler], providers: [CalendarFeeds], exports: [CalendarFeeds] })
export class CalendarsModule {}
