import { describe, expect, it } from '@jest/globals';
import { ENTRY_CARD_IDS, ENTRY_CARD_METHOD } from '@pickwise/lottery';
import { ENTRY_CARDS } from './entry-cards.js';

describe('generator entry cards', () => {
  it('has the seven cards of /generator in two categories, each titled by its method', () => {
    expect(ENTRY_CARDS.map((card) => card.id)).toEqual([...ENTRY_CARD_IDS]);
    expect(ENTRY_CARDS.filter((card) => card.category === 'smart').map((card) => card.title.en)).toEqual([
      'AI Smart Picks',
      'Markov Generator',
      'Hot & Cold Numbers',
      'Statistical Balance',
    ]);
    expect(ENTRY_CARDS.filter((card) => card.category === 'personal').map((card) => card.title.en)).toEqual(['Birthday Generator', 'Lucky Numbers', 'Horoscope']);
    // Each card its own icon (that the icon exists, IconName's type makes sure).
    expect(new Set(ENTRY_CARDS.map((card) => card.icon)).size).toBe(ENTRY_CARDS.length);
    for (const card of ENTRY_CARDS) {
      expect(card.methodId).toBe(ENTRY_CARD_METHOD[card.id]);
      expect(card.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
