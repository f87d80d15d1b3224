import { useTranslation } from 'react-i18next';
import type { GenerationLogEntry } from '@pickwise/api-client';
import { useLanguage } from '@pickwise/i18n';
import { Badge } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { gameName } from '../format/games.js';
import { formatCount, formatDateTime } from '../format/numbers.js';

const COLUMNS = ['timestamp', 'requestId', 'game', 'method', 'count', 'executionTimeMs', 'fallbacks', 'status'] as const;
const NUMBER_COLUMNS: ReadonlySet<string> = new Set(['count', 'executionTimeMs', 'fallbacks']);

/** Generation log entries (docs/product-spec.md §3 "Generation log entry"), one row each; the caption says which. */
export function GenerationLogTable({ entries, caption, busy }: { entries: readonly GenerationLogEntry[]; caption: string; busy: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  return (
    // A table wider than the screen scrolls sideways: keyboard users must be able to focus it to scroll.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is focusable on purpose
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table" data-table="generation-logs" aria-busy={busy}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={NUMBER_COLUMNS.has(column) ? 'admin-table__number' : undefined}>
                {t(`monitor.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.requestId} data-request-id={entry.requestId} data-game={entry.game} data-method={entry.method} data-status={entry.status}>
              <td className="admin-table__nowrap">
                <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp, language)}</time>
              </td>
              <th scope="row" className="admin-table__code">
                {entry.requestId}
              </th>
              <td>{gameName(entry.game)}</td>
              <td>{entry.method}</td>
              <td className="admin-table__number">{formatCount(entry.count, language)}</td>
              <td className="admin-table__number">{formatCount(Math.round(entry.executionTimeMs), language)}</td>
              <td className="admin-table__number">{formatCount(entry.fallbacks, language)}</td>
              <td>
                <Badge tone={entry.status === 'success' ? 'success' : 'danger'}>{t(`monitor.statusValue.${entry.status}`)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
