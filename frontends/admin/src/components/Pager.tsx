import { useTranslation } from 'react-i18next';
import { useLanguage } from '@pickwise/i18n';
import { Button } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { formatCount } from '../format/numbers.js';

/** The number of pages `total` items fill at `pageSize` a page; at least one, so 'Page 1 of 1' when there are none. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Previous, 'Page 2 of N' and Next under a paged list; both buttons wait while a page loads. */
export function Pager({ page, pages, busy, onPage }: { page: number; pages: number; busy: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      <Button variant="secondary" size="small" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">← </span>
        {t('pager.previous')}
      </Button>
      <span className="admin-pager__page">{t('pager.page', { page: formatCount(page, language), pages: formatCount(pages, language) })}</span>
      <Button variant="secondary" size="small" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <span aria-hidden="true"> →</span>
      </Button>
    </nav>
  );
}
