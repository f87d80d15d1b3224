import type { ProfileCountry } from '@pickwise/api-client';
import type { Language } from '@pickwise/i18n';

// Copies of libs/contracts' PROFILE_COUNTRIES, DISPLAY_NAME_MAX_LENGTH and PASSWORD_MIN_LENGTH:
// importing them at run time would bring zod into the browser. profile-fields.spec.ts keeps them equal.

/** The profile's country options (docs/product-spec.md §3), in the specification's order. */
export const PROFILE_COUNTRY_CODES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'BR', 'MX', 'JP', 'KR', 'IN', 'OTHER'] as const satisfies readonly ProfileCountry[];

/** Longest display name the profile keeps. */
export const DISPLAY_NAME_MAX_LENGTH = 100;

/** docs/product-spec.md §9: the shortest password sign-up and a new password accept. */
export const PASSWORD_MIN_LENGTH = 6;

/** The country options with their names in `language` (the browser's own region names); 'OTHER' reads `otherLabel`. */
export function countryOptions(language: Language, otherLabel: string): Array<{ code: ProfileCountry; name: string }> {
  const regionNames = new Intl.DisplayNames([language], { type: 'region' });
  return PROFILE_COUNTRY_CODES.map((code) => ({ code, name: code === 'OTHER' ? otherLabel : (regionNames.of(code) ?? code) }));
}
