import { describe, expect, it } from '@jest/globals';
import * as fields from './profile-fields.js';

describe('profile fields', () => {
  it('name every country in the page language, and OTHER with the given label', () => {
    const english = fields.countryOptions('en', 'Other');
    expect(english).toHaveLength(14);
    expect(english[0]).toEqual({ code: 'US', name: 'United States' });
    expect(english.find((option) => option.code === 'GB')?.name).toBe('United Kingdom');
    expect(english.at(-1)).toEqual({ code: 'OTHER', name: 'Other' });

    const spanish = fields.countryOptions('es', 'Otro');
    expect(spanish.find((option) => option.code === 'DE')?.name).toBe('Alemania');
    expect(spanish.find((option) => option.code === 'GB')?.name).toBe('Reino Unido');
    expect(spanish.at(-1)?.name).toBe('Otro');
  });
});
