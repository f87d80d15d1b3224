import type { ContentArea } from '../content/ContentHead.js';
import '../content/content.css';
import { contentEn } from '../i18n/en-content.js';
import { addScreenTexts } from '../i18n/texts.js';
import { AboutPage } from './AboutPage.js';
import { FaqsPage } from './FaqsPage.js';
import { PrivacyPage } from './PrivacyPage.js';
import { ResponsiblePage } from './ResponsiblePage.js';

addScreenTexts(contentEn);

/**
 * The content pages /responsible, /faqs, /about and /privacy: one lazily loaded chunk with their English, so
 * the home page's first load carries a single lazy import for the four (docs/architecture.md §10 budget).
 */
export default function ContentPage({ page }: { page: ContentArea }) {
  if (page === 'faqs') return <FaqsPage />;
  if (page === 'privacy') return <PrivacyPage />;
  return page === 'about' ? <AboutPage /> : <ResponsiblePage />;
}
