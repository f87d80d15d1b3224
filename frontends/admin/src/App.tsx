import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner, type RemoteAppProps } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from './i18n/index.js';
import { AdminPanel } from './routes/AdminPanel.js';
import { GenerationLogsPage } from './routes/GenerationLogsPage.js';
import './admin.css';

/**
 * The admin remote, mounted by the shell at /data-admin (and /es/data-admin) behind its admin
 * gate, so only admins fetch this code. Paths are relative to that mount: the panel, and the full
 * generation log that 'View Full Logs' opens by default.
 */
export default function AdminApp({ notFound }: RemoteAppProps) {
  // The first time a Spanish page shows this remote, its Spanish texts are still on their way.
  const { t, ready } = useTranslation(ADMIN_NAMESPACE);
  if (!ready) {
    return (
      <div className="admin-loading admin-loading--page">
        <Spinner label={t('common:loading')} />
      </div>
    );
  }
  return (
    <Routes>
      <Route index element={<AdminPanel />} />
      <Route path="generation-logs" element={<GenerationLogsPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
