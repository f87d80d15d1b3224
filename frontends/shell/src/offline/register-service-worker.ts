/**
 * Registers the service worker (/sw.js), what lets a returning visitor open the site offline. Its
 * first caching (the shell and both remotes) must not compete with the page it starts on: it waits
 * for the load event and for the first page to be on screen (`markPageShown`), then for an idle
 * moment. The app may start after the load event (index.ts starts it in a task of its own).
 */
const PAGE_SHOWN_FALLBACK_MS = 10_000;
const IDLE_TIMEOUT_MS = 2_000;

let pageShown: () => void = () => undefined;
const firstPageShown = new Promise<void>((resolve) => {
  pageShown = resolve;
});

/** Says the first page's content has rendered (a remote's page, in RemoteRoute). */
export function markPageShown(): void {
  pageShown();
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  // A page without a remote (the 404 page) never says it is shown: the fallback registers anyway.
  void Promise.all([loaded(), Promise.race([firstPageShown, delay(PAGE_SHOWN_FALLBACK_MS)])])
    .then(idle)
    .then(() => navigator.serviceWorker.register('/sw.js'))
    .catch((error: unknown) => console.warn('The offline service worker could not be registered:', error));
}
