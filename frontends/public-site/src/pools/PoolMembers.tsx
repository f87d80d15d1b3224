import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Pool } from '@pickwise/contracts';
import { POOL_SHARES_MAX } from '@pickwise/contracts/limits';
import { Badge, Button, Dialog, notify } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { actionFailureKey } from './pool-parts.js';
import { poolsApi, usePoolAction } from '@pickwise/api-client/pools';

type Member = Pool['members'][number];

/** A member's name as the others see it ('Deleted account' once their account is erased). */
export function useMemberName() {
  const { t } = usePublicSiteTexts();
  return (member: Pick<Member, 'displayName'> | undefined) => member?.displayName ?? t('pools.members.deleted');
}

/** Members and shares: the organiser approves, sets shares (in `shares` mode) and removes; a member leaves. */
export function PoolMembers({ pool }: { pool: Pool }) {
  const { t, link } = usePublicSiteTexts();
  const navigate = useNavigate();
  const nameOf = useMemberName();
  const action = usePoolAction(pool.id);
  const organiser = pool.me.organiser;
  const [shares, setShares] = useState<Record<string, string>>({});
  const [sharesProblem, setSharesProblem] = useState<string>();
  const [confirming, setConfirming] = useState<{ kind: 'leave' } | { kind: 'remove'; member: Member }>();
  const shown = pool.members.filter((member) => member.status === 'active' || member.status === 'pending');

  const run = (change: (token: string) => Promise<Pool | void>, done: string) =>
    action.mutate(change, { onSuccess: () => notify('success', { title: done }), onError: (error) => notify('error', { title: t(actionFailureKey(error)) }) });

  const saveShares = (member: Member) => {
    const typed = (shares[member.memberId] ?? String(member.shares)).trim();
    const count = Number(typed);
    if (!/^\d+$/.test(typed) || count < 1 || count > POOL_SHARES_MAX) return setSharesProblem(member.memberId);
    setSharesProblem(undefined);
    run((token) => poolsApi.setShares(token, pool.id, member.memberId, count), t('pools.members.sharesSaved', { name: nameOf(member), count }));
  };

  const confirm = () => {
    if (!confirming) return;
    if (confirming.kind === 'leave') {
      action.mutate((token) => poolsApi.leave(token, pool.id), {
        onSuccess: () => {
          notify('success', { title: t('pools.members.left') });
          void navigate(link('/pools'));
        },
        onError: (error) => notify('error', { title: t(actionFailureKey(error)) }),
      });
    } else {
      run((token) => poolsApi.remove(token, pool.id, confirming.member.memberId), t('pools.members.removed', { name: nameOf(confirming.member) }));
    }
    setConfirming(undefined);
  };

  return (
    <section aria-labelledby="pool-members" className="ps-panel ps-pool-section">
      <h2 id="pool-members">{t('pools.members.heading')}</h2>
      <ul className="ps-pool-members">
        {shown.map((member) => {
          const name = nameOf(member);
          const you = member.memberId === pool.me.memberId;
          const inputId = `pool-shares-${member.memberId}`;
          return (
            <li key={member.memberId} className="ps-pool-member" data-testid="pool-member">
              <p className="ps-pool-member__name">
                <strong>{you ? t('pools.members.you', { name }) : name}</strong>{' '}
                <Badge tone={member.organiser ? 'primary' : 'neutral'}>{member.organiser ? t('pools.list.organiser') : t('pools.list.member')}</Badge>{' '}
                {member.status === 'pending' && <Badge tone="danger">{t('pools.status.pending')}</Badge>}
              </p>
              <p className="ps-field__hint">
                {t('pools.members.shares')}: {pool.shareMode === 'equal' ? 1 : member.shares} ·{' '}
                {member.acceptedVersion === pool.agreement.version ? t('pools.members.accepted', { version: member.acceptedVersion }) : t('pools.members.notAccepted')}
              </p>
              {organiser && !member.organiser && (
                <div className="ps-ticket-card__actions">
                  {member.status === 'pending' && (
                    <Button size="small" onClick={() => run((token) => poolsApi.approve(token, pool.id, member.memberId), t('pools.members.approved', { name }))} disabled={action.isPending}>
                      {t('pools.members.approve', { name })}
                    </Button>
                  )}
                  {member.status === 'active' && pool.shareMode === 'shares' && (
                    <div className="ps-pool-inline-field">
                      <label htmlFor={inputId}>{t('pools.members.sharesLabel', { name })}</label>
                      <input
                        id={inputId}
                        className="ps-input"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={POOL_SHARES_MAX}
                        value={shares[member.memberId] ?? String(member.shares)}
                        aria-invalid={sharesProblem === member.memberId ? true : undefined}
                        aria-describedby={sharesProblem === member.memberId ? `${inputId}-error` : undefined}
                        onChange={(event) => setShares((old) => ({ ...old, [member.memberId]: event.target.value }))}
                      />
                      <Button variant="secondary" size="small" onClick={() => saveShares(member)} aria-label={t('pools.members.setSharesLabel', { name })} disabled={action.isPending}>
                        {t('pools.members.setShares')}
                      </Button>
                      {sharesProblem === member.memberId && (
                        <p className="ps-field__error" id={`${inputId}-error`}>
                          {t('pools.members.sharesProblem', { max: POOL_SHARES_MAX })}
                        </p>
                      )}
                    </div>
                  )}
                  <Button variant="ghost" size="small" onClick={() => setConfirming({ kind: 'remove', member })}>
                    {member.status === 'pending' ? t('pools.members.turnDown', { name }) : t('pools.members.remove', { name })}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {!organiser && pool.me.status === 'active' && (
        <Button variant="ghost" size="small" onClick={() => setConfirming({ kind: 'leave' })}>
          {t('pools.members.leave')}
        </Button>
      )}
      <Dialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={confirming?.kind === 'remove' ? t('pools.members.removeTitle', { name: nameOf(confirming.member) }) : t('pools.members.leaveTitle')}
        closeLabel={t('pools.close')}
      >
        <p>{confirming?.kind === 'remove' ? t('pools.members.removeText', { name: nameOf(confirming.member) }) : t('pools.members.leaveText')}</p>
        <div className="ps-ticket-card__actions">
          <Button variant="primary" onClick={confirm}>
            {confirming?.kind === 'remove' ? t('pools.members.removeConfirm') : t('pools.members.leaveConfirm')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(undefined)}>
            {t('pools.cancel')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
