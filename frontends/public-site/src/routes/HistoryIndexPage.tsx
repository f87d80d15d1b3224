import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Flag } from '@pickwise/ui';
import { GAMES } from '@pickwise/lottery';
import { GAME_COPY } from '@pickwise/site/copy';
import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { useSpaceActivatesLink } from '../components/use-space-activates-link.js';
import { gameAccentColor } from '../games/game-colors.js';
import { historyEn } from '../i18n/en-history.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import '../history/history.css';

addScreenTexts(historyEn);

/** /history: every game as a card (flag and name); Enter or Space opens /history/{id} (docs/product-spec.md §2). */
export function HistoryIndexPage() {
  const { t, link, pick } = usePublicSiteTexts();
  const onCardKeyDown = useSpaceActivatesLink();
  return (
    <div className="ps-page">
      <PageMetadata path="/history" title={t('history.indexPageTitle')} description={t('history.descriptions.index')} />
      <CompactHero title={t('history.indexTitle')} intro={t('history.indexIntro')} />
      <section className="pw-container" aria-label={t('history.indexTitle')}>
        <ul className="ps-grid ps-grid--4">
          {GAMES.map((game) => {
            const path = link(`/history/${game.id}`);
            return (
              <li key={game.id} style={{ '--ps-game-accent': gameAccentColor(game) } as CSSProperties}>
                <Link to={path} className="pw-card pw-card--interactive ps-card ps-history-card" onKeyDown={(event) => onCardKeyDown(event, path)}>
                  <Flag code={game.countryCode} className="ps-flag" />
                  <span className="ps-card-title">{game.name}</span>
                  <span className="ps-history-card__country">{pick(GAME_COPY[game.id].country)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
