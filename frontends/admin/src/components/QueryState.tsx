import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';

/** A section's loading line: a spinner with what is being read. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="admin-loading">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** A section's failure: the spec's message, the server's text and a retry. */
export function ErrorState({ message, detail, onRetry }: { message: string; detail: string; onRetry: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div role="alert" className="admin-error">
      <p className="admin-error__message">{message}</p>
      <p className="admin-error__detail">{t('errorDetail', { message: detail })}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** A tab's heading row: the title and intro on one side, its actions on the other. */
export function SectionHeader({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="admin-section__header">
      <div>
        <h2 id={id}>{title}</h2>
        {intro ? <p className="admin-section__intro">{intro}</p> : null}
      </div>
      {children ? <div className="admin-section__actions">{children}</div> : null}
    </div>
  );
}
