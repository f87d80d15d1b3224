import { useTranslation } from 'react-i18next';
import { useProviderUsage } from '@pickwise/api-client/admin';
import { useLanguage } from '@pickwise/i18n';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { gameName } from '../format/games.js';
import { formatCount, formatMonth } from '../format/numbers.js';
import { ErrorState, LoadingState } from './QueryState.js';

/** The paid provider's calls this month against its quota (GET /api/admin/provider-usage). */
export function ProviderUsageFigures() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  const usage = useProviderUsage();

  if (usage.isPending) return <LoadingState label={t('provider.loading')} />;
  if (usage.isError) return <ErrorState message={t('provider.failed')} detail={usage.error.message} onRetry={() => void usage.refetch()} />;
  const { calls, monthlyQuota, keyConfigured, byService, month, onlySourceFor } = usage.data;
  const count = (value: number) => formatCount(value, language);
  const percent = monthlyQuota ? Math.min(100, Math.round((calls / monthlyQuota) * 100)) : null;
  const usedText = percent === null ? '' : t('provider.usedPercent', { percent });

  return (
    <div className="admin-usage" data-provider={usage.data.provider}>
      <h3>{t('provider.month', { month: formatMonth(month, language) })}</h3>
      <dl className="admin-facts admin-facts--usage">
        <div>
          <dt>{t('provider.callsThisMonth')}</dt>
          <dd data-field="calls" data-value={calls}>
            {count(calls)}
          </dd>
        </div>
        <div>
          <dt>{t('provider.quota')}</dt>
          <dd data-field="quota">{monthlyQuota === null ? t('provider.noQuota') : count(monthlyQuota)}</dd>
        </div>
        <div>
          <dt>{t('provider.remaining')}</dt>
          <dd data-field="remaining">{monthlyQuota === null ? t('notAvailable') : count(Math.max(0, monthlyQuota - calls))}</dd>
        </div>
        <div>
          <dt>{t('provider.key')}</dt>
          <dd data-field="key" className={keyConfigured ? undefined : 'admin-facts__error'}>
            {keyConfigured ? t('provider.keyConfigured') : t('provider.keyMissing')}
          </dd>
        </div>
        <div className="admin-facts__wide">
          <dt>{t('provider.byService')}</dt>
          <dd data-field="by-service">
            {t('provider.serviceIngestion')}: {count(byService.ingestion)} · {t('provider.serviceJackpots')}:{' '}
            {byService.jackpots === null ? t('provider.serviceNoAnswer') : count(byService.jackpots)}
          </dd>
        </div>
        {onlySourceFor.length > 0 ? (
          <div className="admin-facts__wide">
            <dt>{t('provider.onlySourceFor')}</dt>
            <dd data-field="only-source-for">{onlySourceFor.map(gameName).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      {percent === null ? null : (
        <div className="admin-meter">
          <div className="admin-meter__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={usedText} aria-label={t('provider.quota')}>
            <span className={percent >= 90 ? 'admin-meter__fill admin-meter__fill--high' : 'admin-meter__fill'} style={{ width: `${percent}%` }} />
          </div>
          <p className="admin-meter__text">{usedText}</p>
        </div>
      )}
    </div>
  );
}
