/**
 * Registers the service worker (/sw.js) once the page has loaded, so its first caching does not
 * compete with the page. It is what lets a returning visitor open the site offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  window.addEventListener(
    'load',
    () => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('The offline service worker could not be registered:', error));
    },
    { once: true },
  );
}
