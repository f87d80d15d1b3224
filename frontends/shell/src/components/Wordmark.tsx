import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedPath, type Language } from '@pickwise/i18n';

/** The two-tone "PickWise" wordmark, linking home. */
export function Wordmark({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Link to={localizedPath(language, '/')} className="shell-wordmark" aria-label={t('brand.homeLink')}>
      <span className="shell-wordmark__ball" aria-hidden="true">
        7
      </span>
      <span className="shell-wordmark__first">{t('brand.first')}</span>
      <span className="shell-wordmark__second">{t('brand.second')}</span>
    </Link>
  );
}
