import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Card, Icon, buttonClassName } from '@pickwise/ui';
import { METHOD_COPY } from '@pickwise/site/copy';
import { ENTRY_CARDS, type EntryCardCategory } from '../generation/entry-cards.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { CompactHero } from '../components/CompactHero.js';
import { CtaSection, PageSection } from '../components/PageSection.js';
import { entryEn } from '../i18n/en-entry.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import '../generation/generator-entry.css';

addScreenTexts(entryEn);

const CATEGORIES: readonly EntryCardCategory[] = ['smart', 'personal'];

interface PopularQuestion {
  question: string;
  answer: string;
}

/** /generator: 'Choose Your Generator' with its two categories of method cards (docs/product-spec.md §2). */
export function GeneratorEntryPage() {
  const { t, link, pick } = usePublicSiteTexts();
  const questions = t('entry.questions', { returnObjects: true }) as PopularQuestion[];

  return (
    <div className="ps-page">
      <PageMetadata path="/generator" title={t('entry.pageTitle')} description={t('entry.intro')} />
      <CompactHero title={t('entry.title')} intro={t('entry.intro')} />

      <div className="pw-container">
        {CATEGORIES.map((category) => (
          <section key={category} className="ps-category" aria-labelledby={`category-${category}`}>
            <div className="ps-category__head">
              <h2 id={`category-${category}`}>{t(`entry.categories.${category}.title`)}</h2>
              <p>{t(`entry.categories.${category}.text`)}</p>
            </div>
            <ul className="ps-grid ps-grid--4">
              {ENTRY_CARDS.filter((card) => card.category === category).map((card) => (
                <li key={card.id}>
                  <Card as="article" className="ps-card ps-entry-card" style={{ '--ps-entry-color': card.color } as CSSProperties}>
                    <Icon name={card.icon} className="ps-entry-card__icon" />
                    <h3>{pick(card.title)}</h3>
                    <p className="ps-capitalize">{pick(METHOD_COPY[card.methodId].description)}</p>
                    <Link
                      to={link(`/choose-lottery?method=${card.id}`)}
                      className={buttonClassName('primary', 'small', 'ps-card__action')}
                      aria-label={t('entry.generateWith', { method: pick(card.title) })}
                    >
                      {t('entry.generate')}
                    </Link>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <PageSection
        className="ps-narrow"
        headingId="popular-questions"
        title={t('entry.popularQuestions')}
        foot={
          <Link to={link('/faqs')} className="ps-link">
            {t('entry.viewAllFaqs')} →
          </Link>
        }
      >
        <div className="ps-faq">
          {questions.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </PageSection>

      <CtaSection headingId="entry-cta" title={t('entry.ctaHeading')} text={t('entry.ctaText')}>
        <Link to={link('/games')} className={buttonClassName('primary', 'large')}>
          {t('entry.ctaButton')}
        </Link>
      </CtaSection>
    </div>
  );
}
