import { isRouteErrorResponse } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@pickwise/ui';

/**
 * The router's fallback screen (docs/product-spec.md §2): status and status text (an error response thrown with
 * react-router's `data()`), or the message, plus the stack. Shown by RouteErrorBoundary.
 */
export function RouterErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('routerError.documentTitle'));

  const summary = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : JSON.stringify(error);
  const stack = error instanceof Error ? error.stack : undefined;

  return (
    <section className="pw-container shell-error" role="alert" aria-labelledby="router-error-title">
      <h1 id="router-error-title">{t('routerError.title')}</h1>
      <h2 className="shell-error__summary">{summary}</h2>
      {stack ? <pre className="shell-error__stack">{stack}</pre> : null}
    </section>
  );
}
