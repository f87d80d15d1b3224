import type { IslandTexts } from './island-page.js';

/**
 * The offline banner under the nav (OfflineNotice.tsx renders it empty and hidden): shown with its
 * text while the browser has no network. The element stays in the page, a live region, so the change is announced.
 */
export function watchConnection(doc: Document, texts: IslandTexts, navigator: Pick<Navigator, 'onLine'>, target: Pick<Window, 'addEventListener'>): void {
  const notice = doc.querySelector<HTMLElement>('.shell-offline');
  if (!notice) return;
  const update = () => {
    notice.hidden = navigator.onLine;
    notice.textContent = navigator.onLine ? '' : texts.offline;
  };
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  update();
}
