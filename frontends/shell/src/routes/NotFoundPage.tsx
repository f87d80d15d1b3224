import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedPath, type Language } from '@pickwise/i18n';
import { buttonClassName, useDocumentTitle } from '@pickwise/ui';

/** The 404 page (docs/product-spec.md §2 `*`). Also handed to remotes as `notFound` for paths they do not own. */
export function NotFoundPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('notFound.documentTitle'));

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <section className="pw-container shell-message" aria-labelledby="not-found-title">
      <p className="shell-message__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="shell-message__text">{t('notFound.text')}</p>
      <Link to={localizedPath(language, '/')} className={buttonClassName('primary', 'large')}>
        {t('notFound.returnHome')}
      </Link>
    </section>
  );
}
