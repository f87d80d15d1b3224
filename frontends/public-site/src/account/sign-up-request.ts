import type { Language } from '@pickwise/i18n';

/**
 * What the Sign Up form sends: the confirmation link back to this site, and the page language as
 * `user_metadata.locale`, which identity reads to write the account's mails in one language.
 */
export function signUpRequest(credentials: { email: string; password: string }, language: Language, siteOrigin: string) {
  return { ...credentials, options: { emailRedirectTo: siteOrigin, data: { locale: language } } };
}
