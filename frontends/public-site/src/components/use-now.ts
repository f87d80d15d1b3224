import { startTransition, useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (the countdowns tick once a minute,
 * docs/product-spec.md §9); undefined in the prerendered page and until the component has mounted
 * in the browser, as the build's clock and time zone are not the visitor's.
 *
 * Each reading is a transition: what it shows (draw times in the games' time zones) is costly to
 * work out, and as a transition React renders a page's dozen countdowns in slices that let the
 * browser paint and respond between them, instead of in one long task.
 */
export function useNow(intervalMs: number): Date | undefined {
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    const tick = () => startTransition(() => setNow(new Date()));
    tick();
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
