import { useId, useState, type FormEvent } from 'react';
import { useAuthSession } from '@pickwise/api-client';
import { POOL_INVITATION_DEFAULT_HOURS, POOL_INVITATION_MAX_HOURS } from '@pickwise/contracts/limits';
import { Badge, Button, Spinner, notify } from '@pickwise/ui';
import { useNow } from '../components/use-now.js';
import { formatInstant } from '../history/draw-display.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { CopyButton, actionFailureKey } from './pool-parts.js';
import { invitationLink } from './pool-format.js';
import { poolsApi, refreshInvitations, usePoolAction, usePoolInvitations } from '@pickwise/api-client/pools';

/** The organiser's invitations: a new link (valid for the hours typed), shown once with Copy; the links made, each revocable. */
export function PoolInvitations({ poolId }: { poolId: string }) {
  const { t, language } = usePublicSiteTexts();
  const id = useId();
  const userId = useAuthSession().user?.id;
  const invitations = usePoolInvitations(poolId, true);
  const action = usePoolAction(poolId);
  const [hours, setHours] = useState(String(POOL_INVITATION_DEFAULT_HOURS));
  const [hoursProblem, setHoursProblem] = useState(false);
  const [link, setLink] = useState<string>();
  // The clock is read after mount (the list is never in a prerendered page); until then nothing shows as expired.
  const now = useNow(60_000)?.getTime() ?? 0;

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(hours.trim());
    if (!/^\d+$/.test(hours.trim()) || count < 1 || count > POOL_INVITATION_MAX_HOURS) {
      setHoursProblem(true);
      document.getElementById(`${id}-hours`)?.focus();
      return;
    }
    setHoursProblem(false);
    action.mutate(
      async (token) => {
        const created = await poolsApi.createInvitation(token, poolId, count);
        setLink(invitationLink(window.location.origin, language, created.token));
      },
      {
        onSuccess: () => {
          refreshInvitations(userId, poolId);
          notify('success', { title: t('pools.invitations.created') });
        },
        onError: (error) => notify('error', { title: t(actionFailureKey(error)) }),
      },
    );
  };

  const revoke = (invitationId: string) =>
    action.mutate((token) => poolsApi.revokeInvitation(token, poolId, invitationId), {
      onSuccess: () => {
        refreshInvitations(userId, poolId);
        notify('success', { title: t('pools.invitations.revoked') });
      },
      onError: (error) => notify('error', { title: t(actionFailureKey(error)) }),
    });

  return (
    <section aria-labelledby="pool-invitations" className="ps-panel ps-pool-section">
      <h2 id="pool-invitations">{t('pools.invitations.heading')}</h2>
      <p>{t('pools.invitations.intro')}</p>
      <form onSubmit={onCreate} noValidate className="ps-pool-inline-form">
        <div className="ps-field">
          <label htmlFor={`${id}-hours`}>{t('pools.invitations.hours')}</label>
          <input
            id={`${id}-hours`}
            className="ps-input"
            type="number"
            inputMode="numeric"
            min={1}
            max={POOL_INVITATION_MAX_HOURS}
            value={hours}
            aria-invalid={hoursProblem ? true : undefined}
            aria-describedby={[`${id}-hours-hint`, hoursProblem ? `${id}-hours-error` : ''].filter(Boolean).join(' ')}
            onChange={(event) => setHours(event.target.value)}
          />
          <p className="ps-field__hint" id={`${id}-hours-hint`}>
            {t('pools.invitations.hoursHint', { max: POOL_INVITATION_MAX_HOURS, default: POOL_INVITATION_DEFAULT_HOURS })}
          </p>
          {hoursProblem && (
            <p className="ps-field__error" id={`${id}-hours-error`}>
              {t('pools.invitations.hoursProblem', { max: POOL_INVITATION_MAX_HOURS })}
            </p>
          )}
        </div>
        <div>
          <Button type="submit" disabled={action.isPending}>
            {t('pools.invitations.create')}
          </Button>
        </div>
      </form>
      {link && (
        <div className="ps-notice ps-pool-link" role="status">
          <p>{t('pools.invitations.created')}</p>
          <label htmlFor={`${id}-link`}>{t('pools.invitations.link')}</label>
          <div className="ps-pool-inline-field">
            <input id={`${id}-link`} className="ps-input ps-pool-hash__value" type="text" readOnly value={link} onFocus={(event) => event.target.select()} data-testid="invitation-link" />
            <CopyButton text={link} label={`${t('pools.copy')}: ${t('pools.invitations.link')}`} />
          </div>
        </div>
      )}
      <h3>{t('pools.invitations.listHeading')}</h3>
      {invitations.isPending ? (
        <Spinner label={t('pools.loading')} />
      ) : !invitations.data || invitations.data.invitations.length === 0 ? (
        <p>{t('pools.invitations.none')}</p>
      ) : (
        <ul className="ps-pool-invitations">
          {invitations.data.invitations.map((invitation) => {
            const created = formatInstant(invitation.createdAt, language);
            const expired = now > 0 && Date.parse(invitation.expiresAt) <= now;
            return (
              <li key={invitation.id} className="ps-pool-invitation" data-testid="pool-invitation">
                <span>{t('pools.invitations.createdAt', { date: created })}</span>
                {invitation.revokedAt ? (
                  <Badge tone="neutral">{t('pools.invitations.revokedAt', { date: formatInstant(invitation.revokedAt, language) })}</Badge>
                ) : expired ? (
                  <Badge tone="neutral">{t('pools.invitations.expired', { date: formatInstant(invitation.expiresAt, language) })}</Badge>
                ) : (
                  <>
                    <Badge tone="success">{t('pools.invitations.expires', { date: formatInstant(invitation.expiresAt, language) })}</Badge>
                    <Button variant="ghost" size="small" onClick={() => revoke(invitation.id)} aria-label={t('pools.invitations.revoke', { date: created })} disabled={action.isPending}>
                      {t('pools.invitations.revokeShort')}
                    </Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
