import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { useBackfillRuns } from '../hooks/use-backfill-runs.js';
import { BackfillRow } from '../components/BackfillRow.js';
import { BootstrapButton } from '../components/BootstrapButton.js';
import { ProviderUsageFigures } from '../components/ProviderUsageFigures.js';
import { SectionHeader } from '../components/QueryState.js';
import { PAID_PROVIDER_GAMES } from './tab-game-lists.js';

/** What one backfill asks the paid provider for (docs/product-spec.md §9: 12 months), sent with each request and said in the text. */
const BACKFILL_MONTHS = 12;

/** The paid-provider usage monitor (docs/product-spec.md §2): magayo's usage, Bootstrap All, Backfill Data for 10 games. */
export function ProviderUsageTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const runs = useBackfillRuns(BACKFILL_MONTHS);
  return (
    <div className="admin-tab">
      <section aria-labelledby="provider-heading" className="admin-section">
        <SectionHeader id="provider-heading" title={t('provider.heading')} intro={t('provider.intro', { count: PAID_PROVIDER_GAMES.length })}>
          <BootstrapButton label={t('provider.bootstrapAll')} />
        </SectionHeader>
        <ProviderUsageFigures />
      </section>
      <section aria-labelledby="backfill-heading" className="admin-section">
        <h2 id="backfill-heading">{t('provider.backfillHeading')}</h2>
        <p className="admin-section__intro">{t('provider.backfillText', { months: BACKFILL_MONTHS })}</p>
        <ul className="admin-runs" aria-labelledby="backfill-heading">
          {PAID_PROVIDER_GAMES.map((game) => (
            <BackfillRow key={game} game={game} outcome={runs.outcomes[game]} onBackfill={(id) => void runs.backfill(id)} />
          ))}
        </ul>
      </section>
    </div>
  );
}
