import { GAMES } from '@pickwise/lottery';
import { GAME_COPY, oneSpecialName } from './game-copy.js';
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

describe('oneSpecialName', () => {
  it('names one special number in the singular in both languages, for every game that draws one', () => {
    expect(oneSpecialName('euromillions')).toEqual({ en: 'Lucky Star', es: 'Estrella' });
    expect(oneSpecialName('eurojackpot')).toEqual({ en: 'Euro Number', es: 'Euronúmero' });
    expect(oneSpecialName('powerball')).toEqual({ en: 'Powerball', es: 'Powerball' });
    expect(oneSpecialName('uk-lotto')).toBeNull();
    for (const game of GAMES.filter((each) => each.specialCount > 0)) {
      const name = oneSpecialName(game.id);
      // No special number's name is an English or Spanish plural in -s.
      expect(name?.en).not.toMatch(/s$/);
      expect(name?.es).not.toMatch(/s$/);
    }
  });
});
