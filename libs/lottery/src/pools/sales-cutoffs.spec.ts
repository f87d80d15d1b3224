import { GAMES } from '../games.js';
import { scheduledDrawAt } from '../schedule/next-draw.js';
import { scheduledDrawDates } from '../schedule/scheduled-draw-dates.js';
import { CLAIM_THRESHOLDS, SALES_CUTOFFS, salesCutoffAt } from './sales-cutoffs.js';

describe('sales cutoffs', () => {
  it('Powerball closes at 10:00 pm in New York, winter and summer', () => {
    expect(salesCutoffAt('powerball', '2026-12-07').toISOString()).toBe('2026-12-08T03:00:00.000Z');
    expect(salesCutoffAt('powerball', '2026-07-06').toISOString()).toBe('2026-07-07T02:00:00.000Z');
  });

  it('Lotto 6aus49 closes at 18:00 on Wednesdays in Berlin; never after the draw the schedule names', () => {
    expect(salesCutoffAt('lotto-6aus49', '2026-12-09').toISOString()).toBe('2026-12-09T17:00:00.000Z');
    // Saturday's 19:00 cutoff is after the game table's 18:25 draw time (one time for both days), so the draw time rules.
    expect(salesCutoffAt('lotto-6aus49', '2026-12-12').toISOString()).toBe('2026-12-12T17:25:00.000Z');
  });

  it('a game without a published cutoff seals the stated minutes before its draw', () => {
    const draw = scheduledDrawAt(GAMES.find((game) => game.id === 'la-primitiva')!, '2026-12-10');
    expect(salesCutoffAt('la-primitiva', '2026-12-10').getTime()).toBe(draw.getTime() - 60 * 60_000);
  });

  it.each(GAMES.map((game) => [game.id, game] as const))('%s: every draw of a year has a cutoff before its draw, with a source', (_, game) => {
    expect(SALES_CUTOFFS[game.id].source).toMatch(/^https:\/\//);
    for (const date of scheduledDrawDates(game, '2026-01-01', '2026-12-31')) {
      const cutoff = salesCutoffAt(game.id, date).getTime();
      const draw = scheduledDrawAt(game, date).getTime();
      expect(cutoff).toBeLessThanOrEqual(draw);
      expect(draw - cutoff).toBeLessThan(3 * 3_600_000);
    }
  });

  it.each(GAMES.map((game) => [game.id, game] as const))('%s: its claim threshold is in its own currency, with a source', (_, game) => {
    expect(CLAIM_THRESHOLDS[game.id].currency).toBe(game.currency);
    expect(CLAIM_THRESHOLDS[game.id].source).toMatch(/^https:\/\//);
    expect(Number.isSafeInteger(CLAIM_THRESHOLDS[game.id].amount)).toBe(true);
  });
});
