import type { ReactNode } from 'react';
import type { Game } from '@pickwise/lottery';
import { useGameJackpot } from '../games/jackpots.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { JackpotLoading, JackpotValue } from './JackpotValue.js';

interface GameJackpotProps {
  game: Game;
  /** The value as shown, when not the plain figure (see JackpotValue's `value`). */
  renderValue?: (formatted: string) => ReactNode;
  /** Say 'Loading latest jackpots...' while loading (where no grid says it). */
  announce?: boolean;
  /** Off inside a link or button, where a focusable tooltip trigger may not be nested. */
  withTooltip?: boolean;
}

/** A game's jackpot with its currency and source: a skeleton while the jackpots load, then the value. */
export function GameJackpot({ game, renderValue, announce = false, withTooltip = true }: GameJackpotProps) {
  const { language } = usePublicSiteTexts();
  const jackpot = useGameJackpot(game, language);
  if (!jackpot) return <JackpotLoading showSource announce={announce} />;
  return (
    <JackpotValue
      jackpot={jackpot}
      value={renderValue?.(jackpot.formatted)}
      showSource
      withTooltip={withTooltip}
    />
  );
}
