import type { ReactNode } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { poolsEn } from '../i18n/en-pools.js';
import { ticketsEn } from '../i18n/en-tickets.js';
import { scanTicketEn } from '../i18n/en-scan-ticket.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { EvidenceVerifier } from '../pools/EvidenceVerifier.js';
import { InvitationView } from '../pools/InvitationView.js';
import { MyPools } from '../pools/MyPools.js';
import { SignedInOnly } from '../pools/pool-parts.js';
import { PoolView } from '../pools/PoolView.js';
import '../tickets/tickets.css';
import '../pools/pools.css';

addScreenTexts(poolsEn);
addScreenTexts(scanTicketEn);
// The ticket form's grid texts and line problems, which "Add a ticket" shares with My tickets.
addScreenTexts({ tickets: { form: ticketsEn.tickets.form, errors: ticketsEn.tickets.errors } });

type PoolsScreen = 'pools' | 'join' | 'verify';

/** The frame every Pools screen shares: its metadata, the compact hero and the content column. */
function PoolsFrame({ screen, path, children }: { screen: PoolsScreen; path: string; children: ReactNode }) {
  const { t } = usePublicSiteTexts();
  const key = screen === 'pools' ? 'pools' : `pools.${screen}`;
  return (
    <div className="ps-page ps-page--tight">
      <PageMetadata path={path} title={t(`${key}.pageTitle`)} description={t(`${key}.description`)} />
      <CompactHero title={t(`${key}.heading`)} intro={t(`${key}.intro`)} />
      <div className="pw-container ps-pools">{children}</div>
    </div>
  );
}

function PoolsIndex() {
  const { t, link } = usePublicSiteTexts();
  return (
    <PoolsFrame screen="pools" path="/pools">
      <SignedInOnly>
        <MyPools />
      </SignedInOnly>
      <p>
        <Link to={link('/pools/verify')}>{t('pools.verifyLink')}</Link>
      </p>
    </PoolsFrame>
  );
}

function PoolScreen() {
  const { id = '' } = useParams();
  return (
    <PoolsFrame screen="pools" path={`/pools/${id}`}>
      <SignedInOnly>
        <PoolView key={id} id={id} />
      </SignedInOnly>
    </PoolsFrame>
  );
}

function JoinScreen() {
  const { token = '' } = useParams();
  return (
    <PoolsFrame screen="join" path={`/pools/join/${token}`}>
      <SignedInOnly>
        <InvitationView key={token} token={token} />
      </SignedInOnly>
    </PoolsFrame>
  );
}

/**
 * /pools and its screens (issue 36): My pools with "Create a pool", a pool's page, an invitation's
 * page and the evidence pack's verification (the only one open to visitors). One lazy chunk with its
 * own route table, like /history; zod arrives only when a pack is checked.
 */
export default function PoolsRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route index element={<PoolsIndex />} />
      <Route
        path="verify"
        element={
          <PoolsFrame screen="verify" path="/pools/verify">
            <EvidenceVerifier />
          </PoolsFrame>
        }
      />
      <Route path="join/:token" element={<JoinScreen />} />
      <Route path=":id" element={<PoolScreen />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
