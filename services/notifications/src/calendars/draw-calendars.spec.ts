import { GAMES, findGame, type Game } from '@pickwise/lottery';
import { LANGUAGES } from '@pickwise/contracts';
import { CALENDAR_TEXTS } from './calendar-texts.js';
import ical, { type VEvent } from 'node-ical';
import { FEED_DAYS_AFTER, FEED_DAYS_BEFORE, feedWindow, gameCalendar, userCalendar, userUidPart } from './draw-calendars.js';

const SITE_URL = 'https://pickwise.example';
const game = (id: string) => findGame(id) as Game;
const USER_ID = '0b6f4e1c-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

/** The feed parsed back as a calendar app reads it: its events by UID, and the calendar's own properties. */
function parse(ics: string): { events: Map<string, VEvent>; text: string } {
  const parsed = ical.sync.parseICS(ics);
  const events = new Map<string, VEvent>();
  for (const component of Object.values(parsed)) if (component?.type === 'VEVENT') events.set(component.uid, component);
  return { events, text: ics };
}

const eventOf = (events: Map<string, VEvent>, uid: string): VEvent => {
  const event = events.get(uid);
  if (!event) throw new Error(`no event ${uid}`);
  return event;
};

const instant = (value: Date) => new Date(value.getTime()).toISOString();
/** A property's text: node-ical gives a value with parameters (`URL;VALUE=URI:…`) as { params, val }. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'object' && value !== null && 'val' in value ? String(value.val) : '');

describe('gameCalendar', () => {
  it('places Powerball draws at 22:59 New York time on both sides of the November 2026 change', () => {
    const { events, text } = parse(gameCalendar({ game: game('powerball'), language: 'en', siteUrl: SITE_URL, now: new Date('2026-10-20T12:00:00Z') }));
    // Saturday 31 October is EDT (UTC-4), Monday 2 November EST (UTC-5).
    const saturday = eventOf(events, 'powerball-2026-10-31@pickwise.example');
    expect(instant(saturday.start)).toBe('2026-11-01T02:59:00.000Z');
    expect(instant(saturday.end)).toBe('2026-11-01T03:14:00.000Z');
    expect(instant(eventOf(events, 'powerball-2026-11-02@pickwise.example').start)).toBe('2026-11-03T03:59:00.000Z');
    // The wall-clock time is written with the zone, and the zone's rules travel with the feed.
    expect(text).toContain('DTSTART;TZID=America/New_York:20261031T225900');
    expect(text).toContain('DTSTART;TZID=America/New_York:20261102T225900');
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/New_York\r\n/);
    // When the feed was made, in UTC as RFC 5545 requires.
    expect(text).toContain('DTSTAMP:20261020T120000Z');
    expect(text).not.toMatch(/DTSTAMP:\d{8}T\d{6}\r\n/);
  });

  it('places EuroMillions draws at 20:00 Paris time around the October 2026 change and the spring one', () => {
    const autumn = parse(gameCalendar({ game: game('euromillions'), language: 'en', siteUrl: SITE_URL, now: new Date('2026-10-20T12:00:00Z') })).events;
    expect(instant(eventOf(autumn, 'euromillions-2026-10-23@pickwise.example').start)).toBe('2026-10-23T18:00:00.000Z');
    expect(instant(eventOf(autumn, 'euromillions-2026-10-27@pickwise.example').start)).toBe('2026-10-27T19:00:00.000Z');
    // 29 March 2027: CET (UTC+1) to CEST (UTC+2); Friday 26 and Tuesday 30 March.
    const spring = parse(gameCalendar({ game: game('euromillions'), language: 'en', siteUrl: SITE_URL, now: new Date('2027-03-01T12:00:00Z') })).events;
    expect(instant(eventOf(spring, 'euromillions-2027-03-26@pickwise.example').start)).toBe('2027-03-26T19:00:00.000Z');
    expect(instant(eventOf(spring, 'euromillions-2027-03-30@pickwise.example').start)).toBe('2027-03-30T18:00:00.000Z');
  });

  it('covers the last 4 weeks and the next 26 of the schedule, one event per draw', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const { events } = parse(gameCalendar({ game: game('euromillions'), language: 'en', siteUrl: SITE_URL, now }));
    const dates = [...events.keys()].map((uid) => uid.slice('euromillions-'.length, 'euromillions-'.length + 10)).sort();
    // Tuesdays and Fridays only, within the window.
    expect(dates.every((date) => [2, 5].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))).toBe(true);
    expect(dates[0]! >= feedWindow(now).from && dates.at(-1)! <= feedWindow(now).to).toBe(true);
    expect(events.size).toBe(Math.round(((FEED_DAYS_BEFORE + FEED_DAYS_AFTER) / 7) * 2));
  });

  it('keeps every UID from one build to the next, and only the draw dates in them', () => {
    const first = parse(gameCalendar({ game: game('uk-lotto'), language: 'en', siteUrl: SITE_URL, now: new Date('2026-11-26T12:00:00Z') })).events;
    const later = parse(gameCalendar({ game: game('uk-lotto'), language: 'es', siteUrl: SITE_URL, now: new Date('2026-11-26T18:30:00Z') })).events;
    expect([...later.keys()]).toEqual([...first.keys()]);
  });

  it("puts the jackpot estimate in the description of the draw it is for, with the game's page", () => {
    const jackpot = { amount: 432_000_000, formatted: '$432M', currencyCode: 'USD' as const, drawDate: '2026-11-29T03:59:00.000Z', source: 'live' as const };
    const { events, text } = parse(gameCalendar({ game: game('powerball'), language: 'en', siteUrl: SITE_URL, now: new Date('2026-11-26T12:00:00Z'), jackpot }));
    const jackpotDraw = eventOf(events, 'powerball-2026-11-28@pickwise.example');
    expect(textOf(jackpotDraw.description)).toBe('Estimated jackpot: $432M\nNumbers and odds: https://pickwise.example/games/powerball/generate');
    expect(textOf(eventOf(events, 'powerball-2026-11-30@pickwise.example').description)).not.toContain('jackpot');
    expect(textOf(jackpotDraw.summary)).toBe('Powerball draw');
    expect(textOf(jackpotDraw.url)).toBe('https://pickwise.example/games/powerball/generate');
    expect(text).toContain('X-WR-CALNAME:Powerball draws · PickWise');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT12H');
    expect(text).toContain('X-PUBLISHED-TTL:PT12H');
  });

  it('without a jackpot figure describes the draws without one', () => {
    const unknown = { amount: null, formatted: '—', currencyCode: 'EUR' as const, drawDate: null, source: 'estimated' as const };
    for (const jackpot of [undefined, unknown]) {
      const { events } = parse(gameCalendar({ game: game('euromillions'), language: 'en', siteUrl: SITE_URL, now: new Date('2026-11-26T12:00:00Z'), jackpot }));
      expect([...events.values()].every((event) => !textOf(event.description).includes('jackpot'))).toBe(true);
    }
  });

  it('is written in Spanish, linking the Spanish pages', () => {
    const jackpot = { amount: 97_500_000, formatted: '€97.5M', currencyCode: 'EUR' as const, drawDate: null, source: 'live' as const };
    // Thursday 26 November: the next EuroMillions draw is Friday 27th.
    const { events, text } = parse(gameCalendar({ game: game('euromillions'), language: 'es', siteUrl: SITE_URL, now: new Date('2026-11-26T12:00:00Z'), jackpot }));
    const friday = eventOf(events, 'euromillions-2026-11-27@pickwise.example');
    expect(textOf(friday.summary)).toBe('Sorteo de EuroMillions');
    expect(textOf(friday.description)).toBe('Bote estimado: €97,5M\nNúmeros y probabilidades: https://pickwise.example/es/games/euromillions/generate');
    expect(text).toContain('X-WR-CALNAME:Sorteos de EuroMillions · PickWise');
  });
});

describe('the feeds’ names and descriptions', () => {
  it('hold no comma or semicolon, which ical-generator writes there unescaped', () => {
    for (const language of LANGUAGES) {
      const texts = CALENDAR_TEXTS[language];
      const written = [texts.userFeedName, texts.userFeedDescription, ...GAMES.flatMap((game) => [texts.gameFeedName(game.name), texts.gameFeedDescription(game.name)])];
      expect(written.filter((text) => /[,;]/.test(text))).toEqual([]);
    }
  });
});

describe('userCalendar', () => {
  const draws = [
    { game: 'powerball' as const, drawDate: '2026-10-31', tickets: 2, lines: 5 },
    { game: 'powerball' as const, drawDate: '2026-11-02', tickets: 1, lines: 1 },
    { game: 'euromillions' as const, drawDate: '2026-10-27', tickets: 1, lines: 3 },
  ];
  const userPart = userUidPart(USER_ID);

  it("lists the player's draws at each game's local time, with each zone's rules", () => {
    const { events, text } = parse(userCalendar({ userId: USER_ID, draws, language: 'en', siteUrl: SITE_URL, now: new Date('2026-10-20T12:00:00Z') }));
    expect(events.size).toBe(3);
    const saturday = eventOf(events, `powerball-2026-10-31-${userPart}@pickwise.example`);
    expect(instant(saturday.start)).toBe('2026-11-01T02:59:00.000Z');
    expect(instant(eventOf(events, `powerball-2026-11-02-${userPart}@pickwise.example`).start)).toBe('2026-11-03T03:59:00.000Z');
    expect(instant(eventOf(events, `euromillions-2026-10-27-${userPart}@pickwise.example`).start)).toBe('2026-10-27T19:00:00.000Z');
    expect(textOf(saturday.summary)).toBe('Powerball draw: 2 tickets');
    expect(textOf(saturday.description)).toBe('2 tickets, 5 lines on this draw.\nResults in My tickets: https://pickwise.example/tickets');
    expect(textOf(eventOf(events, `powerball-2026-11-02-${userPart}@pickwise.example`).summary)).toBe('Powerball draw: 1 ticket');
    expect(text).toMatch(/TZID:America\/New_York\r\n/);
    expect(text).toMatch(/TZID:Europe\/Paris\r\n/);
    expect(text).toContain('X-WR-CALNAME:My draws · PickWise');
  });

  it('keeps UIDs between builds, apart from another player’s, without the account id', () => {
    const build = (userId: string, now: string) => [...parse(userCalendar({ userId, draws, language: 'en', siteUrl: SITE_URL, now: new Date(now) })).events.keys()];
    expect(build(USER_ID, '2026-10-21T09:00:00Z')).toEqual(build(USER_ID, '2026-10-20T12:00:00Z'));
    const other = build('7d1f0c9e-1111-4222-8333-944455556666', '2026-10-20T12:00:00Z');
    expect(other.some((uid) => build(USER_ID, '2026-10-20T12:00:00Z').includes(uid))).toBe(false);
    expect(build(USER_ID, '2026-10-20T12:00:00Z').join()).not.toContain(USER_ID);
  });

  it('is written in Spanish', () => {
    const { events, text } = parse(userCalendar({ userId: USER_ID, draws, language: 'es', siteUrl: SITE_URL, now: new Date('2026-10-20T12:00:00Z') }));
    const saturday = eventOf(events, `powerball-2026-10-31-${userPart}@pickwise.example`);
    expect(textOf(saturday.summary)).toBe('Sorteo de Powerball: 2 boletos');
    expect(textOf(saturday.description)).toBe('2 boletos, 5 líneas en este sorteo.\nResultados en Mis boletos: https://pickwise.example/es/tickets');
    expect(text).toContain('X-WR-CALNAME:Mis sorteos · PickWise');
  });

  it('is a valid empty calendar for a player without draws', () => {
    const ics = userCalendar({ userId: USER_ID, draws: [], language: 'en', siteUrl: SITE_URL, now: new Date('2026-10-20T12:00:00Z') });
    expect(parse(ics).events.size).toBe(0);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n[\s\S]*END:VCALENDAR$/);
  });
});
