import { useTranslation } from 'react-i18next';
import { useFrontendConfig } from '@pickwise/api-client/admin';
import { localizedPath, useLanguage } from '@pickwise/i18n';
import { Button, buttonClassName } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';

/** The admin remote's own full log view, where /config/remotes.json points unless told otherwise. */
export const BUILT_IN_FULL_LOGS_PATH = '/data-admin/generation-logs';

/** A path of this site in the page language; an external console's URL as it is. */
function inPageLanguage(url: string, language: 'en' | 'es'): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/es/') ? localizedPath(language, url) : url;
}

/** 'View Full Logs' (docs/product-spec.md §2): opens `adminFullLogsUrl` of /config/remotes.json in a new tab. */
export function FullLogsLink() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  const config = useFrontendConfig();
  // The built-in view when the configuration cannot be read; nothing to open until it has answered.
  const configured = config.data?.adminFullLogsUrl ?? (config.isError ? BUILT_IN_FULL_LOGS_PATH : undefined);
  if (configured === undefined) {
    return (
      <Button variant="secondary" disabled>
        {t('monitor.viewFull')}
      </Button>
    );
  }
  const url = inPageLanguage(configured, language);
  return (
    <a href={url} target="_blank" rel="noopener" className={buttonClassName('secondary')} data-field="full-logs">
      {t('monitor.viewFull')} <span className="pw-visually-hidden">{t('monitor.opensInNewTab')}</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}
