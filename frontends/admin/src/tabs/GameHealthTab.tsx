import { useTranslation } from 'react-i18next';
import { useGameHealth, useIngestionRunning } from '@pickwise/api-client/admin';
import { useLanguage } from '@pickwise/i18n';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { BusyButton } from '../components/BusyButton.js';
import { GameHealthCard } from '../components/GameHealthCard.js';
import { ErrorState, LoadingState, SectionHeader } from '../components/QueryState.js';
import { ServiceHealthPanel } from '../components/ServiceHealthPanel.js';

/** Game Health (docs/product-spec.md §2): a card per game of GET /api/admin/health, and the services' health. */
export function GameHealthTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  const health = useGameHealth();
  const running = useIngestionRunning();
  const checkedAt = health.data ? new Date(health.data.checkedAt).toLocaleTimeString(language) : null;

  return (
    <div className="admin-tab">
      <section aria-labelledby="game-health-heading" className="admin-section">
        <SectionHeader id="game-health-heading" title={t('gameHealth.heading')} intro={t('gameHealth.intro')}>
          <BusyButton variant="secondary" busy={health.isFetching} busyLabel={t('refreshing')} onClick={() => void health.refetch()}>
            <span aria-hidden="true">↻</span> {t('refresh')}
          </BusyButton>
        </SectionHeader>
        <p className="admin-status-line" aria-live="polite">
          {checkedAt ? t('checkedAt', { time: checkedAt }) : null}
          {running ? ` · ${t('gameHealth.refreshingWhileRunning')}` : null}
        </p>
        {health.isPending ? (
          <LoadingState label={t('gameHealth.loading')} />
        ) : health.isError ? (
          <ErrorState message={t('gameHealth.failed')} detail={health.error.message} onRetry={() => void health.refetch()} />
        ) : (
          <>
            {health.data.drawsAvailable ? null : <p className="admin-warning">{t('gameHealth.drawsUnavailable')}</p>}
            <ul className="admin-games" aria-label={t('gameHealth.heading')}>
              {health.data.games.map((game) => (
                <GameHealthCard key={game.game} game={game} />
              ))}
            </ul>
          </>
        )}
      </section>
      <ServiceHealthPanel />
    </div>
  );
}
