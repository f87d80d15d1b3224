import { GAME_IDS, prizeTablesOf } from '@pickwise/lottery';
import { BONUS_NUMBER_NAMES, PRIZE_TABLE_NOTES, prizeTableNote } from './prize-notes.js';

describe('prize table notes', () => {
  it.each(GAME_IDS)('names only prize tables of %s, in both languages', (gameId) => {
    const tableDates = prizeTablesOf(gameId).map((table) => table.since);
    for (const [since, note] of Object.entries(PRIZE_TABLE_NOTES[gameId])) {
      expect(tableDates).toContain(since);
      expect(note.en.trim()).not.toBe('');
      expect(note.es).not.toBe(note.en);
    }
  });

  it('finds the note of a table, and none where the table has none', () => {
    expect(prizeTableNote('texas-lottery', '2000-07-19')?.en).toBe('The $3 amount for 3 in this era is not verified.');
    expect(prizeTableNote('powerball', '2015-10-07')).toBeUndefined();
  });

  it.each(GAME_IDS)('names the bonus number of %s exactly when a tier needs it', (gameId) => {
    const needsBonus = prizeTablesOf(gameId).some((table) => table.tiers.some((tier) => tier.bonusMatched));
    expect(BONUS_NUMBER_NAMES[gameId] !== null).toBe(needsBonus);
  });
});
