import { localizedPath } from '@pickwise/i18n';
import { usePublicSiteTexts } from '../i18n/texts.js';

interface PageMetadataProps {
  /** The page's English path, e.g. `/games/powerball/generate`. */
  path: string;
  /** schema.org structured data for the page, if it has any. */
  structuredData?: Record<string, unknown>;
}

/**
 * Canonical link and English/Spanish alternates of a page (React 19 moves `<link>` into the
 * document head), plus its structured data. The description is the shell's page-wide one.
 */
export function PageMetadata({ path, structuredData }: PageMetadataProps) {
  const { language } = usePublicSiteTexts();
  const origin = globalThis.location?.origin ?? '';
  const url = (lang: 'en' | 'es') => `${origin}${localizedPath(lang, path)}`;
  return (
    <>
      <link rel="canonical" href={url(language)} />
      <link rel="alternate" hrefLang="en" href={url('en')} />
      <link rel="alternate" hrefLang="es" href={url('es')} />
      <link rel="alternate" hrefLang="x-default" href={url('en')} />
      {structuredData && <script type="application/ld+json">{JSON.stringify(structuredData)}</script>}
    </>
  );
}
