/**
 * The account forms' options and limits (docs/product-spec.md §3, §9): one fact for the browser's
 * forms and the API's schemas (`profile.ts`, `auth-api.ts`). Lengths are in characters (`characterCount`).
 */

/** The specification's profile country options, in its order. */
export const PROFILE_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'BR', 'MX', 'JP', 'KR', 'IN', 'OTHER'] as const;
export type ProfileCountry = (typeof PROFILE_COUNTRIES)[number];

/** Longest display name the profiles table holds (varchar(100)). */
export const DISPLAY_NAME_MAX_LENGTH = 100;

/** The shortest password sign-up and password change accept. */
export const PASSWORD_MIN_LENGTH = 6;
/** Longer passwords are refused before hashing, so a huge one cannot cost the hasher time. */
export const PASSWORD_MAX_LENGTH = 256;
