import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@pickwise/api-client';
import { Button, Spinner, notify } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { saveDownload } from '../account/save-download.js';
import { LoadFailed } from './pool-parts.js';
import { gameName } from './pool-format.js';
import { PoolAgreement } from './PoolAgreement.js';
import { PoolDrawCard } from './PoolDrawCard.js';
import { PoolInvitations } from './PoolInvitations.js';
import { PoolMembers } from './PoolMembers.js';
import { PoolTicketForm } from './PoolTicketForm.js';
import { fetchEvidencePack, usePool } from '@pickwise/api-client/pools';

/** /pools/:id: one pool as its member sees it (the organiser's controls where they may act). */
export function PoolView({ id }: { id: string }) {
  const { t, link } = usePublicSiteTexts();
  const pool = usePool(id);
  const back = (
    <Link to={link('/pools')} className="ps-back">
      ← {t('pools.page.back')}
    </Link>
  );
  if (pool.isError) {
    const missing = pool.error instanceof ApiError && (pool.error.code === 'NOT_FOUND' || pool.error.code === 'VALIDATION');
    return (
      <>
        {back}
        {missing ? (
          <p role="alert" className="ps-notice">
            {t('pools.page.notFound')}
          </p>
        ) : (
          <LoadFailed text={t('pools.loadFailed')} onRetry={() => void pool.refetch()} />
        )}
      </>
    );
  }
  if (!pool.data) return <Spinner label={t('pools.loading')} />;
  const data = pool.data;
  const active = data.me.status === 'active';
  return (
    <>
      {back}
      <section aria-labelledby="pool-name" className="ps-pool-head">
        <h2 id="pool-name" className="ps-pool-head__name">
          {data.name}
        </h2>
        <p>{t(`pools.page.role.${data.me.organiser ? 'organiser' : data.me.status === 'active' ? 'member' : data.me.status}`)}</p>
        <p>{t('pools.page.games', { games: data.games.map(gameName).join(', ') })}</p>
        <p>{t(`pools.page.shareMode.${data.shareMode}`)}</p>
      </section>
      <PoolMembers pool={data} />
      <PoolAgreement pool={data} />
      {data.me.organiser && <PoolInvitations poolId={data.id} />}
      {data.me.organiser && active && <PoolTicketForm pool={data} />}
      <section aria-labelledby="pool-draws" className="ps-pool-section">
        <h2 id="pool-draws">{t('pools.draws.heading')}</h2>
        <div className="ps-notice" data-testid="pool-split-rule">
          <p>
            <strong>{t('pools.split.heading')}.</strong> {t('pools.split.rule')}
          </p>
        </div>
        {data.draws.length === 0 ? (
          <p>{t('pools.draws.none')}</p>
        ) : (
          <ul className="ps-pool-draws">
            {data.draws.map((draw) => (
              <PoolDrawCard key={`${draw.game}-${draw.date}`} pool={data} draw={draw} />
            ))}
          </ul>
        )}
      </section>
      <EvidenceDownload poolId={data.id} />
    </>
  );
}

/** "Download evidence pack": GET /api/pools/:id/evidence with the token, handed to the browser's download under the server's file name. */
function EvidenceDownload({ poolId }: { poolId: string }) {
  const { t, link } = usePublicSiteTexts();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveDownload({ blob: await fetchEvidencePack(poolId), filename: `pickwise-pool-${poolId}.json` });
    } catch {
      notify('error', { title: t('pools.failed') });
    } finally {
      setPending(false);
    }
  };
  return (
    <section aria-labelledby="pool-evidence" className="ps-panel ps-pool-section">
      <h2 id="pool-evidence">{t('pools.evidence.heading')}</h2>
      <p>{t('pools.evidence.intro')}</p>
      <div className="ps-ticket-card__actions">
        <Button variant="secondary" onClick={() => void download()} disabled={pending} data-testid="evidence-download">
          {pending ? t('pools.working') : t('pools.evidence.download')}
        </Button>
        <Link to={link('/pools/verify')}>{t('pools.verifyLink')}</Link>
      </div>
    </section>
  );
}
