import { Suspense, lazy } from 'react';
import { useAuthSession } from '@pickwise/api-client';
import type { AddToPoolLinkProps } from './AddToPoolLink.js';

// The link, its texts and the pools list's call are fetched only for a signed-in player: a visitor's
// generated sets and wheels carry none of it, and send no request for it.
const AddToPoolLink = lazy(() => import('./AddToPoolLink.js'));

/** Where 'Add to a pool' / 'Move to a pool' goes: nothing for a visitor, the link for a signed-in organiser of a pool playing the game. */
export function AddToPoolSlot(props: AddToPoolLinkProps) {
  const { status } = useAuthSession();
  if (status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <AddToPoolLink {...props} />
    </Suspense>
  );
}
