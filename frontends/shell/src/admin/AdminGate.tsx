import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, useAuthSession, useMe } from '@pickwise/api-client';
import { localizedPath, type Language } from '@pickwise/i18n';
import { Button, Icon, Spinner, notify } from '@pickwise/ui';
import { RemoteRoute } from '../remotes/RemoteRoute.js';

type Access = 'checking' | 'signedOut' | 'forbidden' | 'admin' | 'checkFailed';

/** Who may see /data-admin, from the session and GET /api/me (docs/product-spec.md §5 "Admin access"). */
function useAdminAccess(): { access: Access; retry: () => void } {
  const session = useAuthSession({ load: true });
  const me = useMe();
  const retry = () => void me.refetch();
  if (session.status === 'loading') return { access: 'checking', retry };
  if (session.status === 'signedOut') return { access: 'signedOut', retry };
  if (me.data) return { access: me.data.role === 'admin' ? 'admin' : 'forbidden', retry };
  if (me.isError && !me.isFetching) {
    // The server no longer accepts the session: the same as being signed out.
    if (me.error instanceof ApiError && me.error.code === 'UNAUTHORIZED') return { access: 'signedOut', retry };
    return { access: 'checkFailed', retry };
  }
  return { access: 'checking', retry };
}

/**
 * /data-admin (docs/product-spec.md §2, §5): a spinner while the session and the role are read; a visitor is sent
 * to /auth and a signed-in user who is not an admin to /, each with an error toast; only an admin
 * gets the admin remote, so nobody else fetches its code. When the role cannot be read (network,
 * server error) it says so with a retry rather than sending an admin away.
 *
 * Loaded in its own chunk with the route, so none of it weighs on the public pages' first load.
 */
export default function AdminGate({ language }: { language: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { access, retry } = useAdminAccess();
  // One toast and one redirect per refusal, even when React runs the effect twice (StrictMode).
  const refused = useRef(false);

  useEffect(() => {
    if (refused.current || (access !== 'signedOut' && access !== 'forbidden')) return;
    refused.current = true;
    notify('error', { title: t(access === 'signedOut' ? 'adminGate.signInRequired' : 'adminGate.forbidden') });
    void navigate(localizedPath(language, access === 'signedOut' ? '/auth' : '/'), { replace: true });
  }, [access, language, navigate, t]);

  if (access === 'admin') return <RemoteRoute remote="admin" language={language} />;
  if (access === 'checkFailed') {
    return (
      <section className="pw-container shell-message" role="alert" aria-labelledby="admin-gate-error-title">
        <Icon name="warning" className="shell-message__icon" />
        <h1 id="admin-gate-error-title">{t('adminGate.checkFailedTitle')}</h1>
        <p className="shell-message__text">{t('adminGate.checkFailedText')}</p>
        <Button onClick={retry} size="large">
          {t('remoteError.retry')}
        </Button>
      </section>
    );
  }
  // docs/product-spec.md §6: for others the page renders nothing while it redirects.
  if (access !== 'checking') return null;
  return (
    <div className="shell-remote-loading">
      <Spinner label={t('adminGate.checking')} />
    </div>
  );
}
