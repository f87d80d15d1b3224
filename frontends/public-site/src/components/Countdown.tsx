import { Icon } from '@pickwise/ui';
import { dateTimeFormat, drawStatus, type Game } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { useNow } from './use-now.js';
import { numberLocale } from '../odds/number-format.js';
import './countdown.css';

/** docs/product-spec.md §9: the countdown updates every 60 s. */
const COUNTDOWN_TICK_MS = 60_000;

/** Days, hours and minutes to the game's next draw, or 'Drawing now!' around the draw time. */
export function Countdown({ game }: { game: Game }) {
  const { t, language } = usePublicSiteTexts();
  const now = useNow(COUNTDOWN_TICK_MS);
  if (!now) return <CountdownPlaceholder label={t('common.nextDraw')} />;
  const status = drawStatus(game, now);
  const drawTime = dateTimeFormat(numberLocale(language), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(status.nextDrawAt);

  return (
    <p className={`ps-countdown${status.drawingNow ? ' ps-countdown--now' : ''}`}>
      <Icon name="clock" />
      <span>
        {t('common.nextDraw')}:{' '}
        {status.drawingNow ? (
          <strong>{t('common.drawingNow')}</strong>
        ) : (
          <>
            <strong aria-hidden="true">{t('common.countdown', { ...status.remaining })}</strong>
            <span className="pw-visually-hidden">{t('common.countdownLabel', { ...status.remaining })}</span>
          </>
        )}
        <time className="ps-countdown__at" dateTime={status.nextDrawAt.toISOString()}>
          {drawTime}
        </time>
      </span>
    </p>
  );
}

/** The countdown's place until the visitor's clock is known (prerendered page): same lines, no figures. */
function CountdownPlaceholder({ label }: { label: string }) {
  return (
    <p className="ps-countdown">
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
