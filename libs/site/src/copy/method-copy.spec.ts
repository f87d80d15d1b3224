import { METHOD_IDS } from '@pickwise/lottery';
import { METHOD_COPY } from './method-copy.js';
import { METHOD_NOTES } from './method-notes.js';

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

describe('method copy', () => {
  it('describes each method with the specification English description', () => {
    for (const method of METHOD_IDS) expect(METHOD_COPY[method].description.en).toBe(SPEC_DESCRIPTIONS[method]);
    expect(METHOD_COPY.balance.name.en).toBe('Statistical Balance');
  });

  it('has every text in English and Spanish, and an honest note on the odds', () => {
    for (const method of METHOD_IDS) {
      const note = METHOD_NOTES[method];
      for (const text of [METHOD_COPY[method].name, METHOD_COPY[method].description, note]) {
        expect(text.en.trim()).not.toBe('');
        expect(text.es.trim()).not.toBe('');
        expect(text.es).not.toBe(text.en);
      }
      expect(note.en).toContain('Every combination has the same odds');
      expect(note.es).toContain('Todas las combinaciones tienen las mismas probabilidades');
    }
  });
});
