import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@pickwise/api-client';
import { useLanguage } from '@pickwise/i18n';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { formatDateTime } from '../format/numbers.js';

/** A mailto link that opens a reply to the sender with the message's subject (the API accepted the address, so it needs no escaping). */
const replyLink = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;

/**
 * Contact messages (docs/product-spec.md §3 "Contact message"), one article each: subject, sender,
 * address, time and the text as sent. A message whose sender deleted their account keeps its text
 * without name or address, and says so instead of offering a reply.
 */
export function ContactMessageList({ messages, label, busy }: { messages: readonly ContactMessage[]; label: string; busy: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  return (
    <ol className="admin-messages" aria-label={label} aria-busy={busy}>
      {messages.map((message) => (
        <li key={message.id} data-message-id={message.id}>
          <article className="admin-message" aria-labelledby={`message-${message.id}`}>
            <header className="admin-message__header">
              <h3 id={`message-${message.id}`}>{message.subject}</h3>
              <time dateTime={message.receivedAt}>{formatDateTime(message.receivedAt, language)}</time>
            </header>
            <dl className="admin-message__sender">
              <div>
                <dt>{t('messages.from')}</dt>
                <dd>{message.name ?? t('messages.deletedSender')}</dd>
              </div>
              {message.email === null ? null : (
                <div>
                  <dt>{t('messages.email')}</dt>
                  <dd>
                    <a href={replyLink(message.email, message.subject)}>{message.email}</a>
                  </dd>
                </div>
              )}
            </dl>
            <p className="admin-message__text">{message.message}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
