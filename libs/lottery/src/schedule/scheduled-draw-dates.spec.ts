import { findGame, type Game } from '../games.js';
import { scheduledDrawDates } from './scheduled-draw-dates.js';

const game = (id: string) => findGame(id) as Game;

describe('scheduledDrawDates', () => {
  it('lists the draw days of a Tuesday/Friday game in a fortnight', () => {
    // 2026-11-02 is a Monday.
    expect(scheduledDrawDates(game('euromillions'), '2026-11-02', '2026-11-15')).toEqual(['2026-11-03', '2026-11-06', '2026-11-10', '2026-11-13']);
  });

  it('includes both ends and the Monday/Wednesday/Saturday pattern', () => {
    expect(scheduledDrawDates(game('powerball'), '2026-11-02', '2026-11-07')).toEqual(['2026-11-02', '2026-11-04', '2026-11-07']);
  });

  it('keeps dates across a daylight-saving change and a year end', () => {
    expect(scheduledDrawDates(game('superenalotto'), '2026-10-24', '2026-10-27')).toEqual(['2026-10-24', '2026-10-27']);
    expect(scheduledDrawDates(game('la-primitiva'), '2026-12-31', '2027-01-04')).toEqual(['2026-12-31', '2027-01-02', '2027-01-04']);
  });

  it('is empty for an empty or reversed window', () => {
    expect(scheduledDrawDates(game('powerball'), '2026-11-03', '2026-11-03')).toEqual([]);
    expect(scheduledDrawDates(game('powerball'), '2026-11-07', '2026-11-01')).toEqual([]);
  });
});
