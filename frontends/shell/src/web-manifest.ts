import type { Language } from '@pickwise/i18n';

/**
 * Each language's web app manifest (public/): the app is installed under the name, description
 * and start page of the language it is installed from. Both keep the id `/`, so it is one app.
 */
export function webManifestHref(language: Language): string {
  return language === 'es' ? '/manifest.es.webmanifest' : '/manifest.webmanifest';
}
