import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { usePublicSiteTexts } from '../i18n/texts.js';

export type ContentArea = 'responsible' | 'faqs' | 'about' | 'privacy';

/** A content page's title, description, canonical link and alternates, and its header with the page's one `<h1>`. */
export function ContentHead({ area, structuredData }: { area: ContentArea; structuredData?: Record<string, unknown> }) {
  const { t } = usePublicSiteTexts();
  return (
    <>
      <PageMetadata
        path={`/${area}`}
        title={t(`content.${area}.pageTitle`)}
        description={t(`content.${area}.description`)}
        structuredData={structuredData}
      />
      <CompactHero title={t(`content.${area}.heading`)} intro={t(`content.${area}.intro`)} />
    </>
  );
}
