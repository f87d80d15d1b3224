import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedPath, type Language } from '@pickwise/i18n';

/** The two-tone "PickWise" wordmark, linking home. */
export function Wordmark({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    // Named by its visible text, then 'home' for screen readers (WCAG 2.5.3: the name holds the label).
    <Link to={localizedPath(language, '/')} className="shell-wordmark">
      <span className="shell-wordmark__ball" aria-hidden="true">
        7
      </span>
      <span className="shell-wordmark__first">{t('brand.first')}</span>
      <span className="shell-wordmark__second">{t('brand.second')}</span>
      <span className="pw-visually-hidden"> {t('brand.home')}</span>
    </Link>
  );
}
