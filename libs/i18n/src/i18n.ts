import i18next, { type BackendModule, type i18n as I18nInstance } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages.js';
import { en } from './resources/en.js';

export const COMMON_NAMESPACE = 'common';

/** Fetches the texts of one namespace in a language that is not bundled (Spanish). */
export type TextsLoader<Texts> = () => Promise<Texts>;

/**
 * English texts ship with the code; Spanish ones are fetched the first time the page is shown in
 * Spanish, so an English first visit loads no Spanish (docs/architecture.md §10 budget). The loaders are
 * i18next's backend: a language change waits for the new language's texts of every namespace.
 */
const textsLoaders = new Map<string, TextsLoader<object>>();
const loaderKey = (language: string, namespace: string) => `${language}|${namespace}`;
textsLoaders.set(loaderKey('es', COMMON_NAMESPACE), () => import('./resources/es.js').then((module) => module.es));

const lazyTextsBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read(language: string, namespace: string) {
    const load = textsLoaders.get(loaderKey(language, namespace));
    return load ? load() : Promise.reject(new Error(`No ${language} texts for the namespace "${namespace}"`));
  },
};

/**
 * The one i18next instance of the page. This lib is a Module Federation singleton, so the shell
 * and every remote import this same object; the shell sets its language from the URL.
 */
export const i18n: I18nInstance = i18next.createInstance();

void i18n
  .use(lazyTextsBackend)
  .use(initReactI18next)
  .init({
    resources: { en: { [COMMON_NAMESPACE]: en } },
    // English is bundled, every other language comes from lazyTextsBackend.
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    // English is bundled, so initialisation completes synchronously and an English first render is translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

/**
 * Adds a frontend's own texts under `namespace` (call once at module load of the remote, before
 * rendering): English at once, Spanish through `texts.es` when the page is (or becomes) Spanish.
 * Until then `useTranslation(namespace).ready` is false on a Spanish page.
 */
export function addTranslations<Texts extends object>(namespace: string, texts: { en: Texts; es: TextsLoader<Texts> }): void {
  i18n.addResourceBundle('en', namespace, texts.en, true, true);
  textsLoaders.set(loaderKey('es', namespace), texts.es);
  // Makes the namespace part of every later language change, and fetches it now on a Spanish page.
  void i18n.loadNamespaces(namespace);
}

/**
 * Shows the page in `language`, once its texts of every namespace are there (fetched the first
 * time). Resolves when the language is active.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The current page language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const current = instance.resolvedLanguage ?? instance.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}
