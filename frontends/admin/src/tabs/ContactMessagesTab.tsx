import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContactMessages } from '@pickwise/api-client/admin';
import { useLanguage } from '@pickwise/i18n';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { formatCount } from '../format/numbers.js';
import { BusyButton } from '../components/BusyButton.js';
import { ContactMessageList } from '../components/ContactMessageList.js';
import { Pager, pageCount } from '../components/Pager.js';
import { ErrorState, LoadingState, SectionHeader } from '../components/QueryState.js';

/** Messages per page. */
export const MESSAGES_PAGE_SIZE = 50;

/** Messages: what visitors sent with the contact form (POST /api/contact), newest first, 50 per page. */
export function ContactMessagesTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const messages = useContactMessages({ limit: MESSAGES_PAGE_SIZE, offset: (page - 1) * MESSAGES_PAGE_SIZE });
  const total = messages.data?.total ?? 0;
  const shown = messages.data?.messages.length ?? 0;
  const from = (page - 1) * MESSAGES_PAGE_SIZE + 1;
  const count = (value: number) => formatCount(value, language);

  return (
    <div className="admin-tab">
      <section aria-labelledby="messages-heading" className="admin-section">
        <SectionHeader id="messages-heading" title={t('messages.heading')} intro={t('messages.intro', { pageSize: MESSAGES_PAGE_SIZE })}>
          <BusyButton busy={messages.isFetching} busyLabel={t('refreshing')} onClick={() => void messages.refetch()}>
            <span aria-hidden="true">↻</span> {t('refresh')}
          </BusyButton>
        </SectionHeader>
        <p className="admin-status-line" aria-live="polite">
          {messages.data ? t('messages.total', { count: total, formattedCount: count(total) }) : null}
        </p>
        {messages.isPending ? (
          <LoadingState label={t('messages.loading')} />
        ) : messages.isError ? (
          <ErrorState message={t('messages.failed')} detail={messages.error.message} onRetry={() => void messages.refetch()} />
        ) : shown === 0 ? (
          <p className="admin-empty">{t(page > 1 ? 'messages.pageEmpty' : 'messages.empty')}</p>
        ) : (
          <ContactMessageList
            messages={messages.data.messages}
            busy={messages.isFetching}
            label={t('messages.listLabel', { from: count(from), to: count(from + shown - 1), total: count(total) })}
          />
        )}
        {total > MESSAGES_PAGE_SIZE || page > 1 ? (
          <Pager page={page} pages={pageCount(total, MESSAGES_PAGE_SIZE)} busy={messages.isFetching} onPage={setPage} />
        ) : null}
      </section>
    </div>
  );
}
