import type { VerifiedWheel } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../../i18n/texts.js';
import { formatCount, formatCurrency, formatDecimal, formatOneIn, formatProbability } from '../../odds/number-format.js';

/** "Built and verified in …": milliseconds under a second, else seconds to one decimal (1.2 s). */
function buildTime(buildMillis: number, t: ReturnType<typeof usePublicSiteTexts>['t'], language: string): string {
  return buildMillis < 1000 ? t('wheelResult.milliseconds', { value: formatCount(Math.round(buildMillis), language) }) : t('wheelResult.seconds', { value: formatDecimal(buildMillis / 1000, language, 1) });
}

/** The wheel's honest figures: its lines beside the proven lower bound and the full wheel, the cases verified, the cost and how often the guarantee applies. */
export function WheelFigures({ wheel, buildMillis }: { wheel: VerifiedWheel; buildMillis: number }) {
  const { t, language } = usePublicSiteTexts();
  const { request, cost, guaranteeOdds } = wheel;
  const count = request.numbers.length;
  const size = wheel.lines[0]?.main.length ?? 0;
  const bound = { matched: request.t, drawn: request.m, count, size };
  const lines = formatCount(wheel.lines.length, language);
  return (
    <>
      <p className="ps-wheel-figures__verified" data-testid="wheel-figure-verified">
        <strong>{t('wheelResult.verified', { cases: formatCount(wheel.verifiedCases, language) })}</strong> <span className="ps-field__hint">{t('wheelResult.verifiedHint', bound)}</span>{' '}
        <span data-testid="wheel-figure-built">{t('wheelResult.builtIn', { time: buildTime(buildMillis, t, language) })}</span>
      </p>
      <dl className="ps-wheel-figures">
      <div>
        <dt>{t('wheelResult.lines')}</dt>
        <dd data-testid="wheel-figure-lines">{lines}</dd>
      </div>
      <div>
        <dt>{t('wheelResult.lowerBound')}</dt>
        <dd data-testid="wheel-figure-bound">
          {t('wheelResult.lowerBoundValue', { value: formatCount(wheel.lowerBound, language), kind: t(`wheelResult.${wheel.lowerBoundKind === 'schonheim' ? 'schonheim' : 'counting'}`) })}
          <details className="ps-wheel-figures__explain">
            <summary>{t('wheelResult.boundExplain')}</summary>
            <p>{t(wheel.lowerBoundKind === 'schonheim' ? 'wheelResult.schonheimExplain' : 'wheelResult.countingExplain', bound)}</p>
          </details>
        </dd>
      </div>
      <div>
        <dt>{t('wheelResult.fullWheel', { size })}</dt>
        <dd data-testid="wheel-figure-full">{t('wheelResult.fullWheelValue', { lines: formatCount(wheel.fullWheelLines, language) })}</dd>
      </div>
      <div>
        <dt>{t('wheelResult.cost')}</dt>
        <dd data-testid="wheel-figure-cost">
          {t('wheelResult.costValue', { count: wheel.lines.length, total: formatCurrency(cost.perDraw, cost.currency, language), lines, price: formatCurrency(cost.pricePerLine, cost.currency, language) })}
        </dd>
      </div>
      <div>
        <dt>{t('wheelResult.guaranteeChance')}</dt>
        <dd data-testid="wheel-figure-chance">
          {t('wheelResult.guaranteeChanceValue', { n: formatOneIn(Math.round(guaranteeOdds.oneIn * 100) / 100, language), probability: formatProbability(guaranteeOdds.probability, language) })}
          <span className="ps-field__hint">{t('wheelResult.guaranteeChanceHint', bound)}</span>
        </dd>
      </div>
      </dl>
    </>
  );
}
