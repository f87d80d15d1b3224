import { Link } from 'react-router';
import { MAX_WHEEL_NUMBERS, type GameId } from '@pickwise/lottery';
import { wheelsEn } from '../i18n/en-wheels.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';

// The generator and odds pages ship without the wheel builder's texts: only the links' own.
addScreenTexts({ wheels: { fromGenerator: wheelsEn.wheels.fromGenerator, fromOdds: wheelsEn.wheels.fromOdds } });

/**
 * The wheel builder's English path for a game, with numbers to start from: the first MAX_WHEEL_NUMBERS distinct ones, ascending
 * (the query libs/contracts' wheelRequestFromQuery reads: `?game=<id>&numbers=1,2,3`).
 */
export function wheelLinkPath(game: GameId, numbers: readonly number[] = []): string {
  const chosen = [...new Set(numbers)].slice(0, MAX_WHEEL_NUMBERS).sort((a, b) => a - b);
  return chosen.length > 0 ? `/wheels?game=${game}&numbers=${chosen.join(',')}` : `/wheels?game=${game}`;
}

/** "Build a wheel from these numbers" (the generator's shown sets) or "Wheels: what a guarantee covers" (a game's odds page). */
export function WheelLink({ game, numbers, from }: { game: GameId; numbers?: readonly number[]; from: 'generator' | 'odds' }) {
  const { t, link } = usePublicSiteTexts();
  return (
    <Link to={link(wheelLinkPath(game, numbers))} className="ps-link" data-testid="wheel-link">
      {t(from === 'generator' ? 'wheels.fromGenerator' : 'wheels.fromOdds')}
    </Link>
  );
}
