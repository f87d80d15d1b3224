import { localizedPath, type Language } from '@pickwise/i18n';
import { useDocumentTitle } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { siteOrigin } from './site-origin.js';

const OG_LOCALES = { en: 'en_US', es: 'es_ES' } as const;

interface PageMetadataProps {
  /** The page's English path, e.g. `/games/powerball/generate`. */
  path: string;
  /** The document title. */
  title: string;
  /** The page's own summary, for search results and share previews. */
  description: string;
  /** schema.org structured data for the page, if it has any. */
  structuredData?: Record<string, unknown>;
}

/** The page's absolute URL in a language (what canonical links, alternates and share tags need). */
export function pageUrls(path: string): (language: Language) => string {
  const origin = siteOrigin();
  return (language) => `${origin}${localizedPath(language, path)}`;
}

/**
 * Everything a page tells search engines and share previews: title, description, canonical link,
 * English/Spanish/x-default alternates, Open Graph and Twitter tags and structured data. React 19
 * hoists the `<meta>` and `<link>` elements into the document head (and takes them out when the
 * page is left); the build-time prerender writes them into the served HTML.
 */
export function PageMetadata({ path, title, description, structuredData }: PageMetadataProps) {
  const { language } = usePublicSiteTexts();
  const url = pageUrls(path);
  useDocumentTitle(title);
  const shareTags: Array<[property: string, content: string]> = [
    ['og:type', 'website'],
    ['og:site_name', 'PickWise'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url(language)],
    ['og:locale', OG_LOCALES[language]],
    ['og:locale:alternate', OG_LOCALES[language === 'en' ? 'es' : 'en']],
  ];
  return (
    <>
      <meta name="description" content={description} />
      <link rel="canonical" href={url(language)} />
      {(['en', 'es', 'x-default'] as const).map((hrefLang) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={url(hrefLang === 'es' ? 'es' : 'en')} />
      ))}
      {shareTags.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {structuredData && <script type="application/ld+json">{JSON.stringify(structuredData)}</script>}
    </>
  );
}
