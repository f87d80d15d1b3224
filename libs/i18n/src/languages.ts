import { LANGUAGES, type Language } from '@pickwise/contracts/languages';
import { SPANISH_PREFIX, localizedPath } from '@pickwise/site/pages';

// The languages (libs/contracts) and the localized paths (libs/site) are shared with the services (mails, notifications, calendars).
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pickwise/contracts/languages';
export { localizedPath } from '@pickwise/site/pages';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a URL path is in: Spanish under `/es` (exactly `/es` or `/es/…`), English otherwise. */
export function languageFromPath(pathname: string): Language {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The path without its language prefix, always starting with `/`: `/es/faqs` → `/faqs`, `/es` → `/`. */
export function stripLanguagePrefix(pathname: string): string {
  if (languageFromPath(pathname) === 'en') return pathname || '/';
  return pathname.slice(SPANISH_PREFIX.length) || '/';
}

/** The same page in the other language, keeping query and hash: what the language toggle links to. */
export function switchLanguagePath(location: { pathname: string; search?: string; hash?: string }, target: Language): string {
  const page = stripLanguagePrefix(location.pathname);
  return `${localizedPath(target, page)}${location.search ?? ''}${location.hash ?? ''}`;
}
