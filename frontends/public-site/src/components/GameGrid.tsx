import type { ReactNode } from 'react';
import { GAMES, type Game } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';

/**
 * Every game as a card in a four-column grid. The games are known without any request, so the
 * cards are always there (in the prerendered page too); while jackpots load, the spec's 'Loading
 * latest jackpots...' shows above them and each card's jackpot is a skeleton (`JackpotLoading`).
 * `renderGame` gives each game's `<li>` (with its key).
 */
export function GameGrid({ isLoading, renderGame }: { isLoading: boolean; renderGame: (game: Game, index: number) => ReactNode }) {
  const { t } = usePublicSiteTexts();
  return (
    <>
      <div role="status" aria-live="polite">
        {isLoading && <p className="ps-loading-text">{t('common.loadingJackpots')}</p>}
      </div>
      <ul className="ps-grid ps-grid--4">{GAMES.map(renderGame)}</ul>
    </>
  );
}
