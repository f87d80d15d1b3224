import { sendAnalyticsEvent } from '@pickwise/site/analytics';

/**
 * docs/product-spec.md §2/§7: a `page_view` event (page_path with the query string, page_title, timestamp).
 * The application records one per route change (page-view.ts), a page served with islands once (islands/main.ts).
 */
export function recordPageView(pagePath: string, pageTitle: string): void {
  sendAnalyticsEvent('page_view', { page_path: pagePath, page_title: pageTitle });
}
