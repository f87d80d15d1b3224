import { findGame, type Game } from '../games.js';
import { drawDueBy, isIngestionStale } from './ingestion-freshness.js';

const game = (id: string): Game => {
  const found = findGame(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};
const stale = (id: string, lastSuccess: string | null, now: string) => isIngestionStale(game(id), lastSuccess === null ? null : new Date(lastSuccess), new Date(now));

describe('drawDueBy', () => {
  it('is the newest draw at least a day old', () => {
    // EuroMillions: Tue/Fri 20:00 in Paris (UTC+1 in November). Friday 2026-11-20 19:00 UTC.
    expect(drawDueBy(game('euromillions'), new Date('2026-11-21T19:00:00Z')).toISOString()).toBe('2026-11-20T19:00:00.000Z');
    // One millisecond earlier Friday's day is not over: Tuesday's draw is the one due.
    expect(drawDueBy(game('euromillions'), new Date('2026-11-21T18:59:59.999Z')).toISOString()).toBe('2026-11-17T19:00:00.000Z');
  });

  it('keeps the draw time in local time across a daylight-saving change', () => {
    // Powerball 22:59 in New York: Saturday 2026-10-31 is EDT (02:59 UTC the next day); Monday 2026-11-02 EST (03:59 UTC).
    expect(drawDueBy(game('powerball'), new Date('2026-11-03T12:00:00Z')).toISOString()).toBe('2026-11-01T02:59:00.000Z');
    expect(drawDueBy(game('powerball'), new Date('2026-11-04T03:59:00Z')).toISOString()).toBe('2026-11-03T03:59:00.000Z');
  });
});

describe('isIngestionStale', () => {
  it('is stale when the game was never ingested', () => {
    expect(stale('powerball', null, '2026-11-26T02:00:00Z')).toBe(true);
  });

  it('is not stale within the day after a draw, even with no run since it', () => {
    // Mega Millions Tue/Fri 23:00 New York (04:00 UTC in winter): Friday 2026-11-20's draw at 2026-11-21T04:00Z.
    // Run Wednesday; now Saturday 2026-11-21 20:00 UTC: Friday's day is not over, Tuesday's run came after Tuesday's draw.
    expect(stale('mega-millions', '2026-11-18T11:15:00Z', '2026-11-21T20:00:00Z')).toBe(false);
  });

  it('is stale once a scheduled draw is a day old with no successful run since it', () => {
    expect(stale('mega-millions', '2026-11-18T11:15:00Z', '2026-11-22T04:00:00Z')).toBe(true);
    expect(stale('mega-millions', '2026-11-18T11:15:00Z', '2026-11-22T03:59:59Z')).toBe(false);
  });

  it('stays stale for a missed draw while the next one is within its day', () => {
    // EuroMillions: last success before Tuesday 2026-11-17's draw; now Friday 2026-11-20 21:00 UTC,
    // two hours after Friday's draw. Tuesday's draw was missed.
    expect(stale('euromillions', '2026-11-17T10:00:00Z', '2026-11-20T21:00:00Z')).toBe(true);
  });

  it('counts a run that started at the draw time, and only from then', () => {
    expect(stale('euromillions', '2026-11-20T19:00:00Z', '2026-11-22T12:00:00Z')).toBe(false);
    expect(stale('euromillions', '2026-11-20T18:59:59Z', '2026-11-22T12:00:00Z')).toBe(true);
  });

  it('skips the days a game does not draw', () => {
    // Florida Lotto draws Wednesday and Saturday only (23:15 New York): a run on Sunday 2026-11-22
    // covers Saturday's draw until Thursday, a day after Wednesday's.
    expect(stale('florida-lotto', '2026-11-22T12:00:00Z', '2026-11-26T04:14:00Z')).toBe(false);
    expect(stale('florida-lotto', '2026-11-22T12:00:00Z', '2026-11-27T04:15:00Z')).toBe(true);
  });
});
