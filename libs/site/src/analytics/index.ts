type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

/**
 * docs/product-spec.md §7: an analytics event with its parameters and a timestamp, to the page's
 * analytics tag (`window.gtag`) when one is installed, else to the console. Shared by the
 * application's events and those of the pages served with islands.
 */
export function sendAnalyticsEvent(name: string, params: Record<string, unknown>): void {
  const payload = { ...params, timestamp: new Date().toISOString() };
  const gtag = (globalThis as { gtag?: Gtag }).gtag;
  if (typeof gtag === 'function') gtag('event', name, payload);
  else console.info('[analytics]', name, payload);
}
