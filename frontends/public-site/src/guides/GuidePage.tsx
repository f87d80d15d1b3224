import { Link } from 'react-router';
import { localizedPath } from '@pickwise/i18n';
import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata, pageUrls } from '../components/PageMetadata.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { DigitOddsTable } from './DigitOddsTable.js';
import { GameFactsTable } from './GameFactsTable.js';
import { guideFigures } from './guide-figures.js';
import { GUIDE_LINKS, relatedLinks, type Guide, type GuideLinkId, type GuideSection } from './guide-pages.js';

/** One educational page or topic guide: its sections from guide-pages.ts, texts from `guides.pages.<id>`. */
export function GuidePage({ guide }: { guide: Guide }) {
  const { t, language } = usePublicSiteTexts();
  const path = GUIDE_LINKS[guide.id];
  const texts = `guides.pages.${guide.id}`;
  const title = t(`${texts}.title`);
  const heading = t(`${texts}.heading`);
  const description = t(`${texts}.description`);
  const pageUrl = pageUrls(path);
  const homeUrl = pageUrls('/');
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: t('guides.home'), item: homeUrl(language) },
      { '@type': 'ListItem', position: 2, name: heading, item: pageUrl(language) },
    ],
  };
  return (
    <div className="ps-page ps-page--tight ps-guide">
      <PageMetadata path={path} title={title} description={description} structuredData={breadcrumbs} />
      <nav className="pw-container ps-guide__breadcrumb" aria-label={t('guides.breadcrumb')}>
        <ol>
          <li>
            <Link to={localizedPath(language, '/')}>{t('guides.home')}</Link>
          </li>
          <li aria-current="page">{heading}</li>
        </ol>
      </nav>
      <CompactHero title={heading} intro={t(`${texts}.intro`)} />
      <div className="pw-container ps-narrow ps-guide__body">
        {guide.sections.map((section) => (
          <GuideSectionView key={section.id} guideTexts={texts} section={section} />
        ))}
        <nav className="ps-guide__related" aria-labelledby="guide-related">
          <h2 id="guide-related">{t('guides.relatedHeading')}</h2>
          <LinkList ids={relatedLinks(guide.id)} />
        </nav>
      </div>
    </div>
  );
}

function GuideSectionView({ guideTexts, section }: { guideTexts: string; section: GuideSection }) {
  const { t, language } = usePublicSiteTexts();
  const texts = `${guideTexts}.sections.${section.id}`;
  const figures = guideFigures(language);
  const headingId = `guide-${section.id}`;
  return (
    <section className="ps-guide__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${texts}.heading`)}</h2>
      {section.paragraphs.map((key) => (
        <p key={key}>{t(key.startsWith('shared.') ? `guides.${key}` : `${texts}.${key}`, figures)}</p>
      ))}
      {section.games && <GameFactsTable games={section.games} />}
      {section.digits && <DigitOddsTable digits={section.digits} />}
      {section.official && (
        <p>
          <a href={section.official} target="_blank" rel="noopener noreferrer">
            {t('guides.officialSite')}: {new URL(section.official).hostname}
            <span className="pw-visually-hidden"> {t('guides.external')}</span>
          </a>
        </p>
      )}
      {section.links && <LinkList ids={section.links} />}
    </section>
  );
}

function LinkList({ ids }: { ids: readonly GuideLinkId[] }) {
  const { t, link } = usePublicSiteTexts();
  return (
    <ul className="ps-guide__links">
      {ids.map((id) => (
        <li key={id}>
          <Link to={link(GUIDE_LINKS[id])}>{t(`guides.links.${id}`)}</Link>
        </li>
      ))}
    </ul>
  );
}
