import { describe, expect, it } from '@jest/globals';
import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, PROFILE_COUNTRIES } from '@pickwise/contracts';
import * as fields from './profile-fields.js';

describe('profile fields', () => {
  it('offer the same countries and limits as the contracts the server validates with', () => {
    expect(fields.PROFILE_COUNTRY_CODES).toEqual(PROFILE_COUNTRIES);
    expect(fields.DISPLAY_NAME_MAX_LENGTH).toBe(DISPLAY_NAME_MAX_LENGTH);
    expect(fields.PASSWORD_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
  });

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
