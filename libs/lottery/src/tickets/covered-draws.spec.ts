import { GAMES, findGame, type Game } from '../games.js';
import { coveredDrawDates } from './covered-draws.js';

const game = (id: string) => findGame(id) as Game;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('coveredDrawDates', () => {
  it('takes the stored draws from the first date, then the schedule after the newest stored draw', () => {
    // Powerball draws Monday, Wednesday and Saturday; 2026-08-17 is a Monday.
    const stored = ['2026-08-15', '2026-08-17', '2026-08-19'];
    expect(coveredDrawDates(game('powerball'), '2026-08-16', 5, stored, '2026-08-19')).toEqual(['2026-08-17', '2026-08-19', '2026-08-22', '2026-08-24', '2026-08-26']);
  });

  it('keeps a stored draw off the schedule (a moved draw) and stops at the count', () => {
    expect(coveredDrawDates(game('euromillions'), '2026-08-01', 2, ['2026-08-04', '2026-08-06', '2026-08-07'], '2026-08-07')).toEqual(['2026-08-04', '2026-08-06']);
  });

  it('without stored draws after the first date, starts the schedule at the first date itself', () => {
    expect(coveredDrawDates(game('uk-lotto'), '2026-12-02', 3, [], '2026-08-19')).toEqual(['2026-12-02', '2026-12-05', '2026-12-09']);
    expect(coveredDrawDates(game('uk-lotto'), '2026-12-03', 1, [], null)).toEqual(['2026-12-05']);
  });

  it.each(GAMES.map((g) => [g.id, g] as const))('%s: the most draws a ticket covers, on the game’s draw days, oldest first, none repeated', (_id, g) => {
    const dates = coveredDrawDates(g, '2027-01-01', 156, [], '2026-11-20');
    expect(dates).toHaveLength(156);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(156);
    expect(dates[0]! >= '2027-01-01').toBe(true);
    for (const date of dates) expect(g.schedule.drawDays).toContain(weekday(date));
  });
});
