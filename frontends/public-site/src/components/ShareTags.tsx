import { localizedPath } from '@pickwise/i18n';
import { usePublicSiteTexts } from '../i18n/texts.js';

const OG_LOCALES = { en: 'en_US', es: 'es_ES' } as const;

/**
 * Open Graph and Twitter share tags of a page (React 19 moves `<meta>` into the document head and
 * takes them out when the page is left). Pair it with PageMetadata for the canonical link.
 */
export function ShareTags({ path, title, description }: { path: string; title: string; description: string }) {
  const { language } = usePublicSiteTexts();
  const url = `${globalThis.location?.origin ?? ''}${localizedPath(language, path)}`;
  return (
    <>
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content="PickWise" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      <meta property="og:locale:alternate" content={OG_LOCALES[language === 'en' ? 'es' : 'en']} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
