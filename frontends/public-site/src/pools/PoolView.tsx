import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@pickwise/api-client';
import { Button, Spinner, notify } from '@pickwise/ui';
import { formatDrawDate } from '../history/draw-display.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { saveDownload } from '../account/save-download.js';
import { LoadFailed } from './pool-parts.js';
import { gameName } from './pool-format.js';
import { PoolAgreement } from './PoolAgreement.js';
import { PoolDrawCard } from './PoolDrawCard.js';
import { PoolInvitations } from './PoolInvitations.js';
import { PoolMembers } from './PoolMembers.js';
import { PoolTicketForm } from './PoolTicketForm.js';
import type { PoolAddedState } from './PoolChooser.js';
import { fetchEvidencePack, usePool } from '@pickwise/api-client/pools';

/** /pools/:id: one pool as its member sees it (the organiser's controls where they may act). */
export function PoolView({ id }: { id: string }) {
  const { t, language, link } = usePublicSiteTexts();
  const pool = usePool(id);
  // Arrived from My pools' chooser: the heading takes the focus and the outcome is said, once the pool is shown.
  const added = (useLocation().state as Partial<PoolAddedState> | null)?.poolAdded;
  const heading = useRef<HTMLHeadingElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const shown = pool.data !== undefined;
  useEffect(() => {
    if (!added || !shown || !said.current) return;
    heading.current?.focus();
    // Written after the (empty) live region is in the page, so it is announced.
    const values = { count: added.tickets, game: gameName(added.game), date: formatDrawDate(added.drawDate, language) };
    said.current.textContent = added.moved ? t('pools.add.moved', values) : t('pools.add.added', values);
  }, [added, shown, language, t]);
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
        <h2 id="pool-name" className="ps-pool-head__name" ref={heading} tabIndex={-1}>
          {data.name}
        </h2>
        <p role="status" className="ps-pool-head__said" data-testid="pool-added" ref={said} />
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
