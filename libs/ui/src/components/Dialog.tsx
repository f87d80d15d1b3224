import { Suspense, lazy, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the × button, in the page language. */
  closeLabel: string;
  children: ReactNode;
}

// The dialog machinery is fetched the first time a dialog opens, not with the first page.
let contentLoaded = false;
const DialogContent = lazy(() =>
  import('./DialogContent.js').then((module) => {
    contentLoaded = true;
    return module;
  }),
);

/**
 * A modal dialog (Ark UI): focus trapped, Escape and the backdrop close it, focus returns to the
 * element that opened it. Once loaded it stays mounted while closed, so that focus can return.
 */
export function Dialog(props: DialogProps) {
  if (!props.open && !contentLoaded) return null;
  return (
    <Suspense fallback={null}>
      <DialogContent {...props} />
    </Suspense>
  );
}
