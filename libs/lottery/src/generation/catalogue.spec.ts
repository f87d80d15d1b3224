import { ENTRY_CARD_IDS, ENTRY_CARD_METHOD, isEntryCardId, METHOD_CATALOGUE, describeMethod } from './catalogue.js';
import { METHOD_IDS } from './types.js';

describe('method catalogue', () => {
  it('lists the eight methods in order', () => {
    expect(METHOD_CATALOGUE.map((method) => method.id)).toEqual([...METHOD_IDS]);
  });

  // needsHistory is checked against what each method does, in methods.spec.ts; needsOptions comes from METHODS_WITH_OPTIONS.
  it('finds a method by id', () => {
    expect(describeMethod('random').needsHistory).toBe(true);
    expect(describeMethod('lucky').needsOptions).toBe(true);
    expect(describeMethod('markov').needsOptions).toBe(false);
  });
});

describe('generator entry card ids', () => {
  it('maps each of the seven /generator card ids to a method', () => {
    expect(ENTRY_CARD_METHOD).toEqual({
      'ai-smart': 'ai',
      markov: 'markov',
      'hot-cold': 'hotcold',
      statistical: 'balance',
      birthday: 'birthday',
      lucky: 'lucky',
      horoscope: 'horoscope',
    });
    expect(Object.keys(ENTRY_CARD_METHOD)).toEqual([...ENTRY_CARD_IDS]);
    expect(isEntryCardId('hot-cold')).toBe(true);
    expect(isEntryCardId('hotcold')).toBe(false);
  });
});
