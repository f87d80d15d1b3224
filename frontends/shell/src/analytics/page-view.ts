import { useEffect } from 'react';
import { useLocation } from 'react-router';

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

/**
 * Spec §2/§7: a `page_view` event (page_path with the query string, page_title, timestamp) on every
 * route change, to the page-analytics tag when one is installed, else to the console.
 */
export function recordPageView(pagePath: string, pageTitle: string): void {
  const params = { page_path: pagePath, page_title: pageTitle, timestamp: new Date().toISOString() };
  const gtag = (window as { gtag?: Gtag }).gtag;
  if (typeof gtag === 'function') gtag('event', 'page_view', params);
  else console.info('[analytics] page_view', params);
}

export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    recordPageView(`${pathname}${search}`, document.title);
  }, [pathname, search]);
}
