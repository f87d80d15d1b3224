import { useDocumentTitle } from '@pickwise/ui';
import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { usePageDescription } from '../components/use-page-description.js';
import { usePublicSiteTexts } from '../i18n/texts.js';

export type ContentArea = 'responsible' | 'faqs' | 'about';

/** A content page's title, description, canonical link and alternates, and its header with the page's one `<h1>`. */
export function ContentHead({ area, structuredData }: { area: ContentArea; structuredData?: Record<string, unknown> }) {
  const { t } = usePublicSiteTexts();
  useDocumentTitle(t(`content.${area}.pageTitle`));
  usePageDescription(t(`content.${area}.description`));
  return (
    <>
      <PageMetadata path={`/${area}`} structuredData={structuredData} />
      <CompactHero title={t(`content.${area}.heading`)} intro={t(`content.${area}.intro`)} />
    </>
  );
}
