import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** A banner while the browser has no network: the saved site still works and sets are made on the device. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  // The live region stays in the page, so the change is announced when the network goes.
  return (
    <div role="status" className="shell-offline" data-testid="offline-notice" hidden={online}>
      {online ? null : t('offline')}
    </div>
  );
}
