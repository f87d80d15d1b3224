/** docs/product-spec.md §9: the jackpots are read again every 10 minutes. */
const JACKPOTS_REFRESH_MS = 10 * 60_000;

/**
 * The jackpots of a page served with islands (the home page), kept fresh: every 10 minutes while
 * the page is shown (and when it is shown again after that long), the page is asked for again (the gateway serves it rendered with the latest
 * jackpots: services/gateway/src/web/served-pages) and each jackpot that changed (`.ps-jackpot`,
 * in page order) takes the place of the one on screen, so no markup is written here twice.
 * `onShown` gets each new one (its tooltip needs its island).
 */
export function refreshJackpots(doc: Document, win: Pick<Window, 'location' | 'fetch'>, onShown: (jackpot: Element) => void, now: () => number = Date.now): void {
  if (!doc.querySelector('.ps-jackpot')) return;
  let readAt = now();
  const refresh = () => {
    if (doc.visibilityState === 'hidden' || now() - readAt < JACKPOTS_REFRESH_MS) return;
    readAt = now();
    void showLatestJackpots(doc, win, onShown).catch(() => undefined);
  };
  setInterval(refresh, JACKPOTS_REFRESH_MS);
  // A page shown again after a while in a background tab is brought up to date at once.
  doc.addEventListener('visibilitychange', refresh);
}

/** Reads the page again and shows the jackpots it has now; a failed read leaves those on screen. */
async function showLatestJackpots(doc: Document, win: Pick<Window, 'location' | 'fetch'>, onShown: (jackpot: Element) => void): Promise<void> {
  const response = await win.fetch(win.location.pathname, { headers: { accept: 'text/html' } });
  if (!response.ok) return;
  const latest = new DOMParser().parseFromString(await response.text(), 'text/html');
  const shown = [...doc.querySelectorAll('#root .ps-jackpot')];
  const read = [...latest.querySelectorAll('#root .ps-jackpot')];
  // A page of another shape (a new version of the site) or still loading its jackpots: keep these.
  if (read.length !== shown.length || latest.querySelector('#root .ps-skeleton-text')) return;
  shown.forEach((jackpot, index) => {
    const next = read[index]!;
    if (next.outerHTML === jackpot.outerHTML) return;
    const adopted = doc.importNode(next, true);
    jackpot.replaceWith(adopted);
    onShown(adopted);
  });
}
