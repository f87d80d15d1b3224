import type { ReactNode } from 'react';
import { usePublicSiteTexts } from '../i18n/texts.js';

/** A link to another site, opened in a new tab, which screen readers are told. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = usePublicSiteTexts();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="ps-content__link">
      {children}
      <span className="pw-visually-hidden"> {t('content.opensInNewTab')}</span>
    </a>
  );
}
