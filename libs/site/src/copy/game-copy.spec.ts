import { GAMES } from '@pickwise/lottery';
import { GAME_COPY } from './game-copy.js';
import { GAME_DESCRIPTIONS } from './game-descriptions.js';

describe('game copy', () => {
  it.each(GAMES.map((game) => [game.id, game] as const))('%s has its texts in both languages, a special number name exactly when it draws one', (_id, game) => {
    const copy = GAME_COPY[game.id];
    for (const text of [copy.country, GAME_DESCRIPTIONS[game.id], ...(copy.specialName ? [copy.specialName] : [])]) {
      expect(text.en.trim()).not.toBe('');
      expect(text.es.trim()).not.toBe('');
    }
    expect(copy.specialName !== null).toBe(game.specialCount > 0);
  });
});
