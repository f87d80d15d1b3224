import { useEffect, useState } from 'react';
import { useHydrated } from '@pickwise/ui';

/**
 * The current time, refreshed every `intervalMs` (the countdowns tick once a minute,
 * docs/product-spec.md §9); undefined in the prerendered page and while it hydrates, as the build's
 * clock and time zone are not the visitor's.
 */
export function useNow(intervalMs: number): Date | undefined {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return hydrated ? now : undefined;
}
