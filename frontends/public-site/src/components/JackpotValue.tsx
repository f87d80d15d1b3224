import { Tooltip } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import type { JackpotView } from '../games/jackpots.js';
import { JackpotCountUp } from './JackpotCountUp.js';

/**
 * A game's jackpot with its label. Anything but a live value carries the spec's tooltip: an
 * estimate says 'Showing estimated value', a missing value 'Latest update pending'.
 */
interface JackpotValueProps {
  jackpot: JackpotView;
  countUp?: boolean;
  /** Also show the currency code and where the value comes from. */
  showSource?: boolean;
  /** Off inside a link or button, where a focusable tooltip trigger may not be nested. */
  withTooltip?: boolean;
}

export function JackpotValue({ jackpot, countUp = false, showSource = false, withTooltip = true }: JackpotValueProps) {
  const { t } = usePublicSiteTexts();
  const tooltip = jackpot.source === 'live' ? null : jackpot.source === 'estimated' ? t('common.estimatedValue') : t('common.updatePending');
  return (
    <div className="ps-jackpot">
      <span className="ps-jackpot__label">
        {t('common.estimatedJackpot')}
        {tooltip && withTooltip && (
          <Tooltip content={tooltip}>
            <button type="button" className="ps-info-dot" aria-label={tooltip}>
              i
            </button>
          </Tooltip>
        )}
      </span>
      {countUp ? (
        <JackpotCountUp display={jackpot.formatted} className="ps-jackpot__value" />
      ) : (
        <span className="ps-jackpot__value">{jackpot.formatted}</span>
      )}
      {showSource && (
        <span className="ps-game-card__source">
          {jackpot.currencyCode} · {t('choose.source', { source: t(`common.jackpotSource.${jackpot.source}`) })}
        </span>
      )}
    </div>
  );
}
