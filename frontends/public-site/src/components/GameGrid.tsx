import type { ReactNode } from 'react';
import { GAMES, type Game } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';

/**
 * Every game as a card in a four-column grid; while jackpots load, placeholder cards and the
 * spec's 'Loading latest jackpots...' instead. `renderGame` gives each game's `<li>` (with its key).
 */
export function GameGrid({ isLoading, renderGame }: { isLoading: boolean; renderGame: (game: Game, index: number) => ReactNode }) {
  const { t } = usePublicSiteTexts();
  if (!isLoading) return <ul className="ps-grid ps-grid--4">{GAMES.map(renderGame)}</ul>;
  return (
    <div role="status" aria-live="polite">
      <p className="ps-loading-text">{t('common.loadingJackpots')}</p>
      <ul className="ps-grid ps-grid--4" aria-hidden="true">
        {GAMES.map((game) => (
          <li key={game.id} className="ps-skeleton" />
        ))}
      </ul>
    </div>
  );
}
