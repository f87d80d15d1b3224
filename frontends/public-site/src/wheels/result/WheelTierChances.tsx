import { currentPrizeTable, type Game, type WheelTierChance } from '@pickwise/lottery';
import { ScrollRegion } from '../../components/ScrollRegion.js';
import { usePublicSiteTexts } from '../../i18n/texts.js';
import { formatOneIn, formatProbability } from '../../odds/number-format.js';
import { tierName } from '../../odds/tier-name.js';

/** Over every possible draw: how often the wheel's best prize is each tier, named as the odds page names it, then no prize. */
export function WheelTierChances({ game, chances }: { game: Game; chances: readonly WheelTierChance[] }) {
  const texts = usePublicSiteTexts();
  const { t, language } = texts;
  const tiers = currentPrizeTable(game.id).tiers;
  const name = (chance: WheelTierChance) => {
    const tier = tiers.find((candidate) => candidate.id === chance.tierId);
    if (!tier) return t('wheelResult.noPrize');
    return tierName(tier, game, texts);
  };
  return (
    <ScrollRegion label={t('wheelResult.tiersCaption')}>
      <table className="ps-odds__table ps-wheel-tiers" data-testid="wheel-tiers">
        <caption>{t('wheelResult.tiersCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wheelResult.tier')}</th>
            <th scope="col">{t('wheelResult.oneIn')}</th>
            <th scope="col">{t('wheelResult.probability')}</th>
          </tr>
        </thead>
        <tbody>
          {chances.map((chance) => (
            <tr key={chance.tierId ?? 'none'} data-tier={chance.tierId ?? 'none'}>
              <th scope="row">{name(chance)}</th>
              <td className="ps-odds__number">
                {chance.odds.ways === 0 ? t('wheelResult.never') : t('wheelResult.oneInValue', { n: formatOneIn(Math.round(chance.odds.oneIn * 100) / 100, language) })}
              </td>
              <td className="ps-odds__number">{formatProbability(chance.odds.probability, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
