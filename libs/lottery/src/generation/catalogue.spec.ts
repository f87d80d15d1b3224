import { ENTRY_CARD_IDS, ENTRY_CARD_METHOD, isEntryCardId, METHOD_CATALOGUE, describeMethod } from './catalogue.js';
import { METHOD_NOTES } from './method-notes.js';
import { METHOD_IDS } from './types.js';

// docs/product-spec.md §9, "Method descriptions", quoted exactly.
const SPEC_DESCRIPTIONS = {
  random: 'random numbers with quality guardrails.',
  ai: 'bucket patterns plus probability smoothing plus quality scoring.',
  markov: 'transitions between number ranges seen in past draws.',
  hotcold: 'frequent numbers, with room for cold outliers.',
  balance: 'even/odd balance, range diversity, minimal sequences.',
  birthday: 'picks mapped from important dates.',
  lucky: 'start from favourite numbers and complete them.',
  horoscope: 'entertainment-only picks from the zodiac sign.',
};

describe('method catalogue', () => {
  it('describes the eight methods in order, with the specification English descriptions', () => {
    expect(METHOD_CATALOGUE.map((method) => method.id)).toEqual([...METHOD_IDS]);
    for (const method of METHOD_CATALOGUE) expect(method.description.en).toBe(SPEC_DESCRIPTIONS[method.id]);
  });

  it('has every text in English and Spanish, and an honest note on the odds', () => {
    for (const method of METHOD_CATALOGUE) {
      const note = METHOD_NOTES[method.id];
      for (const text of [method.name, method.description, note]) {
        expect(text.en.trim()).not.toBe('');
        expect(text.es.trim()).not.toBe('');
        expect(text.es).not.toBe(text.en);
      }
      expect(note.en).toContain('Every combination has the same odds');
      expect(note.es).toContain('Todas las combinaciones tienen las mismas probabilidades');
    }
  });

  // needsHistory is checked against what each method does, in methods.spec.ts; needsOptions comes from METHODS_WITH_OPTIONS.
  it('finds a method by id', () => {
    expect(describeMethod('balance').name.en).toBe('Statistical Balance');
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
