import type { Game, WheelLine } from '@pickwise/lottery';
import { GAME_COPY } from '@pickwise/site/copy';
import { ScrollRegion } from '../../components/ScrollRegion.js';
import { usePublicSiteTexts } from '../../i18n/texts.js';
import { formatCount } from '../../odds/number-format.js';

/** The wheel's lines: number, main numbers and (when the game has them) special numbers; a long wheel scrolls inside its labelled region. */
export function WheelLinesTable({ game, lines }: { game: Game; lines: readonly WheelLine[] }) {
  const { t, pick, language } = usePublicSiteTexts();
  const specialName = GAME_COPY[game.id].specialName;
  const hasSpecial = game.specialCount > 0;
  const caption = t('wheelResult.linesCaption', { count: lines.length, lines: formatCount(lines.length, language) });
  return (
    <div className="ps-wheel-lines">
      <ScrollRegion label={caption}>
        <table className="ps-odds__table" data-testid="wheel-lines">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wheelResult.line')}</th>
              <th scope="col">{t('wheelResult.main')}</th>
              {hasSpecial && <th scope="col">{specialName ? t('wheelResult.special', { name: pick(specialName) }) : t('wheelResult.specialFallback')}</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={index} data-testid="wheel-line">
                <th scope="row" className="ps-odds__number">
                  {index + 1}
                </th>
                <td className="ps-wheel-lines__numbers" data-testid="wheel-line-main">
                  {line.main.join(' ')}
                </td>
                {hasSpecial && (
                  <td className="ps-wheel-lines__numbers" data-testid="wheel-line-special">
                    {line.special.join(' ')}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {hasSpecial && <p className="ps-field__hint">{t('wheelResult.specialNote')}</p>}
    </div>
  );
}
