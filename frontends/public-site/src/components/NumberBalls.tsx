import type { CSSProperties } from 'react';
import type { Game } from '@pickwise/lottery';
import { GAME_COPY } from '@pickwise/site/copy';
import { gameAccentColor } from '../games/game-colors.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { readableTextColor } from './readable-text-color.js';
import './balls.css';

interface NumberBallsProps {
  /** Its colour is worn by the special balls, so each game's bonus ball looks like its own; its names label the groups. */
  game: Game;
  main: readonly number[];
  special: readonly number[];
  /** The numbers a draw matched (a saved ticket's results): highlighted, and named by `label` for screen readers. */
  matched?: { main: readonly number[]; special: readonly number[]; label: string };
}

/** One set drawn as lottery balls: main numbers first, then the game's special numbers. */
export function NumberBalls({ game, main, special, matched }: NumberBallsProps) {
  const { t, pick } = usePublicSiteTexts();
  const specialColor = gameAccentColor(game);
  const mainLabel = t('common.mainNumbers');
  const specialName = GAME_COPY[game.id].specialName;
  const specialLabel = specialName ? pick(specialName) : null;
  const specialStyle = { '--ps-special-bg': specialColor, '--ps-special-fg': readableTextColor(specialColor) } as CSSProperties;
  return (
    <div className="ps-balls">
      <ul className="ps-balls__group" aria-label={mainLabel} data-testid="main-numbers">
        {main.map((n) => (
          <Ball key={`m${n}`} n={n} className="ps-ball" matchedLabel={matched?.main.includes(n) ? matched.label : undefined} />
        ))}
      </ul>
      {special.length > 0 && (
        <>
          <span className="ps-balls__plus" aria-hidden="true">
            +
          </span>
          <ul className="ps-balls__group" aria-label={specialLabel ?? undefined} style={specialStyle} data-testid="special-numbers">
            {special.map((n) => (
              <Ball key={`s${n}`} n={n} className="ps-ball ps-ball--special" matchedLabel={matched?.special.includes(n) ? matched.label : undefined} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Ball({ n, className, matchedLabel }: { n: number; className: string; matchedLabel: string | undefined }) {
  if (matchedLabel === undefined) return <li className={className}>{n}</li>;
  return (
    <li className={`${className} ps-ball--matched`}>
      {n}
      <span className="pw-visually-hidden"> ({matchedLabel})</span>
    </li>
  );
}
