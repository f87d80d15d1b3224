import type { Language } from '@pickwise/contracts/languages';

/** Where the Spanish pages live: under `/es`. */
export const SPANISH_PREFIX = '/es';

/**
 * The URL of an English path (`/games/powerball/generate`, may carry `?query` and `#hash`) in
 * `language`: unchanged in English, prefixed with `/es` in Spanish (`/` becomes `/es/`). The site's
 * pages and the links in mails, notifications and calendar feeds are all made with it.
 */
export function localizedPath(language: Language, path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (language === 'en') return absolute;
  return `${SPANISH_PREFIX}${absolute}`;
}
