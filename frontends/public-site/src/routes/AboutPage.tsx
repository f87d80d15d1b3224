import { Link } from 'react-router';
import { METHOD_CATALOGUE, type Region } from '@pickwise/lottery';
import { GAME_COPY, METHOD_COPY, METHOD_NOTES } from '@pickwise/site/copy';
import { ContentHead } from '../content/ContentHead.js';
import { drawDaysOf, gamesIn } from '../content/game-facts.js';
import { oddsPath } from '../odds/odds-path.js';
import { usePublicSiteTexts } from '../i18n/texts.js';

const REGIONS: readonly Region[] = ['usa', 'europe'];

/** /about (docs/product-spec.md §2): mission, how every method works (honestly), responsible gaming, the twelve games by region. */
export function AboutPage() {
  const { t, language, link, pick } = usePublicSiteTexts();
  const mission = t('content.about.mission', { returnObjects: true }) as string[];
  return (
    <div className="ps-page">
      <ContentHead area="about" />
      <div className="pw-container ps-narrow ps-content">
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">{t('content.about.missionHeading')}</h2>
          {mission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section aria-labelledby="about-technology">
          <h2 id="about-technology">{t('content.about.technologyHeading')}</h2>
          <p>{t('content.about.technologyIntro', { count: METHOD_CATALOGUE.filter((method) => method.needsHistory).length })}</p>
          <ul className="ps-content__cards">
            {METHOD_CATALOGUE.map((method) => (
              <li key={method.id} className="ps-content__card">
                <h3>{pick(METHOD_COPY[method.id].name)}</h3>
                {method.needsHistory ? <p className="ps-content__tag">{t('content.about.readsHistory')}</p> : null}
                <p>{t(`content.about.methods.${method.id}`)}</p>
                <p className="ps-content__note">{pick(METHOD_NOTES[method.id])}</p>
              </li>
            ))}
          </ul>
          <h3>{t('content.about.honestyHeading')}</h3>
          <p>{t('content.about.honesty')}</p>
        </section>

        <section aria-labelledby="about-responsible">
          <h2 id="about-responsible">{t('content.about.responsibleHeading')}</h2>
          <p>{t('content.about.responsible')}</p>
          <p>
            <Link to={link('/responsible')} className="ps-link">
              {t('content.about.responsibleLink')} →
            </Link>
          </p>
        </section>

        <section aria-labelledby="about-coverage">
          <h2 id="about-coverage">{t('content.about.coverageHeading')}</h2>
          <p>{t('content.about.coverageIntro')}</p>
          {REGIONS.map((region) => (
            <section key={region} aria-labelledby={`coverage-${region}`} className="ps-content__region">
              <h3 id={`coverage-${region}`}>{t(`content.about.regions.${region}`)}</h3>
              <ul className="ps-content__games">
                {gamesIn(region).map((game) => (
                  <li key={game.id}>
                    <strong>{game.name}</strong>
                    <span>{t('content.about.gameLine', { country: pick(GAME_COPY[game.id].country), days: drawDaysOf(game, language) })}</span>
                    <Link to={link(oddsPath(game.id))} className="ps-link">
                      {t('content.about.oddsLink', { game: game.name })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      </div>
    </div>
  );
}
