import { changeLanguage, languageFromPath } from '@pickwise/i18n';
import { webManifestHref } from './web-manifest.js';

/**
 * The URL decides the language: called before the first render (which waits for it, so a Spanish
 * page is Spanish from its first paint) and, from a layout effect of the routes, after every
 * navigation, with the web app manifest of that language. Spanish texts are fetched the first time they are needed; every translated
 * component re-renders once the language has changed.
 */
export function applyLanguageOfPath(pathname: string): Promise<void> {
  const language = languageFromPath(pathname);
  document.documentElement.lang = language;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', webManifestHref(language));
  return changeLanguage(language).catch((error: unknown) => console.error(`The ${language} texts could not be loaded:`, error));
}
