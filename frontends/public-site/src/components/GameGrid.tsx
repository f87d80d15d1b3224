import { useEffect, type ReactNode } from 'react';
import { GAMES, type Game } from '@pickwise/lottery';
import { useJackpotsLoading } from '../games/jackpots.js';
import { usePublicSiteTexts } from '../i18n/texts.js';

/**
 * Every game as a card in a four-column grid. The games are known without any request, so the
 * cards are always there (in the prerendered page too); while jackpots load, the spec's 'Loading
 * latest jackpots...' shows above them and each card's jackpot is a skeleton (`GameJackpot`).
 * `renderGame` gives each game's `<li>` (with its key); `onJackpotsLoaded` runs once they are in.
 */
export function GameGrid({ renderGame, onJackpotsLoaded }: { renderGame: (game: Game, index: number) => ReactNode; onJackpotsLoaded?: () => void }) {
  return (
    <>
      <JackpotsStatus onLoaded={onJackpotsLoaded} />
      <ul className="ps-grid ps-grid--4">{GAMES.map(renderGame)}</ul>
    </>
  );
}

/** Its own component, so the jackpots' arrival re-renders this line and not the grid. */
function JackpotsStatus({ onLoaded }: { onLoaded: (() => void) | undefined }) {
  const { t } = usePublicSiteTexts();
  const isLoading = useJackpotsLoading();
  useEffect(() => {
    if (!isLoading) onLoaded?.();
    // Once per arrival, not per new callback of a re-rendered parent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoading]);
  // The line keeps its height once the jackpots are in (emptied, not removed): the grid under it
  // would move up by a line as they came, in view on a phone.
  return (
    <div role="status" aria-live="polite">
      <p className="ps-loading-text">{isLoading ? t('common.loadingJackpots') : null}</p>
    </div>
  );
}
