import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Badge, Card, Flag, buttonClassName } from '@pickwise/ui';
import type { Game } from '@pickwise/lottery';
import { GAME_COPY } from '@pickwise/site/copy';
import { trackEvent } from '../analytics.js';
import { gameAccentColor } from '../games/game-colors.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { Countdown } from './Countdown.js';
import { GameJackpot } from './GameJackpot.js';
import './game-card.css';

/**
 * A home-page game card (docs/product-spec.md §2): name, flag, country badge, countdown, jackpot, two actions.
 * The spec's GENERATE and HISTORY go to /generator and /history, for no game in particular, so the name
 * links to this game's generator and a small link under the countdown to its draw history.
 */
export function GameCard({ game }: { game: Game }) {
  const { t, link, pick } = usePublicSiteTexts();
  return (
    <Card as="article" className="ps-card ps-game-card" style={{ '--ps-game-accent': gameAccentColor(game) } as CSSProperties} aria-labelledby={`game-${game.id}`}>
      <div className="ps-game-card__head">
        <Flag code={game.countryCode} className="ps-flag" />
        <div className="ps-game-card__title">
          <h3>
            <Link to={link(`/games/${game.id}/generate`)} className="ps-game-card__name" aria-label={t('home.cardGenerator', { game: game.name })}>
              <span id={`game-${game.id}`}>{game.name}</span>
            </Link>
          </h3>
          <Badge className={`ps-region ps-region--${game.region}`}>{pick(GAME_COPY[game.id].country)}</Badge>
        </div>
      </div>
      <GameJackpot game={game} />
      <Countdown game={game} />
      <Link to={link(`/history/${game.id}`)} className="ps-game-card__history" aria-label={t('home.cardHistoryLabel', { game: game.name })}>
        {t('home.cardHistory')}
      </Link>
      <div className="ps-game-card__actions">
        <Link
          to={link('/generator')}
          className={buttonClassName('primary', 'small')}
          aria-label={`${t('common.generate')} – ${game.name}`}
          onClick={() => trackEvent({ name: 'game_card_click', params: { game_name: game.name, action_type: 'generate' } })}
          // The same event on the home page served with islands (frontends/shell/src/islands/home.ts).
          data-game-card-generate={game.name}
        >
          {t('common.generate')}
        </Link>
        <Link to={link('/history')} className={buttonClassName('secondary', 'small')} aria-label={`${t('common.history')} – ${game.name}`}>
          {t('common.history')}
        </Link>
      </div>
    </Card>
  );
}
