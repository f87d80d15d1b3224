import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in a server render and while the browser hydrates its HTML, true from then on (and at once
 * in a page rendered only in the browser). For what exists only in a browser (a portal into
 * document.body, a value from localStorage or the clock): rendering it only once this is true
 * keeps the first browser render identical to the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
