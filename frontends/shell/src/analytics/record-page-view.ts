type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

/**
 * docs/product-spec.md §2/§7: a `page_view` event (page_path with the query string, page_title, timestamp),
 * to the page-analytics tag when one is installed, else to the console. The application records one per
 * route change (page-view.ts), a page served with islands once (islands/main.ts).
 */
export function recordPageView(pagePath: string, pageTitle: string): void {
  const params = { page_path: pagePath, page_title: pageTitle, timestamp: new Date().toISOString() };
  const gtag = (window as { gtag?: Gtag }).gtag;
  if (typeof gtag === 'function') gtag('event', 'page_view', params);
  else console.info('[analytics] page_view', params);
}
