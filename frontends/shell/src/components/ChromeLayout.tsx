import type { MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@pickwise/i18n';
import { ToastRegion } from '@pickwise/ui';
import { usePageViews } from '../analytics/page-view.js';
import { OfflineNotice } from '../offline/OfflineNotice.js';
import { FloatingBalls } from './FloatingBalls.js';
import { Footer } from './Footer.js';
import { HelpBanner } from './HelpBanner.js';
import { useNavigationScroll } from './navigation-scroll.js';
import { usePasswordRecoveryRedirect } from './password-recovery.js';
import { TopNav } from './TopNav.js';

const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the main region without touching the URL hash (which the router would treat as a navigation). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_CONTENT_ID);
  main?.focus();
  main?.scrollIntoView();
}

/** The chrome around every page of one language: skip link, nav, offline notice, main outlet, help banner, footer, toasts. */
export function ChromeLayout({ language }: { language: Language }) {
  const { t } = useTranslation();
  usePageViews();
  useNavigationScroll();
  usePasswordRecoveryRedirect(language);
  return (
    <div className="shell">
      <a className="shell-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {t('skipToContent')}
      </a>
      <FloatingBalls />
      <TopNav language={language} />
      <OfflineNotice />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-main">
        <Outlet />
      </main>
      <HelpBanner />
      <Footer language={language} />
      <ToastRegion label={t('notifications')} dismissLabel={t('dismiss')} />
    </div>
  );
}
