import { useTranslation } from 'react-i18next';
import { useDocumentTitle, type RemoteAppProps } from '@pickwise/ui';
import { ServiceHealthPanel } from './components/ServiceHealthPanel.js';
import { ADMIN_NAMESPACE } from './i18n/index.js';
import './admin.css';

/**
 * The admin remote, mounted by the shell only at /data-admin (and /es/data-admin). Until the admin
 * issue it is a read-only view of service health.
 */
export default function AdminApp(_props: RemoteAppProps) {
  // The first time a Spanish page shows this remote, its Spanish texts are still on their way.
  const { ready } = useTranslation(ADMIN_NAMESPACE);
  return ready ? <AdminScreen /> : null;
}

function AdminScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(t('documentTitle'));
  return (
    <div className="pw-container admin">
      <header className="admin__header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>
      <ServiceHealthPanel />
    </div>
  );
}
