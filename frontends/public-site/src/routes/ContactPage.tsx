import type { ReactNode } from 'react';
import { Card } from '@pickwise/ui';
import { CONTACT_FIELD_MAX_LENGTHS } from '@pickwise/contracts/limits';
import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { FeedbackIcon, MailIcon } from '../components/icons.js';
import { ContactForm } from '../contact/ContactForm.js';
import '../contact/contact.css';
import { contactEn } from '../i18n/en-contact.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';

addScreenTexts(contactEn);

/** /contact (docs/product-spec.md §2 "Contact"): the e-mail and feedback cards, and the message form with its notice. */
export default function ContactPage() {
  const { t } = usePublicSiteTexts();
  return (
    <div className="ps-page ps-page--tight">
      <PageMetadata path="/contact" title={t('contact.pageTitle')} description={t('contact.intro')} />
      <CompactHero title={t('contact.heading')} intro={t('contact.intro')} />
      <div className="pw-container ps-contact">
        <ul className="ps-contact__cards" aria-label={t('contact.cardsLabel')}>
          <InfoCard icon={<MailIcon />} title={t('contact.emailCard.title')} text={t('contact.emailCard.text')} />
          <InfoCard icon={<FeedbackIcon />} title={t('contact.feedbackCard.title')} text={t('contact.feedbackCard.text')} />
        </ul>
        <section className="ps-panel" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t('contact.formHeading')}</h2>
          <div className="ps-notice">
            <p>{t('contact.notice', CONTACT_FIELD_MAX_LENGTHS)}</p>
          </div>
          <ContactForm labelledBy="contact-form-heading" />
        </section>
      </div>
    </div>
  );
}

function InfoCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card as="li" className="ps-contact__card">
      <span className="ps-contact__card-icon">{icon}</span>
      <div>
        <h2>{title}</h2>
        <p>{text}</p>
      </div>
    </Card>
  );
}
