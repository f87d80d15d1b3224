import { Suspense, lazy, useSyncExternalStore, type ComponentType } from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

// The Ark toast machinery (ToastRegionContent.tsx) is fetched on the first notify(), not with the
// page: no toast can be shown before one is asked for, so the region is mounted from then on.
let toastModule: Promise<typeof import('./ToastRegionContent.js')> | undefined;
let regionWanted = false;
const regionListeners = new Set<() => void>();

function loadToastModule() {
  toastModule ??= import('./ToastRegionContent.js').catch((error: unknown) => {
    // A failed fetch is forgotten, so the next toast asks again.
    toastModule = undefined;
    throw error;
  });
  return toastModule;
}

function wantRegion() {
  if (regionWanted) return;
  regionWanted = true;
  for (const listener of regionListeners) listener();
}

/** Shows a toast; `kind` sets its colour and how assistive tech announces it. */
export function notify(kind: ToastKind, message: ToastMessage): void {
  wantRegion();
  loadToastModule().then(
    ({ toaster }) => toaster.create({ type: kind, ...message }),
    (error: unknown) => console.error('The toast region could not be loaded:', error),
  );
}

// A region that cannot be fetched shows nothing (notify() has logged why) rather than taking the
// page down through the router's error screen.
const NoToastRegion = () => null;
const ToastRegionContent = lazy(
  (): Promise<{ default: ComponentType<{ dismissLabel: string }> }> => loadToastModule().catch(() => ({ default: NoToastRegion })),
);

function subscribeToRegion(listener: () => void) {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
}

/**
 * The toast region; rendered once, by the shell. `dismissLabel` names each toast's × button.
 * Empty (and without any Ark code) until the first `notify()`.
 */
export function ToastRegion({ dismissLabel }: { dismissLabel: string }) {
  const wanted = useSyncExternalStore(subscribeToRegion, () => regionWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegionContent dismissLabel={dismissLabel} />
    </Suspense>
  );
}
