import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGenerationLogs } from '@pickwise/api-client/admin';
import { localizedPath, useLanguage } from '@pickwise/i18n';
import { useDocumentTitle } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { formatCount } from '../format/numbers.js';
import { useLogPageParams } from '../hooks/use-log-page-params.js';
import { GenerationLogFilters } from '../components/GenerationLogFilters.js';
import { GenerationLogTable } from '../components/GenerationLogTable.js';
import { Pager, pageCount } from '../components/Pager.js';
import { ErrorState, LoadingState } from '../components/QueryState.js';

/** Entries per page of the full log. */
export const FULL_LOG_PAGE_SIZE = 100;

/**
 * /data-admin/generation-logs: the whole generation log, paged and filtered; where 'View Full Logs'
 * opens unless an external log console is configured. Behind the shell's admin gate like the panel.
 */
export function GenerationLogsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  useDocumentTitle(t('fullLogs.documentTitle'));
  const { filters, page, setFilters, setPage } = useLogPageParams();
  const logs = useGenerationLogs({ limit: FULL_LOG_PAGE_SIZE, offset: (page - 1) * FULL_LOG_PAGE_SIZE, ...filters });
  const total = logs.data?.total ?? 0;
  const pages = pageCount(total, FULL_LOG_PAGE_SIZE);
  const from = (page - 1) * FULL_LOG_PAGE_SIZE + 1;
  const shown = logs.data?.logs.length ?? 0;

  return (
    <div className="pw-container admin">
      <header className="admin__header">
        <p>
          <Link to={localizedPath(language, '/data-admin?tab=monitor')}>
            <span aria-hidden="true">← </span>
            {t('fullLogs.back')}
          </Link>
        </p>
        <h1>{t('fullLogs.heading')}</h1>
        <p>{t('fullLogs.intro', { pageSize: FULL_LOG_PAGE_SIZE })}</p>
      </header>
      <section className="admin-section" aria-labelledby="full-logs-total">
        <GenerationLogFilters values={filters} onChange={setFilters} />
        <p id="full-logs-total" className="admin-status-line" aria-live="polite">
          {logs.data ? t('fullLogs.total', { count: total, formattedCount: formatCount(total, language) }) : null}
        </p>
        {logs.isPending ? (
          <LoadingState label={t('monitor.loading')} />
        ) : logs.isError ? (
          <ErrorState message={t('monitor.failed')} detail={logs.error.message} onRetry={() => void logs.refetch()} />
        ) : shown === 0 ? (
          <p className="admin-empty">{t('monitor.empty')}</p>
        ) : (
          <GenerationLogTable
            entries={logs.data.logs}
            busy={logs.isFetching}
            caption={t('fullLogs.caption', { from: formatCount(from, language), to: formatCount(from + shown - 1, language), total: formatCount(total, language) })}
          />
        )}
        <Pager page={page} pages={pages} busy={logs.isFetching} onPage={setPage} />
      </section>
    </div>
  );
}
