import { Link } from 'react-router';
import { buttonClassName } from '@pickwise/ui';
import { CtaSection } from '../components/PageSection.js';
import { ContentHead } from '../content/ContentHead.js';
import { FaqAccordion } from '../content/FaqAccordion.js';
import { faqPageStructuredData } from '../content/faq-structured-data.js';
import { useFaqEntries } from '../content/use-faq-entries.js';
import { usePublicSiteTexts } from '../i18n/texts.js';

/** /faqs (docs/product-spec.md §2): 22 questions in a single-open accordion, FAQPage structured data, 'Still have questions?' → /responsible. */
export function FaqsPage() {
  const { t, language, link } = usePublicSiteTexts();
  const entries = useFaqEntries();
  return (
    <div className="ps-page">
      <ContentHead area="faqs" structuredData={faqPageStructuredData(entries, language)} />
      <section className="pw-container ps-narrow" aria-label={t('content.faqs.listLabel')}>
        <FaqAccordion entries={entries} />
      </section>
      <CtaSection headingId="faqs-still" title={t('content.faqs.stillHeading')} text={t('content.faqs.stillText')}>
        <Link to={link('/responsible')} className={buttonClassName('primary', 'large')}>
          {t('content.faqs.stillLink')}
        </Link>
      </CtaSection>
    </div>
  );
}
