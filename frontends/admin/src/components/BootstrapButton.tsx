import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { useBootstrapRun } from '../hooks/use-bootstrap-run.js';
import { BusyButton } from './BusyButton.js';

/** A bootstrap of every game; `label` differs per tab, the run and its pending state are the page's one. */
export function BootstrapButton({ label }: { label: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const bootstrap = useBootstrapRun();
  const hintId = useId();
  return (
    <div className="admin-bootstrap">
      <BusyButton busy={bootstrap.running} busyLabel={t('dataFetch.bootstrapping')} onClick={() => void bootstrap.start()} aria-describedby={hintId}>
        {label}
      </BusyButton>
      <p id={hintId} className="admin-hint">
        {t('dataFetch.bootstrapHint')}
      </p>
    </div>
  );
}
