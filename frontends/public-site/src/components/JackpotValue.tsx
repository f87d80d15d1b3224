import type { ReactNode } from 'react';
import { Tooltip } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import type { JackpotView } from '../games/jackpots.js';
import './jackpot.css';

/**
 * A game's jackpot with its label. Anything but a live value carries the spec's tooltip: an
 * estimate says 'Showing estimated value', a missing value 'Latest update pending'.
 */
interface JackpotValueProps {
  jackpot: JackpotView;
  /**
   * The value as shown, when not the plain figure: the generator's header counts it up
   * (`JackpotCountUp`, passed in so the home page's cards do not load it).
   */
  value?: ReactNode;
  /** Also show the currency code and where the value comes from. */
  showSource?: boolean;
  /** Off inside a link or button, where a focusable tooltip trigger may not be nested. */
  withTooltip?: boolean;
}

export function JackpotValue({ jackpot, value, showSource = false, withTooltip = true }: JackpotValueProps) {
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
      <JackpotFigure>{value ?? <span className="ps-jackpot__value">{jackpot.formatted}</span>}</JackpotFigure>
      {showSource && (
        <span className="ps-game-card__source">
          {jackpot.currencyCode} · {t('choose.source', { source: t(`common.jackpotSource.${jackpot.source}`) })}
        </span>
      )}
    </div>
  );
}

/**
 * A jackpot's place while it loads (docs/product-spec.md §2, §4): the label stays, the value (and
 * the source line) are skeletons of their own height, so nothing moves when the value arrives.
 * `announce` makes it a status that says so (where no 'Loading latest jackpots...' is shown).
 */
export function JackpotLoading({ showSource = false, announce = false }: { showSource?: boolean; announce?: boolean }) {
  const { t } = usePublicSiteTexts();
  return (
    <div className="ps-jackpot" role={announce ? 'status' : undefined}>
      <span className="ps-jackpot__label">{t('common.estimatedJackpot')}</span>
      <JackpotFigure>
        <span className="ps-jackpot__value ps-skeleton-text" aria-hidden="true">
          {'\u00a0'}
        </span>
      </JackpotFigure>
      {showSource && (
        <span className="ps-game-card__source ps-skeleton-text" aria-hidden="true">
          {'\u00a0'}
        </span>
      )}
      {announce && <span className="pw-visually-hidden">{t('common.loadingJackpots')}</span>}
    </div>
  );
}

/**
 * The figure, and in the same place the neutral text pause mode shows instead (libs/ui pause-mode):
 * both are always in the markup, in one grid cell, and `<html data-jackpots-paused>` decides in CSS
 * which is visible. So a page served as HTML is right before its first paint, the islands' jackpot
 * refresh needs no part of its own, and nothing moves when the pause is turned on or off.
 */
function JackpotFigure({ children }: { children: ReactNode }) {
  const { t } = usePublicSiteTexts();
  return (
    <span className="ps-jackpot__figure">
      {children}
      <span className="ps-jackpot__paused">{t('common:spending.jackpotHidden')}</span>
    </span>
  );
}
