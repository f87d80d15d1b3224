import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Card, Icon, buttonClassName } from '@pickwise/ui';
import { GAMES, METHOD_IDS, type Game } from '@pickwise/lottery';
import { METHOD_COPY } from '@pickwise/site/copy';
import { GameCard } from '../components/GameCard.js';
import { GameGrid } from '../components/GameGrid.js';
import { PageMetadata, pageUrls } from '../components/PageMetadata.js';
import { CtaSection, PageSection } from '../components/PageSection.js';
import { methodLook } from '../components/method-looks.js';
import { useReducedMotion } from '../components/use-reduced-motion.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import '../components/hero.css';
import '../home/home.css';

const GAMES_ANCHOR = 'games';
const GAMES_HEADING_ID = 'games-heading';
/** Marks the buttons that scroll to the games, for the page served with islands (frontends/shell/src/islands/home.ts). */
const SCROLLS_TO_GAMES = { 'data-scrolls-to': GAMES_HEADING_ID };
const STEPS = ['chooseGame', 'pickMethod', 'getNumbers'] as const;

export function HomePage() {
  const { t, link, pick, language } = usePublicSiteTexts();
  const location = useLocation();
  const reducedMotion = useReducedMotion();
  const gamesHeading = useRef<HTMLHeadingElement>(null);
  const homeUrl = pageUrls('/');
  // docs/product-spec.md §2: method cards open the first configured game.
  const firstGame = GAMES[0] as Game;

  const scrollToGames = (moveFocus: boolean) => {
    gamesHeading.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    if (moveFocus) gamesHeading.current?.focus({ preventScroll: true });
  };

  // /games redirects to /#games: land on the grid, and again once the jackpots are in (the
  // loading line above the grid goes).
  const landOnGames = () => {
    if (location.hash === `#${GAMES_ANCHOR}`) scrollToGames(false);
  };
  useEffect(landOnGames, [location.hash]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="ps-page">
      <PageMetadata
        path="/"
        title={t('home.title')}
        description={t('home.subheadline')}
        structuredData={{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'PickWise', url: homeUrl(language), inLanguage: language, description: t('home.subheadline') }}
      />
      <section className="ps-hero" aria-labelledby="home-headline">
        <div className="pw-container ps-hero__inner">
          <span className="ps-eyebrow">{t('home.eyebrow')}</span>
          <h1 id="home-headline">
            <span className="ps-gradient-text">{t('home.headline')}</span>
          </h1>
          <p className="ps-hero__sub">{t('home.subheadline')}</p>
          <div className="ps-hero__actions">
            <button type="button" className={buttonClassName('primary', 'large')} onClick={() => scrollToGames(true)} {...SCROLLS_TO_GAMES}>
              {t('home.primaryCta')}
            </button>
            <Link to={link('/generator')} className={buttonClassName('secondary', 'large')}>
              {t('home.secondaryCta')}
            </Link>
          </div>
          <p className="ps-hero__note">
            <Icon name="scale" /> {t('common.sameOdds')}
          </p>
        </div>
      </section>

      <PageSection
        id={GAMES_ANCHOR}
        headingId={GAMES_HEADING_ID}
        headingRef={gamesHeading}
        title={t('home.gamesHeading')}
        intro={t('home.gamesIntro')}
      >
        <GameGrid
          onJackpotsLoaded={landOnGames}
          renderGame={(game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          )}
        />
      </PageSection>

      <PageSection
        headingId="how-heading"
        title={t('home.howItWorks')}
        foot={
          <Link to={link('/about')} className="ps-link">
            {t('home.readMore')}
          </Link>
        }
      >
        <ol className="ps-grid ps-grid--3 ps-steps">
          {STEPS.map((step, index) => (
            <li key={step}>
              <Card className="ps-card ps-step">
                <span className="ps-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`home.steps.${step}.title`)}</h3>
                <p>{t(`home.steps.${step}.text`)}</p>
              </Card>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        headingId="methods-heading"
        title={t('home.pickYourMethod')}
        intro={t('home.pickYourMethodIntro')}
        foot={
          <Link to={link('/generator')} className={buttonClassName('secondary')}>
            {t('home.viewAllMethods')}
          </Link>
        }
      >
        <ul className="ps-grid ps-grid--4">
          {METHOD_IDS.map((method) => {
            const look = methodLook(method);
            return (
              <li key={method}>
                <Link
                  to={link(`/games/${firstGame.id}/generate?method=${method}`)}
                  className="pw-card pw-card--interactive ps-card ps-method-card"
                >
                  <span className="ps-method-card__icon" style={{ background: look.gradient }} aria-hidden="true">
                    <Icon name={look.icon} />
                  </span>
                  <h3>{pick(METHOD_COPY[method].name)}</h3>
                  <p className="ps-capitalize">{pick(METHOD_COPY[method].description)}</p>
                  <span className="ps-method-card__cta" aria-hidden="true">
                    {t('home.tryMethod', { game: firstGame.name })} →
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <CtaSection headingId="cta-heading" title={t('home.closingHeading')} text={t('home.closingText')}>
        <button type="button" className={buttonClassName('primary', 'large')} onClick={() => scrollToGames(true)} {...SCROLLS_TO_GAMES}>
          {t('home.getStartedFree')}
        </button>
        <p className="ps-cta__notice">
          <Icon name="shield" /> {t('home.playResponsibly')}
        </p>
      </CtaSection>
    </div>
  );
}
