import { useDrawsFreshness } from '@pickwise/api-client/history';
import type { Game } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatDrawDate, formatInstant } from './draw-display.js';

/**
 * How fresh the game's stored draws are, on every history page: the newest draw stored and when new
 * draws were last looked for, and a plain warning when a scheduled draw has gone a day without a
 * successful check (the server decides, from the game's schedule).
 */
export function DataFreshness({ game }: { game: Game }) {
  const { t, language } = usePublicSiteTexts();
  const freshness = useDrawsFreshness(game.id);
  if (freshness.error) {
    return (
      <p className="ps-history-freshness" data-testid="data-freshness">
        {t('history.freshnessUnknown')}
      </p>
    );
  }
  const data = freshness.data;
  if (!data) return null;
  const latest = data.latest_draw_date
    ? t('history.freshnessLatest', { date: formatDrawDate(data.latest_draw_date, language) })
    : t('history.freshnessNoDraw');
  const checked = data.last_checked_at ? t('history.freshnessChecked', { when: formatInstant(data.last_checked_at, language) }) : t('history.freshnessNeverChecked');
  return (
    <>
      <p className="ps-history-freshness" data-testid="data-freshness">
        {latest}; {checked}.
      </p>
      {data.stale && (
        <p className="pw-card ps-history-stale" role="status" data-testid="data-stale">
          {t('history.freshnessStale', { game: game.name, due: formatInstant(data.draw_due_at, language) })}
        </p>
      )}
    </>
  );
}
