import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages.js';
import { en } from './resources/en.js';
import { es } from './resources/es.js';

export const COMMON_NAMESPACE = 'common';

/**
 * The one i18next instance of the page. This lib is a Module Federation singleton, so the shell
 * and every remote import this same object; the shell sets its language from the URL.
 */
export const i18n: I18nInstance = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { [COMMON_NAMESPACE]: en }, es: { [COMMON_NAMESPACE]: es } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  // Resources are bundled, so initialisation completes synchronously and the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/**
 * Adds a frontend's own texts under `namespace` in both languages (call once at module load of the
 * remote, before rendering). Later calls with the same namespace overwrite earlier keys.
 */
export function addTranslations<Texts extends object>(namespace: string, texts: { en: Texts; es: Texts }): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, texts[language], true, true);
  }
}

/** The current page language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const current = instance.resolvedLanguage ?? instance.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}
