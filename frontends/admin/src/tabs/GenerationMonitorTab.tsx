import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGenerationLogs } from '@pickwise/api-client/admin';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { BusyButton } from '../components/BusyButton.js';
import { FullLogsLink } from '../components/FullLogsLink.js';
import { GenerationLogFilters, NO_FILTERS, type GenerationLogFilterValues } from '../components/GenerationLogFilters.js';
import { GenerationLogTable } from '../components/GenerationLogTable.js';
import { ErrorState, LoadingState, SectionHeader } from '../components/QueryState.js';

/** How many of the newest entries the monitor shows. */
const MONITOR_ENTRIES = 50;

/** Generation Monitor (docs/product-spec.md §2): the newest generation log entries, filtered, with Refresh Logs and View Full Logs. */
export function GenerationMonitorTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [filters, setFilters] = useState<GenerationLogFilterValues>(NO_FILTERS);
  const logs = useGenerationLogs({ limit: MONITOR_ENTRIES, offset: 0, ...filters });

  return (
    <div className="admin-tab">
      <section aria-labelledby="monitor-heading" className="admin-section">
        <SectionHeader id="monitor-heading" title={t('monitor.heading')} intro={t('monitor.intro')}>
          <BusyButton busy={logs.isFetching} busyLabel={t('monitor.refreshing')} onClick={() => void logs.refetch()}>
            <span aria-hidden="true">↻</span> {t('monitor.refresh')}
          </BusyButton>
          <FullLogsLink />
        </SectionHeader>
        <GenerationLogFilters values={filters} onChange={setFilters} />
        {logs.isPending ? (
          <LoadingState label={t('monitor.loading')} />
        ) : logs.isError ? (
          <ErrorState message={t('monitor.failed')} detail={logs.error.message} onRetry={() => void logs.refetch()} />
        ) : logs.data.logs.length === 0 ? (
          <p className="admin-empty">{t('monitor.empty')}</p>
        ) : (
          <GenerationLogTable entries={logs.data.logs} caption={t('monitor.caption', { count: logs.data.logs.length })} busy={logs.isFetching} />
        )}
      </section>
    </div>
  );
}
