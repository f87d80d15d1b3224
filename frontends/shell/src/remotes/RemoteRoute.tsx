import { Component, Suspense, lazy, useEffect, useState, type ErrorInfo, type LazyExoticComponent, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Spinner, type RemoteAppProps } from '@pickwise/ui';
import { markPageShown } from '../offline/register-service-worker.js';
import { NotFoundPage } from '../routes/NotFoundPage.js';
import { RemoteLoadError, loadRemoteApp, type RemoteName } from './remote-registry.js';

interface RemoteRouteProps {
  remote: RemoteName;
  language: RemoteAppProps['language'];
}

const remoteApps = new Map<RemoteName, LazyExoticComponent<ComponentType<RemoteAppProps>>>();

/** One lazy component per remote, so every route of a remote shares the loaded module. */
function remoteAppOf(remote: RemoteName) {
  let app = remoteApps.get(remote);
  if (!app) {
    app = lazy(() => loadRemoteApp<RemoteAppProps>(remote));
    remoteApps.set(remote, app);
  }
  return app;
}

/** Mounts `<remote>/App` for the current route, with a loading state and a retry when it fails to load. */
export function RemoteRoute({ remote, language }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = remoteAppOf(remote);
  const retry = () => {
    // React.lazy remembers a failed import forever: a retry needs a new lazy component.
    remoteApps.delete(remote);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteLoadBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per remote at module scope: its identity only changes on a retry, which must remount */}
        <RemoteApp language={language} notFound={<NotFoundPage language={language} />} />
        <RemoteShown />
      </Suspense>
    </RemoteLoadBoundary>
  );
}

/** Mounts with the remote's page (a sibling in the same Suspense boundary): the page is on screen. */
function RemoteShown() {
  useEffect(markPageShown, []);
  return null;
}

/** The spinner shown while a remote's (or a route's) code is on its way. */
export function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <div className="shell-remote-loading">
      <Spinner label={t('loading')} />
    </div>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches only load failures of a remote. Anything else a remote throws while rendering goes on to
 * the router's error screen, where its stack is shown.
 */
class RemoteLoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof RemoteLoadError) console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error instanceof RemoteLoadError) return <RemoteLoadFailed error={error} onRetry={this.props.onRetry} />;
    // Rethrowing from render hands the error to the next boundary up: the router's error screen.
    if (error !== undefined) throw error;
    return this.props.children;
  }
}

function RemoteLoadFailed({ error, onRetry }: { error: RemoteLoadError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="pw-container shell-message" role="alert" aria-labelledby="remote-error-title">
      <Icon name="warning" className="shell-message__icon" />
      {/* The admin panel is deployed on its own: say which part is missing and that the site still works. */}
      <h1 id="remote-error-title">{t(error.remote === 'admin' ? 'remoteError.adminTitle' : 'remoteError.title')}</h1>
      <p className="shell-message__text">{t(error.remote === 'admin' ? 'remoteError.adminText' : 'remoteError.text')}</p>
      <Button onClick={onRetry} size="large">
        {t('remoteError.retry')}
      </Button>
      <details className="shell-message__details">
        <summary>{t('remoteError.details')}</summary>
        <code>{error.message}</code>
      </details>
    </section>
  );
}
