import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { switchLanguagePath, type Language } from '@pickwise/i18n';
import { Flag } from '@pickwise/ui';

/** The flag shown for each language: the United Kingdom's for English, Spain's for Spanish. */
const FLAG_OF: Readonly<Record<Language, string>> = { en: 'GB', es: 'ES' };

/**
 * docs/product-spec.md §4: labelled with the other language — 'ES' and the Spanish flag while English is active,
 * 'EN' and the UK flag while Spanish is active. It links to the same page in that language.
 */
export function LanguageToggle({ language }: { language: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  const target: Language = language === 'en' ? 'es' : 'en';
  return (
    <Link
      to={switchLanguagePath(location, target)}
      className="shell-language-toggle"
      hrefLang={target}
      lang={target}
      aria-label={t('languageToggle.accessibleName')}
      data-testid="language-toggle"
    >
      <Flag code={FLAG_OF[target]} className="shell-language-toggle__flag" />
      <span>{t('languageToggle.label')}</span>
    </Link>
  );
}
