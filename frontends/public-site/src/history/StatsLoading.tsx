import { Spinner } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';

/**
 * The stats tab while its code or its figures load, holding a screen's height (history.css
 * `.ps-history-loading`). Apart from StatsView, which brings the chart library with it.
 */
export function StatsLoading() {
  const { t } = usePublicSiteTexts();
  return (
    <div className="ps-history-loading">
      <Spinner label={t('stats.loading')} />
    </div>
  );
}
