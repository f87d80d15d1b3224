import { useTranslation } from 'react-i18next';
import { useHealth } from '@pickwise/api-client';
import { Badge, Button, Card, Spinner } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';

/** Read-only view of GET /api/health: each service up or down, with a refresh. */
export function ServiceHealthPanel() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const health = useHealth();
  const checkedAt = health.dataUpdatedAt ? new Date(health.dataUpdatedAt).toLocaleTimeString(i18n.language) : null;

  return (
    <section aria-labelledby="health-heading" className="admin-health">
      <div className="admin-health__header">
        <h2 id="health-heading">{t('healthHeading')}</h2>
        <Button variant="secondary" onClick={() => void health.refetch()} disabled={health.isFetching} aria-busy={health.isFetching}>
          <span aria-hidden="true">↻</span> {health.isFetching ? t('refreshing') : t('refresh')}
        </Button>
      </div>

      {health.isPending ? (
        <div className="admin-health__loading">
          <Spinner label={t('servicesLoading')} />
          <span aria-hidden="true">{t('servicesLoading')}</span>
        </div>
      ) : health.isError ? (
        <p role="alert" className="admin-health__error">
          {t('error', { message: health.error.message })}
        </p>
      ) : (
        <>
          <p className={`admin-health__overall admin-health__overall--${health.data.status}`} role="status">
            <span aria-hidden="true">{health.data.status === 'ok' ? '●' : '▲'}</span> {t(`overall.${health.data.status}`)}
            {checkedAt ? <span className="admin-health__checked"> · {t('checkedAt', { time: checkedAt })}</span> : null}
          </p>
          <ul className="admin-health__grid" aria-label={t('healthHeading')}>
            {Object.entries(health.data.services).map(([service, status]) => (
              <Card as="li" key={service} className="admin-service" data-service={service} data-status={status}>
                <div>
                  <p className="admin-service__name">{t(`services.${service}`, { defaultValue: service })}</p>
                  <p className="admin-service__id">{service}</p>
                </div>
                <Badge tone={status === 'up' ? 'success' : 'danger'}>{t(`status.${status}`)}</Badge>
              </Card>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
