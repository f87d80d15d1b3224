/**
 * The addresses of the draw calendars (GET /api/calendars/<game>.ics, and the player's own feed at
 * the path its POST answered): the https address to copy or open, and the same as `webcal:`, which
 * calendar apps open as a subscription (they read it again by themselves) instead of a one-off import.
 */
import type { GameId } from '@pickwise/lottery';
import type { Language } from '@pickwise/contracts/languages';

export interface CalendarAddress {
  /** https (http on a development machine): what a calendar app's 'subscribe by URL' takes. */
  web: string;
  /** webcal://: opens the device's calendar app on a subscription. */
  subscribe: string;
}

/** A feed's addresses on the site's origin, in the page's language (English is the feed's default). */
export function calendarAddress(origin: string, path: string, language: Language): CalendarAddress {
  const url = new URL(path, origin);
  if (language !== 'en') url.searchParams.set('lang', language);
  const web = url.href;
  return { web, subscribe: web.replace(/^https?:/, 'webcal:') };
}

export const gameCalendarPath = (game: GameId) => `/api/calendars/${game}.ics`;
