import type { Game, PrizeTier } from '@pickwise/lottery';
import { BONUS_NUMBER_NAMES, GAME_COPY } from '@pickwise/site/copy';
import type { usePublicSiteTexts } from '../i18n/texts.js';

type Texts = Pick<ReturnType<typeof usePublicSiteTexts>, 't' | 'pick'>;

/** A tier in words: '5 + Powerball', '5 + 2 Lucky Stars', '5 + Bonus Ball', '6', 'Reintegro only'. */
export function tierName(tier: PrizeTier, game: Game, { t, pick }: Texts): string {
  const { specialName: special } = GAME_COPY[game.id];
  const specialName = special ? pick(special) : '';
  const bonusName = BONUS_NUMBER_NAMES[game.id];
  const main = tier.mainMatched;
  if (tier.ignores === 'main') return t('odds.tierSpecialOnly', { name: specialName });
  if (tier.bonusMatched) return t('odds.tierBonus', { main, name: bonusName ? pick(bonusName) : t('odds.bonusFallback') });
  if (tier.specialMatched === 0 || tier.ignores === 'special') return t('odds.tierMain', { main });
  return game.specialCount > 1
    ? t('odds.tierSpecialCount', { main, special: tier.specialMatched, name: specialName })
    : t('odds.tierSpecial', { main, name: specialName });
}
