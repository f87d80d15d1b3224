import { useEffect } from 'react';
import { useLimits, useUpdateLimits } from '@pickwise/api-client/spending';
import { readStoredPause, setJackpotsPaused } from '@pickwise/ui';

/**
 * A signed-in player's pause follows the account (GET /api/limits `paused`) on every device: read
 * once the application runs, and kept on the device so its next page hides the jackpots before its
 * first paint. A pause set as a visitor on this device is carried onto the account, never dropped
 * by signing in. Rendered by the public site's App for a signed-in player; shows nothing.
 */
export default function AccountPause() {
  const limits = useLimits();
  const update = useUpdateLimits();
  const accountPaused = limits.data?.paused;

  useEffect(() => {
    if (accountPaused === undefined) return;
    if (!accountPaused && readStoredPause() === 'device') {
      update.mutate({ paused: true }, { onSuccess: () => setJackpotsPaused(true, 'account') });
      return;
    }
    setJackpotsPaused(accountPaused, 'account');
    // Once per answer read: the mutation's identity changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountPaused]);

  return null;
}
