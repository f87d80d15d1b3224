import { useTranslation } from 'react-i18next';
import { addTranslations, i18n, localizedPath, useLanguage } from '@pickwise/i18n';
import type { Bilingual } from '@pickwise/site/copy';
import { en, type PublicSiteTexts } from './en.js';

/** The namespace of the texts only this frontend uses. */
export const PUBLIC_SITE_NAMESPACE = 'publicSite';

// Spanish is fetched only for Spanish pages; App waits for it (`ready`).
addTranslations(PUBLIC_SITE_NAMESPACE, { en, es: () => import('./es.js').then((module) => module.es) });

/** Any part of the texts, down to single keys: a screen may add keys to a group the home page already has. */
type ScreenTexts<Texts> = { [Key in keyof Texts]?: Texts[Key] extends string ? string : ScreenTexts<Texts[Key]> };

/**
 * Adds the English texts of a lazily loaded screen to the namespace; call it at the screen module's
 * load. They stay out of the home page's first load (docs/architecture.md §10 budget); es.ts, fetched only
 * for Spanish pages, holds every screen's Spanish.
 */
export function addScreenTexts(texts: ScreenTexts<PublicSiteTexts>): void {
  i18n.addResourceBundle('en', PUBLIC_SITE_NAMESPACE, texts, true, false);
}

/** `t` for this frontend's texts, plus the page language and a link builder that keeps it. */
export function usePublicSiteTexts() {
  const { t } = useTranslation(PUBLIC_SITE_NAMESPACE);
  const language = useLanguage();
  return {
    t,
    language,
    /** An English path (`/games/x/generate?method=y`) in the page language (`/es/...` in Spanish). */
    link: (path: string) => localizedPath(language, path),
    /** The page-language side of a bilingual text from libs/site. */
    pick: (text: Bilingual) => text[language],
  };
}
