import { useId } from 'react';
import { Link } from 'react-router';
import { findGame, type VerifiedWheel } from '@pickwise/lottery';
import { oddsEn } from '../i18n/en-odds.js';
import { wheelResultEn } from '../i18n/en-wheel-result.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { oddsPath } from '../odds/odds-path.js';
import '../odds/odds.css';
import { WheelActions } from './result/WheelActions.js';
import { WheelFigures } from './result/WheelFigures.js';
import { WheelLinesTable } from './result/WheelLinesTable.js';
import { WheelTierChances } from './result/WheelTierChances.js';
import './result/wheel-result.css';

addScreenTexts(wheelResultEn);
// The tiers are named as the odds page names them (odds/tier-name.ts reads its texts).
addScreenTexts(oddsEn);

/**
 * A built, verified wheel (issue 28): its guarantee, its figures beside the proven lower bound and the
 * full wheel, the wheel's chances per prize tier, the lines and their exports. The root's data
 * attributes are read by the e2e tests and bench:wheels (`data-build-ms`: posting to the verified wheel).
 */
export function WheelResult({ wheel, buildMillis }: { wheel: VerifiedWheel; buildMillis: number }) {
  const { t, link } = usePublicSiteTexts();
  const headingId = useId();
  const { request } = wheel;
  const game = findGame(request.game);
  if (!game) throw new Error(`A verified wheel of an unknown game: ${request.game}`);
  const guarantee = t('wheelResult.guarantee', { matched: request.t, drawn: request.m });
  const count = request.numbers.length;
  return (
    <section
      className="ps-wheel-result"
      aria-labelledby={headingId}
      data-testid="wheel-result"
      data-lines={wheel.lines.length}
      data-verified-cases={wheel.verifiedCases}
      data-build-ms={Math.round(buildMillis)}
    >
      <h2 id={headingId}>{t('wheelResult.title', { game: game.name, count, guarantee })}</h2>
      <p>{t('wheelResult.guaranteeSentence', { matched: request.t, drawn: request.m, count })}</p>
      {request.keys.length > 0 && <p>{t('wheelResult.keys', { keys: request.keys.join(', ') })}</p>}

      <h3 className="pw-visually-hidden">{t('wheelResult.figuresHeading')}</h3>
      <WheelFigures wheel={wheel} buildMillis={buildMillis} />

      <div data-print="hide">
        <WheelTierChances game={game} chances={wheel.tierChances} />
        <p className="ps-wheel-result__ev">
          {t('wheelResult.expectedValue')}{' '}
          <Link className="ps-link" to={link(oddsPath(game.id))}>
            {t('wheelResult.expectedValueLink', { game: game.name })}
          </Link>
        </p>
      </div>

      <WheelLinesTable game={game} lines={wheel.lines} />
      <WheelActions wheel={wheel} game={game} guarantee={guarantee} />
    </section>
  );
}
