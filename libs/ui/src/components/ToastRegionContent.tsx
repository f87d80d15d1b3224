import { createToaster, Toast, Toaster } from '@ark-ui/react/toast';

/**
 * The page's one toast store (this lib is a Module Federation singleton, so remotes share it).
 * docs/product-spec.md §9: bottom-right, 4000 ms, 3 visible at once; Alt+T moves focus to the toasts (the toast
 * machine's default hotkey). This module is the Ark UI side of `Toasts.tsx`, in its own chunk:
 * fetched on the first `notify()`, not with the page, and mounted inside its 'Notifications' region.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: 4000,
  max: 3,
  overlap: true,
  gap: 12,
});

/**
 * The Ark toaster inside `ToastRegion`'s landmark. It is a group, not a second region: the page has
 * one 'Notifications' landmark, and Ark's own label (English, with placement and hotkey) is replaced
 * by the translated `label`. `dismissLabel` names each toast's × button.
 */
export default function ToastRegionContent({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  return (
    <Toaster toaster={toaster} className="pw-toaster" role="group" aria-label={label}>
      {(toast) => (
        <Toast.Root className="pw-toast">
          <Toast.Title className="pw-toast-title">{toast.title}</Toast.Title>
          {toast.description ? <Toast.Description className="pw-toast-description">{toast.description}</Toast.Description> : null}
          {toast.action ? (
            <Toast.ActionTrigger className="pw-button pw-button--secondary pw-button--small pw-toast-action">
              {toast.action.label}
            </Toast.ActionTrigger>
          ) : null}
          <Toast.CloseTrigger className="pw-toast-close" aria-label={dismissLabel}>
            <span aria-hidden="true">×</span>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
