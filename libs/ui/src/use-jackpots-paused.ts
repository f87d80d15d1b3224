import { useSyncExternalStore } from 'react';
import { jackpotsPaused, subscribeToPause } from './pause-mode.js';

/** Whether jackpots are hidden (pause mode), re-rendering when it changes; false in a server render. */
export function useJackpotsPaused(): boolean {
  return useSyncExternalStore(subscribeToPause, jackpotsPaused, () => false);
}
