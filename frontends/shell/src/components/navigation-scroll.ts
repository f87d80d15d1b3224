import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'pickwise-scroll-positions';

let currentKey: string | undefined;

function readStoredPositions(): Array<[string, number]> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as Array<[string, number]>) : [];
  } catch {
    return [];
  }
}

let positions: Map<string, number> | undefined;
let storedPositionsRead = false;

/**
 * Scroll position per history entry (location.key), kept across a reload like the data router's;
 * recorded from the first navigation on (in the browser only: the prerender has no window).
 */
function trackedPositions(): Map<string, number> {
  if (positions) return positions;
  const tracked = new Map<string, number>();
  // Scroll events arrive after the layout effect below has moved `currentKey` to a new entry, so a
  // new page never records over the position of the one that was left.
  window.addEventListener('scroll', () => currentKey !== undefined && tracked.set(currentKey, window.scrollY), { passive: true });
  window.addEventListener('pagehide', () => {
    addStoredPositions(tracked);
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...tracked]));
    } catch {
      // Storage full or blocked: positions are then kept for this page's life only.
    }
  });
  positions = tracked;
  return tracked;
}

/**
 * The positions stored before this page was loaded, under those recorded since. Read only when a
 * position is to be restored (or stored again): the tab's first sessionStorage read waits on the
 * browser process, 6 ms of the hydration's commit on a new visit, which has nothing to restore.
 */
function addStoredPositions(tracked: Map<string, number>): void {
  if (storedPositionsRead) return;
  storedPositionsRead = true;
  for (const [key, top] of readStoredPositions()) if (!tracked.has(key)) tracked.set(key, top);
}

function savedPosition(key: string): number | undefined {
  const tracked = trackedPositions();
  if (!tracked.has(key)) addStoredPositions(tracked);
  return tracked.get(key);
}

/** Whether this document was opened by a reload or back/forward, the loads that return to a stored position. */
function documentReturnsToEntry(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

let firstLocation = true;

/**
 * Scroll position across navigations (what the data router's ScrollRestoration did): a new page
 * (link, redirect) starts at the top, or at the element its `#hash` names when that is already
 * rendered; back, forward and reload return to where that entry was left (as far as the page is
 * already rendered). Jumps, not the page's smooth scrolling: it is a new page, not a move.
 */
export function useNavigationScroll(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    currentKey = key;
    trackedPositions();
    const firstOfDocument = firstLocation;
    firstLocation = false;
    if (navigationType === 'POP') {
      // The first location of a document opened by a link or a typed address is a POP too, with no
      // position of its own (its key may be one an earlier page of the tab stored).
      const saved = firstOfDocument && !documentReturnsToEntry() ? undefined : savedPosition(key);
      if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [key, hash, navigationType]);
}
