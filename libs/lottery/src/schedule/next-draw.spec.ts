import { findGame, GAMES, type Game } from '../games.js';
import { localDrawDate, nextDrawAt, previousDrawAt, scheduledDrawAt } from './next-draw.js';

const game = (id: string): Game => {
  const found = findGame(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};

const next = (id: string, nowIso: string) => nextDrawAt(game(id), new Date(nowIso)).toISOString();

describe('nextDrawAt across daylight-saving changes', () => {
  // 2026: the US springs forward on Sun 8 March and falls back on Sun 1 November; the EU and UK
  // on Sun 29 March and Sun 25 October. No game draws on a Sunday, so the Monday draw (Wednesday for the
  // games that draw on Wednesday and Saturday only) is the first after each change and must keep its local time.
  it.each([
    // Powerball, New York 22:59: EST is UTC-5, EDT UTC-4.
    ['powerball', '2026-03-08T04:30:00Z', '2026-03-10T02:59:00.000Z'],
    ['powerball', '2026-11-01T03:30:00Z', '2026-11-03T03:59:00.000Z'],
    // California, Los Angeles 19:45 on Wed/Sat: PST UTC-8, PDT UTC-7.
    ['california-lottery', '2026-03-08T04:00:00Z', '2026-03-12T02:45:00.000Z'],
    ['california-lottery', '2026-11-01T03:00:00Z', '2026-11-05T03:45:00.000Z'],
    // New York Lotto, New York 20:30 on Wed/Sat: the Wednesday after the change, not a Monday.
    ['new-york-lottery', '2026-03-08T04:00:00Z', '2026-03-12T00:30:00.000Z'],
    ['new-york-lottery', '2026-11-01T03:00:00Z', '2026-11-05T01:30:00.000Z'],
    // Lotto Texas, Chicago 22:12: CST UTC-6, CDT UTC-5.
    ['texas-lottery', '2026-03-08T05:00:00Z', '2026-03-10T03:12:00.000Z'],
    ['texas-lottery', '2026-11-01T04:00:00Z', '2026-11-03T04:12:00.000Z'],
    // EuroMillions, Paris 20:00 on Tue/Fri: CET UTC+1, CEST UTC+2.
    ['euromillions', '2026-03-27T20:00:00Z', '2026-03-31T18:00:00.000Z'],
    ['euromillions', '2026-10-23T19:00:00Z', '2026-10-27T19:00:00.000Z'],
    // UK Lotto, London 20:00 on Wed/Sat: GMT UTC+0, BST UTC+1.
    ['uk-lotto', '2026-03-28T21:00:00Z', '2026-04-01T19:00:00.000Z'],
    ['uk-lotto', '2026-10-24T20:00:00Z', '2026-10-28T20:00:00.000Z'],
    // Lotto 6aus49, Berlin 18:25 on Wed/Sat, asked on the Sunday of the change itself, after it.
    ['lotto-6aus49', '2026-03-29T02:00:00Z', '2026-04-01T16:25:00.000Z'],
    ['lotto-6aus49', '2026-10-25T02:00:00Z', '2026-10-28T17:25:00.000Z'],
  ])('%s asked at %s draws at %s', (id, now, expected) => {
    expect(next(id, now)).toBe(expected);
  });

  it('in New York, asked on the night of the change itself', () => {
    // Sun 8 March 2026 03:30 EDT, half an hour after clocks jumped from 02:00 to 03:00.
    expect(next('powerball', '2026-03-08T07:30:00Z')).toBe('2026-03-10T02:59:00.000Z');
    // Sun 1 November 2026 01:30 EST, the second 01:30 of that night.
    expect(next('powerball', '2026-11-01T06:30:00Z')).toBe('2026-11-03T03:59:00.000Z');
  });
});

describe('nextDrawAt on ordinary days', () => {
  it('uses the local day, not the UTC day', () => {
    // Tue 2 June 22:00 in New York is already Wed 3 June in UTC; the Wednesday draw is still ahead.
    expect(next('powerball', '2026-06-03T02:00:00Z')).toBe('2026-06-04T02:59:00.000Z');
    // Wed 3 June 01:00 in Paris is still Tue 2 June in UTC; Tuesday's draw is over.
    expect(next('euromillions', '2026-06-02T23:00:00Z')).toBe('2026-06-05T18:00:00.000Z');
  });

  it('takes today’s draw before its time and the next draw day after it', () => {
    // Saturday 6 June 2026 in New York, 10:00 then 23:00 EDT.
    expect(next('powerball', '2026-06-06T14:00:00Z')).toBe('2026-06-07T02:59:00.000Z');
    expect(next('powerball', '2026-06-07T03:00:00Z')).toBe('2026-06-09T02:59:00.000Z');
  });

  it('treats a draw at exactly now as past', () => {
    expect(next('powerball', '2026-06-07T02:59:00Z')).toBe('2026-06-09T02:59:00.000Z');
  });

  it('rolls over the end of a week, a month and a year', () => {
    // Mega Millions draws Tue and Fri 23:00: Friday 31 July at 22:30 EDT, then after the draw.
    expect(next('mega-millions', '2026-08-01T02:30:00Z')).toBe('2026-08-01T03:00:00.000Z');
    expect(next('mega-millions', '2026-08-01T03:30:00Z')).toBe('2026-08-05T03:00:00.000Z');
    // SuperEnalotto Tue/Thu/Sat 20:00 Rome: Thu 31 Dec 2026 after the draw gives Sat 2 Jan 2027.
    expect(next('superenalotto', '2026-12-31T20:00:00Z')).toBe('2027-01-02T19:00:00.000Z');
  });

  it.each(GAMES.map((g) => [g.id, g] as const))('%s: every result is a draw day at the draw time, within a week', (_id, g) => {
    const wallClock = new Intl.DateTimeFormat('en-US', {
      timeZone: g.schedule.timezone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const time = `${String(g.schedule.drawTime.hours).padStart(2, '0')}:${String(g.schedule.drawTime.minutes).padStart(2, '0')}`;
    // Every 7 hours through 2026, so every weekday and hour is visited, both DST changes included.
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 7 * 3600 * 1000) {
      const drawAt = nextDrawAt(g, new Date(t));
      expect(drawAt.getTime()).toBeGreaterThan(t);
      expect(drawAt.getTime() - t).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
      const parts = Object.fromEntries(wallClock.formatToParts(drawAt).map((p) => [p.type, p.value]));
      expect(g.schedule.drawDays).toContain(weekdays.indexOf(parts['weekday']!));
      expect(`${parts['hour']}:${parts['minute']}`).toBe(time);
    }
  });
});

describe('previousDrawAt', () => {
  const previous = (id: string, nowIso: string) => previousDrawAt(game(id), new Date(nowIso)).toISOString();

  it('takes today’s draw once its time has come, else the draw day before', () => {
    // Saturday 6 June 2026 in New York: 10:00 EDT (Wednesday's draw), then exactly 22:59 EDT.
    expect(previous('powerball', '2026-06-06T14:00:00Z')).toBe('2026-06-04T02:59:00.000Z');
    expect(previous('powerball', '2026-06-07T02:59:00Z')).toBe('2026-06-07T02:59:00.000Z');
  });

  it('uses the local day and rolls back over a year', () => {
    // Sat 2 Jan 2027 10:00 in Rome: the last SuperEnalotto draw was Thu 31 Dec 2026 at 20:00.
    expect(previous('superenalotto', '2027-01-02T09:00:00Z')).toBe('2026-12-31T19:00:00.000Z');
  });

  it.each(GAMES.map((g) => [g.id, g] as const))('%s: the previous draw is the one before the next', (_id, g) => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 11 * 3600 * 1000) {
      const now = new Date(t);
      const drawAt = previousDrawAt(g, now);
      expect(drawAt.getTime()).toBeLessThanOrEqual(t);
      expect(nextDrawAt(g, drawAt).getTime()).toBe(nextDrawAt(g, now).getTime());
    }
  });
});

