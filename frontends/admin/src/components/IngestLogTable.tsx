import { useTranslation } from 'react-i18next';
import { useIngestLogs } from '@pickwise/api-client/admin';
import { useLanguage } from '@pickwise/i18n';
import { Badge, type BadgeTone } from '@pickwise/ui';
import type { IngestLogStatus } from '@pickwise/api-client';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { gameName } from '../format/games.js';
import { formatCount, formatDateTime, formatDuration } from '../format/numbers.js';
import { ErrorState, LoadingState } from './QueryState.js';

const STATUS_TONES: Record<IngestLogStatus, BadgeTone> = { success: 'success', running: 'primary', failed: 'danger' };

/** The scheduled-jobs log (docs/product-spec.md §2): the last 50 runs of GET /api/admin/ingest-logs. */
export function IngestLogTable() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  const logs = useIngestLogs({ limit: 50 });

  if (logs.isPending) return <LoadingState label={t('ingestLogs.loading')} />;
  if (logs.isError) return <ErrorState message={t('ingestLogs.failed')} detail={logs.error.message} onRetry={() => void logs.refetch()} />;
  if (logs.data.logs.length === 0) return <p className="admin-empty">{t('ingestLogs.empty')}</p>;
  const count = (value: number) => formatCount(value, language);
  return (
    // A table wider than the screen scrolls sideways: keyboard users must be able to focus it to scroll.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is focusable on purpose
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby="ingest-logs-caption">
      <table className="admin-table" data-table="ingest-logs">
        <caption id="ingest-logs-caption">{t('ingestLogs.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ingestLogs.columns.game')}</th>
            <th scope="col">{t('ingestLogs.columns.started')}</th>
            <th scope="col">{t('ingestLogs.columns.status')}</th>
            <th scope="col">{t('ingestLogs.columns.rows')}</th>
            <th scope="col">{t('ingestLogs.columns.time')}</th>
            <th scope="col">{t('ingestLogs.columns.message')}</th>
          </tr>
        </thead>
        <tbody>
          {logs.data.logs.map((row) => (
            <tr key={row.id} data-log-id={row.id} data-game={row.game}>
              <th scope="row">{gameName(row.game)}</th>
              <td>
                <time dateTime={row.started_at}>{formatDateTime(row.started_at, language)}</time>
              </td>
              <td>
                <Badge tone={STATUS_TONES[row.status]}>{t(`ingestLogs.status.${row.status}`)}</Badge>
              </td>
              <td className="admin-table__nowrap">
                {t('ingestLogs.rows', { inserted: count(row.rows_inserted), updated: count(row.rows_updated), skipped: count(row.rows_skipped) })}
              </td>
              <td className="admin-table__number">
                {row.execution_time_ms === null ? t('notAvailable') : formatDuration(row.execution_time_ms, language)}
              </td>
              <td className="admin-table__message">{row.message ?? t('notAvailable')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
