import type { CSSProperties } from 'react';
import { readableTextColor } from './readable-text-color.js';

interface NumberBallsProps {
  main: readonly number[];
  special: readonly number[];
  /** The game's colour; special balls wear it so each game's bonus ball looks like its own. */
  specialColor: string;
  mainLabel: string;
  specialLabel: string | null;
}

/** One set drawn as lottery balls: main numbers first, then the game's special numbers. */
export function NumberBalls({ main, special, specialColor, mainLabel, specialLabel }: NumberBallsProps) {
  const specialStyle = { '--ps-special-bg': specialColor, '--ps-special-fg': readableTextColor(specialColor) } as CSSProperties;
  return (
    <div className="ps-balls">
      <ul className="ps-balls__group" aria-label={mainLabel} data-testid="main-numbers">
        {main.map((n) => (
          <li key={`m${n}`} className="ps-ball">
            {n}
          </li>
        ))}
      </ul>
      {special.length > 0 && (
        <>
          <span className="ps-balls__plus" aria-hidden="true">
            +
          </span>
          <ul className="ps-balls__group" aria-label={specialLabel ?? undefined} style={specialStyle} data-testid="special-numbers">
            {special.map((n) => (
              <li key={`s${n}`} className="ps-ball ps-ball--special">
                {n}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
