import negotiate from '@fastify/accept-negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pickwise/contracts';

/**
 * The site's language an Accept-Language header prefers, English when it names neither. A range
 * counts for its primary language (`es-MX` asks for `es`, as RFC 4647's lookup falls back to it);
 * the negotiator itself only matches whole values, so subtags are dropped before it weighs the
 * qualities. A tie goes to English, the site's default.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const primaries = acceptLanguage
    .split(',')
    .map((range) => range.trim().replace(/^([A-Za-z]{1,8})-[A-Za-z0-9-]*/, '$1').toLowerCase())
    .join(',');
  return negotiate(primaries, [...LANGUAGES]) ?? DEFAULT_LANGUAGE;
}
