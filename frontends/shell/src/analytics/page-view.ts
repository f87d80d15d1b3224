import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordPageView } from './record-page-view.js';

/** The longest a page view waits for the new screen to set its title before it is recorded anyway. */
const TITLE_WAIT_MS = 1000;

/**
 * Records one page view per route change. Screens of a remote set their title after they load, so
 * the event waits for the title to change (or TITLE_WAIT_MS, or the next route change) to carry
 * the new page's title.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const pagePath = `${pathname}${search}`;
    let recorded = false;
    const titleObserver = new MutationObserver(() => record());
    const timer = window.setTimeout(() => record(), TITLE_WAIT_MS);
    function record() {
      if (recorded) return;
      recorded = true;
      titleObserver.disconnect();
      window.clearTimeout(timer);
      recordPageView(pagePath, document.title);
    }
    const titleElement = document.querySelector('title');
    if (titleElement) titleObserver.observe(titleElement, { childList: true, characterData: true, subtree: true });
    return record;
  }, [pathname, search]);
}
