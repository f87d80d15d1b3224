import type { Game } from '@pickwise/lottery';
import type { DrawRecord } from '@pickwise/api-client';
import { NumberBalls } from '../components/NumberBalls.js';
import { usePublicSiteTexts } from '../i18n/texts.js';

/** A draw's winning numbers as balls in the game's special-ball colour, then its drawn bonus number if any. */
export function DrawNumbers({ game, draw }: { game: Game; draw: Pick<DrawRecord, 'main' | 'special' | 'bonus'> }) {
  const { t } = usePublicSiteTexts();
  return (
    <div className="ps-draw-numbers">
      <NumberBalls game={game} main={draw.main} special={draw.special} />
      {draw.bonus.length > 0 && (
        <span className="ps-draw-bonus">
          {t('history.bonusName')} {draw.bonus.join(' ')}
        </span>
      )}
    </div>
  );
}
