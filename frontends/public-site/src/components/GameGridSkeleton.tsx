import { usePublicSiteTexts } from '../i18n/texts.js';

/** Placeholder cards and the spec's 'Loading latest jackpots...' while jackpots load. */
export function GameGridSkeleton({ count }: { count: number }) {
  const { t } = usePublicSiteTexts();
  return (
    <div role="status" aria-live="polite">
      <p className="ps-loading-text">{t('common.loadingJackpots')}</p>
      <ul className="ps-grid ps-grid--4" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="ps-skeleton" />
        ))}
      </ul>
    </div>
  );
}
