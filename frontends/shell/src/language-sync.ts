import { i18n, languageFromPath } from '@pickwise/i18n';

/**
 * The URL decides the language: called before the first render and, from a layout effect of the
 * routes, after every navigation (before the browser paints), so every translated component
 * re-renders once with the new language.
 */
export function applyLanguageOfPath(pathname: string): void {
  const language = languageFromPath(pathname);
  document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