describe('localDrawDate', () => {
  it('is the game’s calendar date, not the UTC one', () => {
    // Powerball's draw of Sat 6 June 22:59 in New York is Sun 7 June in UTC.
    expect(localDrawDate(game('powerball'), new Date('2026-06-07T02:59:00Z'))).toBe('2026-06-06');
    // 00:30 on Wed 3 June in Paris is still Tue 2 June in UTC.
    expect(localDrawDate(game('euromillions'), new Date('2026-06-02T22:30:00Z'))).toBe('2026-06-03');
  });
});

describe('scheduledDrawAt', () => {
  it('is the draw date at the local draw time, its offset following daylight saving', () => {
    // Powerball 22:59 in New York: Saturday 31 October 2026 is EDT, Monday 2 November EST.
    expect(scheduledDrawAt(game('powerball'), '2026-10-31').toISOString()).toBe('2026-10-31T22:59:00.000-04:00');
    expect(scheduledDrawAt(game('powerball'), '2026-11-02').toISOString()).toBe('2026-11-02T22:59:00.000-05:00');
    // EuroMillions 20:00 in Paris, either side of 25 October 2026; the instant is the same Date.
    expect(new Date(scheduledDrawAt(game('euromillions'), '2026-10-23').getTime()).toISOString()).toBe('2026-10-23T18:00:00.000Z');
    expect(new Date(scheduledDrawAt(game('euromillions'), '2026-10-27').getTime()).toISOString()).toBe('2026-10-27T19:00:00.000Z');
  });

  it('refuses a text that is no date', () => {
    expect(() => scheduledDrawAt(game('powerball'), '2026-11')).toThrow('Not a draw date: 2026-11');
  });
});
