/**
 * The site's languages: English at `/…`, Spanish at `/es/…`; also the languages of every mail and
 * notification, and of a profile. Zod-free: the browser imports this entry
 * (`@pickwise/contracts/languages`) without loading the schemas.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
