import { Link } from 'react-router';
import type { GameId } from '@pickwise/lottery';
import { GAME_COPY } from '@pickwise/site/copy';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCount } from '../odds/number-format.js';
import { oddsPath } from '../odds/odds-path.js';
import { jackpotOneIn } from '../content/game-facts.js';
import { gameOf } from './guide-figures.js';

/** Each game's numbers (from games.ts) and exact jackpot odds (from its prize table), with a link to its odds page. */
export function GameFactsTable({ games }: { games: readonly GameId[] }) {
  const { t, language, link, pick } = usePublicSiteTexts();
  return (
    <div className="ps-guide__scroll" role="region" aria-label={t('guides.facts.caption')}>
      <table className="ps-guide__table">
        <caption>{t('guides.facts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('guides.facts.game')}</th>
            <th scope="col">{t('guides.facts.numbers')}</th>
            <th scope="col">{t('guides.facts.jackpot')}</th>
            <th scope="col">{t('guides.facts.prizes')}</th>
          </tr>
        </thead>
        <tbody>
          {games.map((id) => {
            const game = gameOf(id);
            const { specialName } = GAME_COPY[game.id];
            const numbers = specialName
              ? t('guides.facts.withSpecial', { count: game.mainCount, max: game.mainMax, specialCount: game.specialCount, special: pick(specialName), specialMin: game.specialMin, specialMax: game.specialMax })
              : t('guides.facts.mainOnly', { count: game.mainCount, max: game.mainMax });
            return (
              <tr key={id}>
                <th scope="row">{game.name}</th>
                <td>{numbers}</td>
                <td className="ps-guide__number">{t('guides.facts.oneIn', { n: formatCount(jackpotOneIn(id), language) })}</td>
                <td>
                  <Link to={link(oddsPath(id))}>{t('guides.facts.oddsLink', { game: game.name })}</Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
