/**
 * The draw calendars (RFC 5545, ical-generator): one feed per game and one per player. Each draw is
 * an event at the game's local draw time with the game's TZID, and the feed carries that zone's
 * VTIMEZONE, so a calendar app places it right on both sides of a daylight-saving change. UIDs are
 * made of the game and the draw date only: a feed read again updates its events rather than adding
 * copies.
 */
import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { JackpotEntry, Language, UserDraws } from '@pickwise/contracts';
import { findGame, formatJackpot, localDrawDate, nextDrawAt, scheduledDrawAt, scheduledDrawDates, type Game } from '@pickwise/lottery';
import { localizedPath } from '@pickwise/site/pages';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar } from 'ical-generator';
import { gamePath } from '../messages/notification-texts.js';
import { CALENDAR_TEXTS } from './calendar-texts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A feed covers the draws of the last 4 weeks and of the next 26. */
export const FEED_DAYS_BEFORE = 28;
export const FEED_DAYS_AFTER = 26 * 7;
/** How long a calendar event of a draw lasts. */
const DRAW_EVENT_MS = 15 * 60 * 1000;
/** The refresh a feed asks of calendar apps (REFRESH-INTERVAL, X-PUBLISHED-TTL): the jackpot changes between draws. */
export const FEED_REFRESH_SECONDS = 12 * 60 * 60;

/** The calendar dates (yyyy-mm-dd) a feed made at `now` covers. */
export function feedWindow(now: Date): { from: string; to: string } {
  const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);
  return { from: isoDate(now.getTime() - FEED_DAYS_BEFORE * DAY_MS), to: isoDate(now.getTime() + FEED_DAYS_AFTER * DAY_MS) };
}


function newCalendar(options: { name: string; description: string; language: Language; url: string }): ICalCalendar {
  return new ICalCalendar({
    prodId: { company: 'PickWise', product: 'Draw calendars', language: options.language.toUpperCase() },
    name: options.name,
    description: options.description,
    url: options.url,
    ttl: FEED_REFRESH_SECONDS,
    // The generator writes the VTIMEZONE of every zone the events name. The calendar itself names
    // none: with one, ical-generator writes DTSTAMP in that zone's wall-clock time, where RFC 5545
    // wants UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
}

/** One draw's event: at the draw time in the game's zone, 15 minutes long. */
function addDrawEvent(calendar: ICalCalendar, game: Game, drawDate: string, event: { uid: string; summary: string; description: string; url: string; stamp: Date }): void {
  const start = scheduledDrawAt(game, drawDate);
  calendar.createEvent({
    id: event.uid,
    start,
    end: new TZDate(start.getTime() + DRAW_EVENT_MS, game.schedule.timezone),
    timezone: game.schedule.timezone,
    stamp: event.stamp,
    summary: event.summary,
    description: event.description,
    url: event.url,
  });
}

export interface GameCalendarOptions {
  game: Game;
  language: Language;
  /** The site's origin (SITE_URL): the links, and the host part of every UID. */
  siteUrl: string;
  now: Date;
  /** The game's jackpot as `jackpots.get` answers it; absent when the jackpots service did not answer. */
  jackpot?: JackpotEntry | undefined;
}

/** The draw the jackpot figure is for: the draw it names, else the next one. */
function jackpotDrawDate(game: Game, jackpot: JackpotEntry, now: Date): string {
  return localDrawDate(game, jackpot.drawDate ? new Date(jackpot.drawDate) : nextDrawAt(game, now));
}

/** The feed of every draw of one game (`calendars.game`). */
export function gameCalendar({ game, language, siteUrl, now, jackpot }: GameCalendarOptions): string {
  const texts = CALENDAR_TEXTS[language];
  const pageUrl = `${siteUrl}${localizedPath(language, gamePath(game))}`;
  const calendar = newCalendar({
    name: texts.gameFeedName(game.name),
    description: texts.gameFeedDescription(game.name),
    language,
    url: pageUrl,
  });
  const host = new URL(siteUrl).host;
  const jackpotDate = jackpot && jackpot.amount !== null ? jackpotDrawDate(game, jackpot, now) : undefined;
  const { from, to } = feedWindow(now);
  for (const drawDate of scheduledDrawDates(game, from, to)) {
    const jackpotLine = jackpot && drawDate === jackpotDate ? [texts.estimatedJackpot(formatJackpot(jackpot.amount, jackpot.currencyCode, language))] : [];
    addDrawEvent(calendar, game, drawDate, {
      uid: `${game.id}-${drawDate}@${host}`,
      summary: texts.drawSummary(game.name),
      description: [...jackpotLine, texts.gamePageLink(pageUrl)].join('\n'),
      url: pageUrl,
      stamp: now,
    });
  }
  return calendar.toString();
}

export interface UserCalendarOptions {
  userId: string;
  /** The draws of the player's tickets (`tickets.user-draws` over `feedWindow`). */
  draws: UserDraws;
  language: Language;
  siteUrl: string;
  now: Date;
}

/**
 * The part of a user's event UIDs that keeps two players' events apart in a shared calendar, without
 * writing the account id into a file that may be passed around.
 */
export const userUidPart = (userId: string) => createHash('sha256').update(`calendar-uid:${userId}`).digest('base64url').slice(0, 16);

/** The feed of the draws a player's tickets cover (`calendars.user`). */
export function userCalendar({ userId, draws, language, siteUrl, now }: UserCalendarOptions): string {
  const texts = CALENDAR_TEXTS[language];
  const ticketsUrl = `${siteUrl}${localizedPath(language, '/tickets')}`;
  const calendar = newCalendar({ name: texts.userFeedName, description: texts.userFeedDescription, language, url: ticketsUrl });
  const host = new URL(siteUrl).host;
  const userPart = userUidPart(userId);
  for (const draw of draws) {
    const game = findGame(draw.game);
    // The reply's schema admits only known games.
    if (!game) throw new Error(`Unknown game: ${draw.game}`);
    addDrawEvent(calendar, game, draw.drawDate, {
      uid: `${game.id}-${draw.drawDate}-${userPart}@${host}`,
      summary: texts.userDrawSummary(game.name, draw.tickets),
      description: [texts.userDrawDescription(draw.tickets, draw.lines), texts.myTicketsLink(ticketsUrl)].join('\n'),
      url: ticketsUrl,
      stamp: now,
    });
  }
  return calendar.toString();
}
