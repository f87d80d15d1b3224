import { gameWithChangedDraws } from './draws.js';

describe('gameWithChangedDraws', () => {
  const event = { game: 'powerball', runId: 'run-1', batch: 0, inserted: 0, updated: 0, skipped: 3 };

  it('names the game when rows were inserted or updated', () => {
    expect(gameWithChangedDraws({ ...event, inserted: 1 })).toBe('powerball');
    expect(gameWithChangedDraws({ ...event, updated: 2 })).toBe('powerball');
  });

  it('names none for an event that changed nothing, or a malformed one', () => {
    expect(gameWithChangedDraws(event)).toBeUndefined();
    expect(gameWithChangedDraws({ game: 'powerball', inserted: '1' })).toBeUndefined();
    expect(gameWithChangedDraws('not an event')).toBeUndefined();
  });
});
