/**
 * Pause mode (issue 26, responsible play): while it is on, the site shows no jackpot figure to this
 * player. The figure stays in the markup and a neutral text shares its place (public-site
 * JackpotValue); the attribute on <html> decides, in CSS, which of the two is visible, so no layout
 * moves and a page served as HTML hides the figure before its first paint: the shell's pause script
 * (frontends/shell/src/pause/pause-script.ts), a blocking script in the head of every prerendered
 * page, sets the attribute from this device's stored flag. No React here: that script imports it.
 *
 * The flag lives in localStorage. A visitor's own pause is stored as 'device'; a signed-in player's
 * comes from their account's limits (GET /api/limits `paused`) and is kept as 'account', so a pause
 * a visitor set can be carried onto the account at sign-in, while one mirrored from an account is
 * never sent back to it.
 */
export const PAUSE_STORAGE_KEY = 'pickwise.pause';
/** On <html> while jackpots are hidden. */
export const PAUSE_ATTRIBUTE = 'data-jackpots-paused';

export type PauseSource = 'device' | 'account';

/** The stored flag; null when jackpots are shown (or storage cannot be read: blocked storage throws). */
export function readStoredPause(storage: () => Pick<Storage, 'getItem'> = () => localStorage): PauseSource | null {
  try {
    const value = storage().getItem(PAUSE_STORAGE_KEY);
    return value === 'device' || value === 'account' ? value : null;
  } catch {
    return null;
  }
}

/** Shows or hides the jackpot figures of the page. */
export function showPauseOn(root: Element, paused: boolean): void {
  root.toggleAttribute(PAUSE_ATTRIBUTE, paused);
}

const listeners = new Set<() => void>();

/** Whether jackpots are hidden on this page now. */
export function jackpotsPaused(): boolean {
  return document.documentElement.hasAttribute(PAUSE_ATTRIBUTE);
}

/** Calls `listener` after every change of the pause; returns the unsubscribe function. */
export function subscribeToPause(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Turns the pause on (as `source`) or off for this device and page, at once. A storage that
 * cannot be written still pauses this page.
 */
export function setJackpotsPaused(paused: boolean, source: PauseSource): void {
  try {
    if (paused) localStorage.setItem(PAUSE_STORAGE_KEY, source);
    else localStorage.removeItem(PAUSE_STORAGE_KEY);
  } catch {
    // Private browsing with storage blocked: the page is paused until it is left.
  }
  showPauseOn(document.documentElement, paused);
  for (const listener of listeners) listener();
}

/**
 * The stored flag onto a page that did not run the pause script (index.html, an offline page): the
 * application calls it before it renders jackpots.
 */
export function applyStoredPause(): void {
  if (readStoredPause() !== null) showPauseOn(document.documentElement, true);
}
