import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError, currentAccessToken } from '@pickwise/api-client';
import { DISPLAY_NAME_MAX_LENGTH } from '@pickwise/contracts/limits';
import { Button, Spinner, buttonClassName } from '@pickwise/ui';
import { formatInstant } from '../history/draw-display.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { AgreementText } from './PoolAgreement.js';
import { LoadFailed } from './pool-parts.js';
import { gameName } from './pool-format.js';
import { poolsApi, useInvitationView } from '@pickwise/api-client/pools';

/** /pools/join/:token: what the invitation shows (pool, organiser, games, members, agreement) and the join form; then that the organiser must approve. */
export function InvitationView({ token }: { token: string }) {
  const { t, language, link } = usePublicSiteTexts();
  const id = useId();
  const view = useInvitationView(token);
  const [displayName, setDisplayName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [joined, setJoined] = useState(false);
  const [pending, setPending] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);

  if (view.isError) {
    const gone = view.error instanceof ApiError && (view.error.code === 'NOT_FOUND' || view.error.code === 'VALIDATION');
    return gone ? (
      <p role="alert" className="ps-notice ps-notice--warning" data-testid="invitation-gone">
        {t('pools.join.gone')}
      </p>
    ) : (
      <LoadFailed text={t('pools.failed')} onRetry={() => void view.refetch()} />
    );
  }
  if (!view.data) return <Spinner label={t('pools.join.loading')} />;
  const invitation = view.data;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!displayName.trim()) {
      setProblem('pools.join.displayNameProblem');
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setProblem(undefined);
    setPending(true);
    try {
      await poolsApi.join(await currentAccessToken(), token, displayName.trim());
      setJoined(true);
      requestAnimationFrame(() => outcome.current?.focus());
    } catch (error) {
      setProblem(error instanceof ApiError && error.code === 'NOT_FOUND' ? 'pools.join.gone' : error instanceof ApiError && error.code === 'CONFLICT' ? 'pools.join.full' : 'pools.failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <section aria-labelledby={`${id}-pool`} className="ps-panel ps-pool-section">
        <h2 id={`${id}-pool`}>{invitation.poolName}</h2>
        <dl className="ps-pool-facts">
          <dt>{t('pools.join.organiser')}</dt>
          <dd>{invitation.organiserName ?? t('pools.join.deletedOrganiser')}</dd>
          <dt>{t('pools.join.games')}</dt>
          <dd>{invitation.games.map(gameName).join(', ')}</dd>
          <dt>{t('pools.join.members')}</dt>
          <dd>{invitation.members}</dd>
          <dt>{t('pools.join.expires')}</dt>
          <dd>{formatInstant(invitation.expiresAt, language)}</dd>
        </dl>
        <h3>{t('pools.join.agreementHeading')}</h3>
        <AgreementText agreement={invitation.agreement} />
      </section>
      {joined ? (
        <div ref={outcome} tabIndex={-1} role="status" className="ps-notice" data-testid="join-outcome">
          <p>{t('pools.join.joined')}</p>
          <Link to={link('/pools')} className={buttonClassName('secondary', 'small')}>
            {t('pools.join.openPool')}
          </Link>
        </div>
      ) : (
        <form className="ps-panel ps-pool-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`}>{t('pools.join.heading')}</h2>
          <div className="ps-field">
            <label htmlFor={`${id}-name`}>{t('pools.join.displayName')}</label>
            <input
              id={`${id}-name`}
              className="ps-input"
              type="text"
              autoComplete="nickname"
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              required
              value={displayName}
              aria-invalid={problem === 'pools.join.displayNameProblem' ? true : undefined}
              aria-describedby={[`${id}-name-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ')}
              onChange={(event) => setDisplayName(event.target.value)}
            />
            <p className="ps-field__hint" id={`${id}-name-hint`}>
              {t('pools.join.displayNameHint')}
            </p>
          </div>
          {problem && (
            <p className="ps-field__error" role="alert" id={`${id}-problem`}>
              {t(problem)}
            </p>
          )}
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? t('pools.working') : t('pools.join.submit')}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
