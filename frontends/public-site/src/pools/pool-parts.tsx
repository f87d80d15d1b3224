import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, useAuthSession } from '@pickwise/api-client';
import { Button, Spinner, buttonClassName, notify } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';

/** What a refused change says: the organiser's own, a sealed draw, or try again. */
export function actionFailureKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'FORBIDDEN') return 'pools.forbidden';
  if (error instanceof ApiError && error.code === 'CONFLICT') return 'pools.conflict';
  return 'pools.failed';
}

/** Copies `text`, and says so in a toast (or says to copy it by hand). */
export function CopyButton({ text, label, size = 'small' }: { text: string; label?: string; size?: 'small' | 'medium' }) {
  const { t } = usePublicSiteTexts();
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notify('success', { title: t('pools.copied') }),
      () => notify('error', { title: t('pools.copyFailed') }),
    );
  return (
    <Button variant="secondary" size={size} onClick={() => void copy()} aria-label={label}>
      {t('pools.copy')}
    </Button>
  );
}

/** A full SHA-256, monospace and selectable whole (one click selects it), with a copy button. */
export function FullHash({ hash, label, copyLabel, testId }: { hash: string; label: string; copyLabel: string; testId?: string }) {
  return (
    <div className="ps-pool-hash">
      <span className="ps-pool-hash__label">{label}</span>
      <code className="ps-pool-hash__value" data-testid={testId}>
        {hash}
      </code>
      <CopyButton text={hash} label={copyLabel} />
    </div>
  );
}

/**
 * The Pools screens' signed-in gate: a spinner while the session is read, the sign-in prompt for a
 * visitor (as Alerts shows it), the screen for a signed-in player.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { t, link } = usePublicSiteTexts();
  const { status } = useAuthSession();
  if (status === 'loading') return <Spinner label={t('pools.loading')} />;
  if (status !== 'signedIn') {
    return (
      <div className="ps-notice" data-testid="pools-sign-in">
        <p>
          {t('pools.signInNeeded')}{' '}
          <Link to={link('/auth')} className={buttonClassName('secondary', 'small')}>
            {t('pools.signIn')}
          </Link>
        </p>
      </div>
    );
  }
  return children;
}

/** A failed read, with its retry. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = usePublicSiteTexts();
  return (
    <div role="alert" className="ps-panel ps-account-form__error">
      <p>{text}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('pools.retry')}
      </Button>
    </div>
  );
}
