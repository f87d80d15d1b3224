import { Suspense, lazy, useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../use-hydrated.js';

export interface ToastMessage {
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  /** How long it shows, in ms; the region's default (4 s) when absent. */
  duration?: number;
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

// A region that cannot be fetched shows no toasts (notify() has logged why) rather than taking the
// page down through the router's error screen.
const NoToastRegion = () => null;
const ToastRegionContent = lazy(
  (): Promise<{ default: ComponentType<{ label: string; dismissLabel: string }> }> =>
    loadToastModule().catch(() => ({ default: NoToastRegion })),
);

function subscribeToRegion(listener: () => void) {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
}

/** Alt+T, the toast machine's own hotkey (it compares `event.code`, so the layout does not matter). */
const isFocusHotkey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/**
 * The toast region; rendered once, by the shell. `label` names the region ('Notifications'),
 * `dismissLabel` each toast's × button. The landmark is always on the page, so Alt+T can focus it
 * and Escape send focus back, before any toast; the Ark toaster is mounted into it on the first
 * `notify()` and from then on answers Alt+T itself (its group pauses and expands the toasts, and
 * collapses them and returns focus when it loses focus).
 */
export function ToastRegion({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  const wanted = useSyncExternalStore(subscribeToRegion, () => regionWanted, () => false);
  const regionRef = useRef<HTMLElement>(null);
  // A portal into document.body exists only in the browser, after hydration.
  const hydrated = useHydrated();

  useEffect(() => {
    // Where focus was when Alt+T moved it to the empty landmark: Escape sends it back there.
    let focusBeforeRegion: HTMLOrSVGElement | null = null;
    const answerKeys = (event: KeyboardEvent) => {
      const region = regionRef.current;
      if (!region || event.defaultPrevented) return;
      if (isFocusHotkey(event)) {
        focusBeforeRegion = region.childElementCount > 0 ? null : (document.activeElement as HTMLOrSVGElement | null);
        if (!focusBeforeRegion) return;
        event.preventDefault();
        region.focus();
      } else if (event.key === 'Escape' && region.contains(document.activeElement)) {
        // Escape on a toast has already dismissed it (Ark marks the event handled); anywhere else in
        // the region it leaves the region, which collapses the stacked toasts.
        event.preventDefault();
        (document.activeElement as HTMLElement).blur();
        focusBeforeRegion?.focus();
        focusBeforeRegion = null;
      }
    };
    document.addEventListener('keydown', answerKeys);
    return () => document.removeEventListener('keydown', answerKeys);
  }, []);

  if (!hydrated) return null;
  return createPortal(
    <section ref={regionRef} className="pw-toast-region" aria-label={label} tabIndex={-1}>
      {wanted ? (
        <Suspense fallback={null}>
          <ToastRegionContent label={label} dismissLabel={dismissLabel} />
        </Suspense>
      ) : null}
    </section>,
    document.body,
  );
}
