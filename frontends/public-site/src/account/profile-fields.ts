import type { ProfileCountry } from '@pickwise/api-client';
import type { Language } from '@pickwise/i18n';
import { PROFILE_COUNTRIES } from '@pickwise/contracts/limits';

/** The country options with their names in `language` (the browser's own region names); 'OTHER' reads `otherLabel`. */
export function countryOptions(language: Language, otherLabel: string): Array<{ code: ProfileCountry; name: string }> {
  const regionNames = new Intl.DisplayNames([language], { type: 'region' });
  return PROFILE_COUNTRIES.map((code) => ({ code, name: code === 'OTHER' ? otherLabel : (regionNames.of(code) ?? code) }));
}
