import { useTranslation } from 'react-i18next';
import { Icon } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { gameName } from '../format/games.js';
import { DATA_FETCH_GAMES } from './tab-game-lists.js';
import { useFetchRuns } from '../hooks/use-fetch-runs.js';
import { BootstrapButton } from '../components/BootstrapButton.js';
import { BusyButton } from '../components/BusyButton.js';
import { FetchRunRow } from '../components/FetchRunRow.js';
import { IngestLogTable } from '../components/IngestLogTable.js';
import { SectionHeader } from '../components/QueryState.js';

/** Data Fetch (docs/product-spec.md §2): bootstrap, the schedule, Fetch All, Run Now for five games, and the runs log. */
export function DataFetchTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const runs = useFetchRuns();
  const progress = runs.progress;

  return (
    <div className="admin-tab">
      <section aria-labelledby="data-fetch-heading" className="admin-section">
        <SectionHeader id="data-fetch-heading" title={t('dataFetch.heading')} intro={t('dataFetch.intro')}>
          <BootstrapButton label={t('dataFetch.bootstrapAll12')} />
        </SectionHeader>
        <p className="admin-schedule">
          <Icon name="clock" />{' '}
          {t('dataFetch.schedule')}
        </p>

        <div className="admin-subsection">
          <div className="admin-subsection__header">
            <h3 id="run-now-heading">{t('dataFetch.runsHeading')}</h3>
            <BusyButton variant="secondary" busy={progress !== null} busyLabel={t('dataFetch.fetchingAll')} onClick={() => void runs.fetchAll()}>
              {t('dataFetch.fetchAll')}
            </BusyButton>
          </div>
          <p className="admin-status-line" role="status" aria-live="polite" data-field="fetch-all-progress">
            {progress ? t('dataFetch.fetchAllProgress', { done: progress.done, total: progress.total, game: gameName(progress.game) }) : (runs.fetchAllSummary ?? '')}
          </p>
          <ul className="admin-runs" aria-labelledby="run-now-heading">
            {DATA_FETCH_GAMES.map((game) => (
              <FetchRunRow key={game} game={game} outcome={runs.outcomes[game]} onRun={(id) => void runs.runGame(id)} />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="ingest-logs-heading" className="admin-section">
        <h2 id="ingest-logs-heading">{t('ingestLogs.heading')}</h2>
        <IngestLogTable />
      </section>
    </div>
  );
}
