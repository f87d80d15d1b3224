import { Icon } from '@pickwise/ui';
import { drawCountdown, type Game } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { useNow } from './use-now.js';
import './countdown.css';

/** docs/product-spec.md §9: the countdown updates every 60 s. */
const COUNTDOWN_TICK_MS = 60_000;

/**
 * Days, hours and minutes to the game's next draw, or 'Drawing now!' around the draw time. On the
 * home page served with islands, frontends/shell/src/islands/countdowns.ts fills in the same
 * markup (found by `data-game`).
 */
export function Countdown({ game }: { game: Game }) {
  const { t, language } = usePublicSiteTexts();
  const now = useNow(COUNTDOWN_TICK_MS);
  if (!now) return <CountdownPlaceholder game={game} label={t('common.nextDraw')} />;
  const countdown = drawCountdown(game, now, language);

  return (
    <p className={`ps-countdown${countdown.drawingNow ? ' ps-countdown--now' : ''}`} data-game={game.id}>
      <Icon name="clock" />
      <span>
        {t('common.nextDraw')}:{' '}
        {countdown.drawingNow ? (
          <strong>{t('common.drawingNow')}</strong>
        ) : (
          <>
            <strong aria-hidden="true">{t('common.countdown', { ...countdown.remaining })}</strong>
            <span className="pw-visually-hidden">{t('common.countdownLabel', { ...countdown.remaining })}</span>
          </>
        )}
        <time className="ps-countdown__at" dateTime={countdown.nextDrawAt.toISOString()}>
          {countdown.drawTime}
        </time>
      </span>
    </p>
  );
}

/** The countdown's place until the visitor's clock is known (prerendered page): same lines, no figures. */
function CountdownPlaceholder({ game, label }: { game: Game; label: string }) {
  return (
    <p className="ps-countdown" data-game={game.id}>
      <Icon name="clock" />
      <span>
        {label}: <strong aria-hidden="true">…</strong>
        <span className="ps-countdown__at" aria-hidden="true">
          {'\u00a0'}
        </span>
      </span>
    </p>
  );
}
